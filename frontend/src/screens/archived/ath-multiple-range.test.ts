import { describe, expect, it } from '@jest/globals';
import { athMultipleRange, isIgnoredBound, parseAthMultiple } from './ath-multiple-range';

describe('parseAthMultiple', () => {
  it('reads free decimal text', () => {
    expect(parseAthMultiple('2')).toBe(2);
    expect(parseAthMultiple(' 2.5 ')).toBe(2.5);
    expect(parseAthMultiple('.5')).toBe(0.5);
    expect(parseAthMultiple('3.')).toBe(3);
  });

  it('ignores empty and invalid text', () => {
    for (const text of ['', '  ', 'abc', '-1', '1e3', '2,5', '1.2.3']) expect(parseAthMultiple(text)).toBeUndefined();
  });
});

describe('athMultipleRange', () => {
  it('keeps both bounds when they make a range', () => {
    expect(athMultipleRange('2', '10')).toEqual({ min: 2, max: 10 });
    expect(athMultipleRange('2', '2')).toEqual({ min: 2, max: 2 });
    expect(athMultipleRange('', '10')).toEqual({ min: undefined, max: 10 });
  });

  it('ignores an invalid bound and a max below the min', () => {
    expect(athMultipleRange('x', '10')).toEqual({ min: undefined, max: 10 });
    expect(athMultipleRange('5', '2')).toEqual({ min: 5, max: undefined });
  });
});

describe('isIgnoredBound', () => {
  it('is true only for typed text that is not used', () => {
    expect(isIgnoredBound('abc', undefined)).toBe(true);
    expect(isIgnoredBound('', undefined)).toBe(false);
    expect(isIgnoredBound('2', 2)).toBe(false);
  });
});
