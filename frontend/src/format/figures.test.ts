import { describe, expect, it } from '@jest/globals';
import {
  athMultiple,
  formatAthMultiple,
  formatCompactMarketCap,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPercentChange,
  formatPrice,
  formatShare,
  formatSignedPercent,
  marketCapChangePercent,
  NO_DATA,
} from './figures';

describe('channel figures', () => {
  it('writes multiples with two significant digits below 10x, whole above', () => {
    expect([formatMultiple(2.5), formatMultiple(2.0833), formatMultiple(0.4167), formatMultiple(12.6), formatMultiple(null)]).toEqual([
      '2.5x',
      '2.1x',
      '0.42x',
      '13x',
      NO_DATA,
    ]);
  });

  it('writes shares as whole percents', () => {
    expect([formatShare(2 / 3), formatShare(0), formatShare(1), formatShare(null)]).toEqual(['67%', '0%', '100%', NO_DATA]);
  });
});

describe('formatMoney', () => {
  it('shows a million or more in millions with two decimals', () => {
    expect(formatMoney(1_000_000)).toBe('$1.00M');
    expect(formatMoney(3_456_789)).toBe('$3.46M');
    expect(formatMoney(2_500_000_000)).toBe('$2.50B');
    expect(formatMoney(2_050_000)).toBe('$2.05M');
  });

  it('shows a thousand or more in thousands with two decimals', () => {
    expect(formatMoney(1_000)).toBe('$1.00K');
    expect(formatMoney(45_678)).toBe('$45.68K');
    expect(formatMoney(999_994)).toBe('$999.99K');
    expect(formatMoney(999_996)).toBe('$1.00M');
  });

  it('shows smaller amounts with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(999.5)).toBe('$999.50');
    expect(formatMoney(0.123)).toBe('$0.12');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-12_300)).toBe('-$12.30K');
  });

  it('is N/A when the amount is unknown', () => {
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney(undefined)).toBe('N/A');
    expect(formatMoney(Number.NaN)).toBe('N/A');
  });
});

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

describe('formatPrice', () => {
  it('shows a dollar or more with two decimals', () => {
    expect(formatPrice(1)).toBe('$1.00');
    expect(formatPrice(1234.567)).toBe('$1,234.57');
  });

  it('shows a small price with three significant digits', () => {
    expect(formatPrice(0.1234)).toBe('$0.123');
    expect(formatPrice(0.00042)).toBe('$0.00042');
  });

  it('collapses four or more zeros to their count, as alert bots write it', () => {
    expect(formatPrice(0.000007311)).toBe('$0.0₅731');
    expect(formatPrice(0.000000000012)).toBe('$0.0₁₀12');
  });

  it('rounds up to the next power of ten without a fourth digit', () => {
    expect(formatPrice(0.0009999)).toBe('$0.001');
  });

  it('says N/A for what is not a price', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(Number.NaN)).toBe('N/A');
    expect(formatPrice(-1)).toBe('N/A');
  });
});

describe('formatPercent', () => {
  it('shows at most two decimals without trailing zeros', () => {
    expect(formatPercent(45.2)).toBe('45.2%');
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(50)).toBe('50%');
  });

  it('is N/A when unknown', () => {
    expect(formatPercent(null)).toBe('N/A');
  });
});

describe('formatSignedPercent', () => {
  it('marks a rise with a plus and keeps the minus of a fall', () => {
    expect(formatSignedPercent(12.5)).toBe('+12.5%');
    expect(formatSignedPercent(-3.14159)).toBe('-3.14%');
    expect(formatSignedPercent(0)).toBe('0%');
  });

  it('is N/A when unknown', () => {
    expect(formatSignedPercent(undefined)).toBe('N/A');
  });
});

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
