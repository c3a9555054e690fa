interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for concurrent jobs: while a batch is being written, the items that arrive wait
 * and go together in the next one, so the database sees a few statements per batch instead of
 * a few per message, and the batch grows with the load without any timer. Each caller's promise
 * settles only when its batch is written: a job is acknowledged after its data is committed, so
 * delivery stays at-least-once. At most `maxInFlight` writes run at once: two keep PostgreSQL
 * busy while the next batch is prepared, more would mostly wait on each other's row locks.
 */
export class WriteBatcher<I, O> {
  private pending: Array<Pending<I, O>> = [];
  private inFlight = 0;

  constructor(
    /** Writes a batch and answers one result per item, in order. */
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly maxSize: number,
    private readonly maxInFlight = 1,
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
      void this.writeBatch(this.pending.splice(0, this.maxSize)).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  private async writeBatch(batch: Array<Pending<I, O>>): Promise<void> {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      // Every job of the batch fails its attempt and BullMQ retries it: nothing is acknowledged unwritten.
      for (const entry of batch) entry.reject(error);
    }
  }
}
