import { isKnownNumber, NO_DATA } from './figures';

/** How the screens write times: elapsed since a moment, and durations. */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time since `fromMs` in hours, minutes and seconds ("1h 2m 3s ago"); days once past a day. */
export function formatElapsed(fromMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - fromMs);
  const days = Math.floor(elapsed / DAY);
  const hours = Math.floor((elapsed % DAY) / HOUR);
  const minutes = Math.floor((elapsed % HOUR) / MINUTE);
  const seconds = Math.floor((elapsed % MINUTE) / SECOND);
  if (days > 0) return `${days}d ${hours}h ago`;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s ago`;
  if (minutes > 0) return `${minutes}m ${seconds}s ago`;
  return `${seconds}s ago`;
}

/** Milliseconds of an ISO timestamp, or null when there is none. */
export function timestampMs(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
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
