const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago, as traders say it: '40 s', '4 min', '2 h', '3 d'. */
export function formatAge(ms: number): string {
  const age = Math.max(0, ms);
  if (age < MINUTE_MS) return `${Math.floor(age / 1_000)} s`;
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)} min`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)} h`;
  return `${Math.floor(age / DAY_MS)} d`;
}

/** The ages of things stated at these times (at least one), newest to oldest: '4 min ago', '4 min to 2 h ago'. */
export function formatAgeRange(times: readonly Date[], now: Date): string {
  const ms = times.map((time) => now.getTime() - time.getTime());
  const newest = formatAge(Math.min(...ms));
  const oldest = formatAge(Math.max(...ms));
  return newest === oldest ? `${newest} ago` : `${newest} to ${oldest} ago`;
}
