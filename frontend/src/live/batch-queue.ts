export interface BatchQueue<T> {
  push: (item: T) => void;
  clear: () => void;
}

/**
 * Hands queued items to `handle` at most `batchSize` at a time with `pauseMs` between batches,
 * so a burst of live events cannot flood the renderer (the live feed uses 10 per batch, 100 ms apart).
 */
export function createBatchQueue<T>(
  handle: (item: T) => void,
  { batchSize, pauseMs }: { batchSize: number; pauseMs: number },
): BatchQueue<T> {
  const queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const drain = () => {
    const batch = queue.splice(0, batchSize);
    if (batch.length === 0) {
      timer = null;
      return;
    }
    for (const item of batch) {
      try {
        handle(item);
      } catch (error) {
        console.error('Live feed: could not apply an event', error);
      }
    }
    timer = setTimeout(drain, pauseMs);
  };

  return {
    push(item) {
      queue.push(item);
      if (timer === null) drain();
    },
    clear() {
      queue.length = 0;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
