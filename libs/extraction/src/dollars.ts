/**
 * Dollars as every screen and every rendered description writes them (product spec, money
 * formatting): a thousand or more in K, a million or more in M, a billion or more in B, with the
 * given decimals; less than a thousand with two decimals. Intl rounds (2,050,000 is $2.1M, not
 * the $2.0M of a float's toFixed) and rolls a rounded-up amount into the next unit (999,960 with
 * one decimal is $1.0M, never $1000.0K).
 */
export function formatDollars(value: number, decimals: 1 | 2 = 2): string {
  const compact = compactFormat(decimals).format(value);
  // Intl only adds a unit letter from a thousand on; below, the spec wants cents.
  return /[KMBT]$/.test(compact) ? compact : plainFormat.format(value);
}

const compactFormats = new Map<number, Intl.NumberFormat>();

function compactFormat(decimals: number): Intl.NumberFormat {
  let format = compactFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    compactFormats.set(decimals, format);
  }
  return format;
}

const plainFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A field of dollars, by its name: market caps, liquidity and volumes ('market_cap', 'mc',
 * 'liquidity_usd', 'volume_24h', 'ath_market_cap'), which a description shows as $1.31M rather
 * than the 1310000 the extractor read. Prices ('price_usd') are not: $0.00 would hide a
 * $0.0000731 token's price.
 */
export function isDollarField(name: string): boolean {
  return /(^|_)(market_cap|mcap|mc|ath|liquidity|liq|volume|vol)($|_)/i.test(name);
}
