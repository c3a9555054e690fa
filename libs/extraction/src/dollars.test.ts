import { describe, expect, it } from '@jest/globals';
import { formatDollars, isDollarField } from './dollars.js';

describe('formatDollars', () => {
  it.each([
    [1_234, 1, '$1.2K'],
    [45_678, 2, '$45.68K'],
    [999_949, 1, '$999.9K'],
    [999_960, 1, '$1.0M'],
    [999_996, 2, '$1.00M'],
    [2_050_000, 1, '$2.1M'],
    [2_050_000, 2, '$2.05M'],
    [1_310_000, 2, '$1.31M'],
    [2_500_000_000, 2, '$2.50B'],
    [999_960_000, 1, '$1.0B'],
    [-12_300, 2, '-$12.30K'],
  ] as const)('writes %d with %d decimals as %s', (value, decimals, shown) => {
    expect(formatDollars(value, decimals)).toBe(shown);
  });

  it('writes less than a thousand with cents, whatever the decimals', () => {
    expect(formatDollars(512, 1)).toBe('$512.00');
    expect(formatDollars(0.123)).toBe('$0.12');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('rolls an amount that rounds up to a thousand into K', () => {
    expect(formatDollars(999.996)).toBe('$1.00K');
  });
});

describe('isDollarField', () => {
  it.each(['market_cap', 'mc', 'ath_market_cap', 'liquidity_usd', 'volume_24h', 'total_volume', 'liq'])('counts %s as dollars', (name) => {
    expect(isDollarField(name)).toBe(true);
  });

  it.each(['holder_count', 'twitter_mentions', 'smart_money_count', 'dev_holdings', 'token_name', 'price', 'price_usd', 'buy_amount'])(
    'leaves %s as it is',
    (name) => {
      expect(isDollarField(name)).toBe(false);
    },
  );
});
