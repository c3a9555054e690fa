import { describe, expect, it } from '@jest/globals';
import { clampPage, pageList } from './page-list';

describe('pageList', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageList(1, 0)).toEqual([]);
  });

  it('puts one gap after the first pages near the start', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });

  it('puts one gap before the last pages near the end', () => {
    expect(pageList(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pageList(17, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('shows the current page with its neighbours between two gaps in the middle', () => {
    expect(pageList(5, 20)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 20]);
    expect(pageList(10, 8)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8]);
  });

  it('always has 7 buttons past 7 pages', () => {
    for (let current = 1; current <= 30; current++) expect(pageList(current, 30)).toHaveLength(7);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });
});
