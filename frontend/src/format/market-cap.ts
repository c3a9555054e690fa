import { formatDollars } from '@solana-hub/extraction';
import { isKnownNumber } from './known-number';

/**
 * Market cap as the dashboard shows it, compact with one decimal: $1.2K, $3.5M, $1.2B; below
 * 1,000 with two decimals; '-' when unknown. Values arrive as numbers: the extractor already
 * read text such as '$1.2M' (libs/extraction parseMarketCap).
 */
export function formatCompactMarketCap(value: number | null | undefined): string {
  return isKnownNumber(value) ? formatDollars(value, 1) : '-';
}

/** Change of the current versus the initial market cap, as a whole percent; null when not shown. */
export function marketCapChangePercent(current: number | null, initial: number | null): number | null {
  if (current === null || initial === null || initial <= 0 || current === initial) return null;
  const percent = Math.round(((current - initial) / initial) * 100);
  return percent === 0 ? null : percent;
}

export function formatPercentChange(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toLocaleString('en-US')}%`;
}
