import { describe, expect, it } from '@jest/globals';
import { dashboardKeyAction, stepIndex } from './dashboard-keys';

const press = (key: string, held: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...held,
});

describe('dashboardKeyAction', () => {
  it.each([
    ['/', 'search'],
    ['j', 'next'],
    ['k', 'previous'],
    ['c', 'copy'],
    ['Enter', 'open'],
    ['?', 'help'],
    ['x', null],
    ['J', null],
  ] as const)('maps %s to %s', (key, action) => {
    expect(dashboardKeyAction(press(key))).toBe(action);
  });

  it("leaves the browser's shortcuts alone", () => {
    expect(dashboardKeyAction(press('c', { ctrlKey: true }))).toBeNull();
    expect(dashboardKeyAction(press('c', { metaKey: true }))).toBeNull();
    expect(dashboardKeyAction(press('j', { altKey: true }))).toBeNull();
  });
});

describe('stepIndex', () => {
  it('starts at the first row going down and the last going up', () => {
    expect(stepIndex(-1, 1, 5)).toBe(0);
    expect(stepIndex(-1, -1, 5)).toBe(4);
  });

  it('moves one row and stops at either end', () => {
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(4, 1, 5)).toBe(4);
    expect(stepIndex(0, -1, 5)).toBe(0);
  });

  it('finds no row in an empty list, and restarts when the list shrank under the chosen one', () => {
    expect(stepIndex(0, 1, 0)).toBe(-1);
    expect(stepIndex(7, 1, 3)).toBe(0);
  });
});
