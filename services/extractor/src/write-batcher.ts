interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers items from concurrent jobs into batches, so the database sees a few statements per
 * batch instead of a few per message. Each caller's promise settles only when its batch is
 * written: a job is acknowledged after its data is committed, so delivery stays at-least-once.
 */
export class WriteBatcher<I, O> {
  private pending: Array<Pending<I, O>> = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    /** Writes a batch and answers one result per item, in order. */
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly maxSize: number,
    /** How long the first item of a batch waits for company. */
    private readonly maxWaitMs: number,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxSize) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.maxWaitMs);
    });
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as O));
    } catch (error) {
      // Every job of the batch fails its attempt and BullMQ retries it: nothing is acknowledged unwritten.
      for (const entry of batch) entry.reject(error);
    }
  }
}
