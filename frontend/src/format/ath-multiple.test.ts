import { describe, expect, it } from '@jest/globals';
import { athMultiple, formatAthMultiple } from './ath-multiple';

describe('formatAthMultiple', () => {
  it('shows the ATH over the entry market cap with one decimal', () => {
    expect(formatAthMultiple(300_000, 100_000)).toBe('3.0x');
    expect(formatAthMultiple(125_000, 50_000)).toBe('2.5x');
    expect(formatAthMultiple(1_010, 1_000)).toBe('1.0x');
  });

  it('is blank when the ratio does not exceed 1', () => {
    expect(formatAthMultiple(100_000, 100_000)).toBe('');
    expect(formatAthMultiple(50_000, 100_000)).toBe('');
  });

  it('is blank unless both values are numeric and the entry is above 0', () => {
    expect(formatAthMultiple(null, 100_000)).toBe('');
    expect(formatAthMultiple(300_000, null)).toBe('');
    expect(formatAthMultiple(300_000, 0)).toBe('');
    expect(formatAthMultiple(300_000, -5)).toBe('');
    expect(formatAthMultiple(Number.NaN, 100)).toBe('');
    expect(formatAthMultiple(undefined, 100)).toBe('');
  });
});

describe('athMultiple', () => {
  it('is the plain ratio, also below 1, for sorting', () => {
    expect(athMultiple(50, 100)).toBe(0.5);
    expect(athMultiple(50, 0)).toBeNull();
  });
});
