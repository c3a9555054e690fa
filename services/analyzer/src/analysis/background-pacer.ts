/**
 * Paces the analyses nobody waits for (the first analysis of every new token) so they never
 * crowd out a trader's request: one per `intervalMs`. A job that comes early is given the next
 * free slot and should step aside until then (BullMQ's delayed state), freeing its worker.
 */
export class BackgroundPacer {
  private nextSlotAt = 0;
  /** Slots handed out, by job id: a job coming back at its slot runs. */
  private readonly reserved = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Null when the job may run now; otherwise the time to come back. */
  slotFor(jobId: string): number | null {
    const now = this.now();
    const reservedAt = this.reserved.get(jobId);
    if (reservedAt !== undefined) {
      if (reservedAt > now) return reservedAt;
      this.reserved.delete(jobId);
      return null;
    }
    if (this.nextSlotAt <= now) {
      this.nextSlotAt = now + this.intervalMs;
      return null;
    }
    const slot = this.nextSlotAt;
    this.nextSlotAt += this.intervalMs;
    this.reserved.set(jobId, slot);
    return slot;
  }
}
