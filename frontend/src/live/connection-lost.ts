/** Failed reconnect attempts in a row that the feed rides out before telling the user. */
const QUIET_FAILED_ATTEMPTS = 2;

/**
 * 'Connection Lost' shows after more than 2 failed attempts, once per outage
 * (the attempt count only grows until the feed is back).
 */
export function announcesConnectionLost(failedAttempts: number): boolean {
  return failedAttempts === QUIET_FAILED_ATTEMPTS + 1;
}
