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
