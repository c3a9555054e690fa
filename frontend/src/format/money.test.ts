import { describe, expect, it } from '@jest/globals';
import { formatMoney } from './money';

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
