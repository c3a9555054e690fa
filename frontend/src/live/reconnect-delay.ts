const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

/** Delay before reconnect attempt `attempt` (0-based): 2 s, doubling, capped at 60 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}
