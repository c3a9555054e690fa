export interface BatcherOptions {
  /**
   * When a batch fails, handle its items again one at a time, so that only the ones that fail
   * alone fail: one poisoned message must not fail the writes of the hundreds beside it.
   */
  aloneOnFailure?: boolean;
}

interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Batches for concurrent jobs without a timer: while a batch is being handled, the items that
 * arrive wait and go together in the next one, so the batch grows with the load. The extractor
 * uses it to hand messages to its extraction thread a batch per message-port round trip, and
 * for group commit (a few statements per batch instead of a few per message); the analyzer to
 * check the alert rules against a batch of tokens in a few set-based queries. Each caller's
 * promise settles only when its batch is done: a job is acknowledged after its data is
 * committed, so delivery stays at-least-once. At most `maxInFlight` batches run at once.
 */
export class Batcher<I, O> {
  private pending: Array<Pending<I, O>> = [];
  private inFlight = 0;

  constructor(
    /** Handles a batch and answers one result per item, in order. */
    private readonly handle: (items: I[]) => Promise<O[]>,
    private readonly maxSize: number,
    private readonly maxInFlight = 1,
    private readonly options: BatcherOptions = {},
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      // Items added in the same tick (a worker's jobs arrive in bursts) join one batch.
      if (this.pending.length === 1) queueMicrotask(() => this.drain());
    });
  }

  private drain(): void {
    while (this.pending.length > 0 && this.inFlight < this.maxInFlight) {
      this.inFlight += 1;
      void this.run(this.pending.splice(0, this.maxSize)).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
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
