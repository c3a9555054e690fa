import { isKnownNumber } from './known-number';

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
