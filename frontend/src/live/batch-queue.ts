export interface BatchQueue<T> {
  push: (item: T) => void;
  clear: () => void;
}

/** Runs `run` later, once; answers a function that cancels it. */
export type Scheduler = (run: () => void) => () => void;

/** A hidden tab runs no animation frames: its frames are applied on a timer this long at most. */
const HIDDEN_TAB_MS = 100;

/**
 * Before the browser paints its next frame (requestAnimationFrame), or after HIDDEN_TAB_MS when
 * that comes first: a hidden tab paints nothing, and its toasts, sounds and unread count must
 * not wait for the trader to come back.
 */
export const beforeNextPaint: Scheduler = (run) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, HIDDEN_TAB_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * Hands queued items to `handle` together when `schedule` runs (the live feed: before the next
 * paint), at most `batchSize` at a time, the rest at the next turn: the frames that arrive
 * between two paints cost one render, a burst cannot flood the renderer, and no frame waits
 * longer than it takes the page to paint. `inBatch` wraps each batch (the live feed: TanStack
 * Query's notifyManager.batch, so the batch's cache writes notify the screens once).
 */
export function createBatchQueue<T>(
  handle: (item: T) => void,
  { batchSize, schedule, inBatch = (run) => run() }: { batchSize: number; schedule: Scheduler; inBatch?: (run: () => void) => void },
): BatchQueue<T> {
  const queue: T[] = [];
  let cancel: (() => void) | null = null;

  const drain = () => {
    cancel = null;
    const batch = queue.splice(0, batchSize);
    inBatch(() => {
      for (const item of batch) {
        try {
          handle(item);
        } catch (error) {
          console.error('Live feed: could not apply an event', error);
        }
      }
    });
    if (queue.length > 0) cancel = schedule(drain);
  };

  return {
    push(item) {
      queue.push(item);
      cancel ??= schedule(drain);
    },
    clear() {
      queue.length = 0;
      cancel?.();
      cancel = null;
    },
  };
}
