import { describe, expect, it } from '@jest/globals';
import { formatPrice } from './price';

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
