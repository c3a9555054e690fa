import { z } from 'zod';

/** Telegram opened in August 2013: no alert message is older. */
export const EARLIEST_MESSAGE_DATE = '2013-08-01T00:00:00.000Z';
/** The last moment an ISO-8601 date writes with four digits of year, as every date here is written. */
const LATEST_CALENDAR_DATE = '9999-12-31T23:59:59.999Z';
/** How far a source's clock may run ahead of ours before its date is taken as wrong. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** A moment in milliseconds since 1970 that can be a message's date, as ISO-8601 UTC. */
const messageMomentSchema = z
  .number()
  .min(Date.parse(EARLIEST_MESSAGE_DATE), `before ${EARLIEST_MESSAGE_DATE.slice(0, 10)}: Telegram did not exist yet`)
  .max(Date.parse(LATEST_CALENDAR_DATE), 'after the year 9999: not a date on the calendar')
  .transform((ms) => new Date(ms).toISOString());

/** A message date as the queue carries it: ISO-8601 with its offset, answered in UTC. */
export const messageDateSchema = z.iso
  .datetime({ offset: true })
  .transform((iso) => Date.parse(iso))
  .pipe(messageMomentSchema);

/** A date as a sender writes it: unix seconds or ISO-8601 with its offset, answered in UTC. */
export const sentDateSchema = z
  .union([z.number(), z.iso.datetime({ offset: true })], { error: 'a date is unix seconds or an ISO-8601 time with its offset' })
  .transform((date) => (typeof date === 'number' ? date * 1000 : Date.parse(date)))
  .pipe(messageMomentSchema);

/**
 * The message's date, or its time of receipt when the date is further ahead of it than clocks
 * drift: a wrong clock or a typo must not put a year-2099 alert on top of the dashboard for
 * ever, and the message is kept rather than refused (its source may have no one to tell).
 */
export function dateAtTheLatest(date: string, receivedAt: string): string {
  return Date.parse(date) > Date.parse(receivedAt) + MAX_CLOCK_SKEW_MS ? receivedAt : date;
}
