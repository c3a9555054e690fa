export interface BatcherOptions {
  /**
   * When a batch fails, handle its items again one at a time, so that only the ones that fail
   * alone fail: one poisoned message must not fail the writes of the hundreds beside it.
   */
  aloneOnFailure?: boolean;
  /**
   * A batch that is not full, whose first item came within this long (milliseconds) of the item
   * before it, waits until that first item has waited this long, gathering the items that come
   * meanwhile. Under a trickle (items a few milliseconds apart, each alone in its batch) a
   * batch's fixed cost, its round trips and commits, is paid per handful of items instead of
   * per item; under load the first item has waited that long behind the batches in flight, and
   * nothing waits more. An item after a quieter gap goes at once: a lone alert is not held
   * for company that is not coming.
   */
  gatherMs?: number;
}

interface Pending<I, O> {
  item: I;
  /** performance.now() when it was added */
  at: number;
  /** It came within gatherMs of the item before it: its batch may wait for more. */
  streaming: boolean;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Batches for concurrent jobs: while a batch is being handled, the items that arrive wait and
 * go together in the next one, so the batch grows with the load (and, with `gatherMs`, a batch
 * that is not full waits a few milliseconds for more). The extractor
 * uses it to hand messages to its extraction thread a batch per message-port round trip, and
 * for group commit (a few statements per batch instead of a few per message); the analyzer to
 * check the alert rules against a batch of tokens in a few set-based queries. Each caller's
 * promise settles only when its batch is done: a job is acknowledged after its data is
 * committed, so delivery stays at-least-once. At most `maxInFlight` batches run at once.
 */
export class Batcher<I, O> {
  private pending: Array<Pending<I, O>> = [];
  private inFlight = 0;
  /** Set while a batch that is not full waits for its gathering time (BatcherOptions.gatherMs). */
  private gathering: NodeJS.Timeout | null = null;
  /** performance.now() when the last item was added (never: minus infinity). */
  private lastAddedAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** Handles a batch and answers one result per item, in order. */
    private readonly handle: (items: I[]) => Promise<O[]>,
    private readonly maxSize: number,
    private readonly maxInFlight = 1,
    private readonly options: BatcherOptions = {},
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const at = performance.now();
      const streaming = this.options.gatherMs !== undefined && at - this.lastAddedAt < this.options.gatherMs;
      this.lastAddedAt = at;
      this.pending.push({ item, resolve, reject, at, streaming });
      // Items added in the same tick (a worker's jobs arrive in bursts) join one batch; a full
      // batch does not wait for the rest of its gathering time.
      if (this.pending.length === 1 || (this.pending.length === this.maxSize && this.gathering)) queueMicrotask(() => this.drain());
    });
  }

  private drain(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxInFlight) {
      if (this.gathering) clearTimeout(this.gathering);
      this.gathering = null;
      const waitMs = this.gatherWaitMs();
      if (waitMs > 0) {
        this.gathering = setTimeout(() => this.drain(), waitMs);
        return;
      }
      this.inFlight += 1;
      void this.run(this.pending.splice(0, this.maxSize)).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  /** How much longer the next batch gathers: none when it is full, its first item came after a quiet gap or has waited gatherMs. */
  private gatherWaitMs(): number {
    const first = this.pending[0];
    if (!this.options.gatherMs || !first?.streaming || this.pending.length >= this.maxSize) return 0;
    return first.at + this.options.gatherMs - performance.now();
  }

  private async run(batch: Array<Pending<I, O>>): Promise<void> {
    try {
      const results = await this.handle(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      if (this.options.aloneOnFailure && batch.length > 1) {
        // One after the other: a database that is away answers each at once, one that is busy is not flooded.
        for (const entry of batch) await this.run([entry]);
        return;
      }
      // Every job of the batch fails its attempt and BullMQ retries it: nothing is acknowledged unwritten.
      for (const entry of batch) entry.reject(error);
    }
  }
}
