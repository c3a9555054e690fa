import { isKnownNumber } from './known-number';

/** How the Channels page and a token's callers write their figures; '–' where a figure has no data. */

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

/** A duration in minutes, to the two largest units: '5 s' (under a minute), '45 min', '3 h 5 min', '2 d 4 h'. */
export function formatMinutes(value: number | null): string {
  if (!isKnownNumber(value)) return NO_DATA;
  // A chat 5 s behind the first is not '+0 min' behind it.
  if (value < 59.5 / 60) return `${Math.round(value * 60)} s`;
  const minutes = Math.round(value);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
