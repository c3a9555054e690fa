import { describe, expect, it } from '@jest/globals';
import { formatPercent, formatSignedPercent } from './percent';

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
