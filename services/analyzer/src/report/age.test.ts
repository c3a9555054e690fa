import { describe, expect, it } from '@jest/globals';
import { formatAge, formatAgeRange } from './age.js';

describe('formatAge', () => {
  it('says seconds, minutes, hours and days, rounded down', () => {
    expect([formatAge(40_000), formatAge(4 * 60_000 + 59_000), formatAge(125 * 60_000), formatAge(3 * 86_400_000 + 1)]).toEqual([
      '40 s',
      '4 min',
      '2 h',
      '3 d',
    ]);
  });

  it('calls a time slightly ahead of the clock no age at all', () => {
    expect(formatAge(-1_500)).toBe('0 s');
  });
});

describe('formatAgeRange', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('gives one age when the times read the same, else newest to oldest', () => {
    expect(formatAgeRange([ago(4)], now)).toBe('4 min ago');
    expect(formatAgeRange([ago(4), ago(4.5)], now)).toBe('4 min ago');
    expect(formatAgeRange([ago(125), ago(4)], now)).toBe('4 min to 2 h ago');
  });
});
