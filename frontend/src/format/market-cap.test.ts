import { describe, expect, it } from '@jest/globals';
import { formatCompactMarketCap, formatPercentChange, marketCapChangePercent } from './market-cap';

describe('formatCompactMarketCap', () => {
  it('shows thousands, millions and billions with one decimal', () => {
    expect(formatCompactMarketCap(1_234)).toBe('$1.2K');
    expect(formatCompactMarketCap(999_949)).toBe('$999.9K');
    expect(formatCompactMarketCap(999_960)).toBe('$1.0M');
    expect(formatCompactMarketCap(2_050_000)).toBe('$2.1M');
    expect(formatCompactMarketCap(3_456_789)).toBe('$3.5M');
    expect(formatCompactMarketCap(1_200_000_000)).toBe('$1.2B');
    expect(formatCompactMarketCap(-2_500_000)).toBe('-$2.5M');
  });

  it('shows small values with two decimals and unknown ones as a dash', () => {
    expect(formatCompactMarketCap(512)).toBe('$512.00');
    expect(formatCompactMarketCap(null)).toBe('-');
    expect(formatCompactMarketCap(Number.NaN)).toBe('-');
  });
});

describe('marketCapChangePercent', () => {
  it('is the whole-percent change versus the initial market cap', () => {
    expect(marketCapChangePercent(150_000, 100_000)).toBe(50);
    expect(marketCapChangePercent(40_000, 100_000)).toBe(-60);
  });

  it('is not shown when equal, unknown or without a positive initial value', () => {
    expect(marketCapChangePercent(100_000, 100_000)).toBeNull();
    expect(marketCapChangePercent(100_100, 100_000)).toBeNull();
    expect(marketCapChangePercent(null, 100_000)).toBeNull();
    expect(marketCapChangePercent(5, 0)).toBeNull();
  });

  it('formats with a sign', () => {
    expect(formatPercentChange(1250)).toBe('+1,250%');
    expect(formatPercentChange(-12)).toBe('-12%');
  });
});
