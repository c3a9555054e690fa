import { formatDollars } from '@solana-hub/extraction';

/**
 * How the screens write figures: dollars, market caps, prices, percents and multiples. Unknown
 * figures (null: no source knew them) are written as each screen expects ('-', 'N/A' or '–').
 */

/** A figure that can be shown: present and finite (reports carry null for what no source knew). */
export function isKnownNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export const NO_DATA = '–';

/** A multiple of the market cap at the call: '2.5x', '12x', '0.42x'. */
export function formatMultiple(value: number | null): string {
  if (!isKnownNumber(value)) return NO_DATA;
  return `${value >= 10 ? Math.round(value) : Number(value.toPrecision(2))}x`;
}

/** A share between 0 and 1 as a whole percent: '67%'. */
export function formatShare(value: number | null): string {
  return isKnownNumber(value) ? `${Math.round(value * 100)}%` : NO_DATA;
}

/**
 * An amount of dollars as the analysis report, the history and the cards show it: 1,000,000 or
 * more as $X.XXM, 1,000 or more as $X.XXK, otherwise with two decimals; 'N/A' when unknown.
 */
export function formatMoney(value: number | null | undefined): string {
  return isKnownNumber(value) ? formatDollars(value, 2) : 'N/A';
}

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

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const subscript = (count: number) => Array.from(String(count), (digit) => SUBSCRIPT_DIGITS[Number(digit)]).join('');

/** Zeros after the decimal point before a price's first digit, in the notation alert bots use from this many on. */
const COLLAPSED_ZEROS = 4;

/**
 * A token price as bots write it: two decimals from $1 up, three significant digits below, and
 * a run of 4 or more zeros collapsed to its count ('$0.0₅731' is 0.00000731); 'N/A' when unknown.
 */
export function formatPrice(value: number | null | undefined): string {
  if (!isKnownNumber(value) || value < 0) return 'N/A';
  if (value === 0) return '$0';
  if (value >= 1) return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  let zeros = -Math.floor(Math.log10(value)) - 1;
  let digits = Math.round(value * 10 ** (zeros + 3));
  // 0.000999 rounds up to the next power of ten: one zero fewer.
  if (digits >= 1000) [zeros, digits] = [zeros - 1, 100];
  const significant = String(digits).replace(/0+$/, '');
  return zeros >= COLLAPSED_ZEROS ? `$0.0${subscript(zeros)}${significant}` : `$0.${'0'.repeat(zeros)}${significant}`;
}

/** A share such as holder concentration: '45.2%'; 'N/A' when unknown. */
export function formatPercent(value: number | null | undefined): string {
  return isKnownNumber(value) ? `${trimDecimals(value)}%` : 'N/A';
}

/** A price move with its sign: '+12.5%', '-3.1%', '0%'; 'N/A' when unknown. */
export function formatSignedPercent(value: number | null | undefined): string {
  return isKnownNumber(value) ? `${value > 0 ? '+' : ''}${trimDecimals(value)}%` : 'N/A';
}

// Two decimals at most, without trailing zeros: 45.2, not 45.20.
function trimDecimals(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The all-time high as a multiple of the entry (initial) market cap; null when either is unknown or the entry is not above 0. */
export function athMultiple(ath: number | null | undefined, initial: number | null | undefined): number | null {
  if (!isKnownNumber(ath) || !isKnownNumber(initial) || initial <= 0) return null;
  return ath / initial;
}

/** 'N.Nx' when the token went above its entry; blank otherwise. */
export function formatAthMultiple(ath: number | null | undefined, initial: number | null | undefined): string {
  const multiple = athMultiple(ath, initial);
  return multiple !== null && multiple > 1 ? `${multiple.toFixed(1)}x` : '';
}
