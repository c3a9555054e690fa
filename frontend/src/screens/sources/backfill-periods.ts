/** A choice of how far back a chat switched on is read. */
export interface BackfillPeriod {
  hours: number;
  label: string;
}

/** The periods offered, shortest first; 0 = none (only new messages). */
const OFFERED_HOURS = [1, 6, 24, 72, 168];

/** '1 h', '24 h', '3 days', '7 days'. */
export function backfillLabel(hours: number): string {
  if (hours === 0) return 'None: only new messages';
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return `${hours} h`;
}

/**
 * The periods to choose from when switching a chat on: 1 h, 6 h, 24 h, 3 days, 7 days and none,
 * with the server's default (TELEGRAM_BACKFILL_HOURS) marked, and added where it is none of them.
 */
export function backfillPeriods(defaultHours: number): BackfillPeriod[] {
  const hours = [...new Set([...OFFERED_HOURS, defaultHours])].filter((h) => h > 0).sort((a, b) => a - b);
  return [...hours, 0].map((h) => ({ hours: h, label: h === defaultHours ? `${backfillLabel(h)} (default)` : backfillLabel(h) }));
}
