import { isKnownNumber } from './known-number';

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
