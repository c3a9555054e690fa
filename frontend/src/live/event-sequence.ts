/**
 * Follows the sequence numbers of one live-feed connection's frames (docs/live-updates.md): the
 * publisher numbers the dashboard events in the order every gateway receives them, so a number
 * skipped means events were lost on the way (a publish that failed, a subscription cut).
 */
export interface EventSequence {
  /** Takes a frame's number; answers whether numbers were skipped before it. */
  skipped(seq: number | undefined): boolean;
  /** A new connection: its first number starts the count again. */
  reset(): void;
}

export function createEventSequence(): EventSequence {
  let last: number | null = null;
  return {
    skipped(seq) {
      if (seq === undefined) return false;
      const gap = last !== null && seq > last + 1;
      // A lower number is a counter that started again (Redis lost its data): followed from there.
      last = seq;
      return gap;
    },
    reset() {
      last = null;
    },
  };
}
