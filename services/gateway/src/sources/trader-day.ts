/**
 * The start of the trader's current day: their midnight, for a time zone `utcOffsetMinutes`
 * ahead of UTC. The offset is the one the browser has now, so on the day the clocks change the
 * day starts an hour off; every other day it is exact.
 */
export function startOfTraderDay(now: Date, utcOffsetMinutes: number): Date {
  const offsetMs = utcOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}
