import { formatDollars } from '@solana-hub/extraction';
import { isKnownNumber } from './known-number';

/**
 * An amount of dollars as the analysis report, the history and the cards show it: 1,000,000 or
 * more as $X.XXM, 1,000 or more as $X.XXK, otherwise with two decimals; 'N/A' when unknown.
 */
export function formatMoney(value: number | null | undefined): string {
  return isKnownNumber(value) ? formatDollars(value, 2) : 'N/A';
}
