import { isKnownNumber } from './known-number';

const units = [
  { from: 1e6, suffix: 'M' },
  { from: 1e3, suffix: 'K' },
] as const;

/**
 * An amount of dollars as the analysis report shows it: 1,000,000 or more as
 * $X.XXM, 1,000 or more as $X.XXK, otherwise with two decimals; 'N/A' when unknown.
 */
export function formatMoney(value: number | null | undefined): string {
  if (!isKnownNumber(value)) return 'N/A';
  const amount = Math.abs(value);
  const unit = units.find(({ from }) => amount >= from);
  const digits = unit ? `${(amount / unit.from).toFixed(2)}${unit.suffix}` : amount.toFixed(2);
  return `${value < 0 ? '-' : ''}$${digits}`;
}
