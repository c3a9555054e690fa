/** Tokens whose reads are kept at most: the dashboard's 10,000 and room for the ones that come and go. */
const MAX_KEPT_TOKENS = 20_000;

interface Kept<T> {
  /** The version of the snapshot it was read in: every write below it was in that snapshot. */
  readAt: bigint;
  /** What the token showed; null when it showed nothing (no message left, archived). */
  value: T | null;
}

/**
 * What each token's part of a list (its collapsed-row messages, its newest message) was when an
 * answer of changes last read it, kept for the next answers: at 5 alerts a second each answer of
 * changes since a poll 30 s ago names about 150 tokens, of which the answer 200 ms before read all
 * but one. A kept read is right for a snapshot in which nothing of its token was written at or
 * after the version it was read at (`readAt`): a snapshot of version V holds every row written
 * below V, and any write it lacks (one that committed later, a message moved away: that writes its
 * old token's row) has `changed_xid >= V`, which the answer's own index scans of the rows written
 * since the client's version see, as long as the kept read is not older than that version.
 * Bounded; the least recently read go first.
 */
export class KeptTokenReads<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(private readonly max = MAX_KEPT_TOKENS) {}

  /**
   * What `address` showed, for an answer of the changes since `since` read in a snapshot of
   * version `version`: when it was read at `since` or later and nothing of it was written at or
   * after that read (`lastWrite`: the newest write of it the answer saw since `since`, 0 when
   * none). Undefined when it must be read: also when it was read in a later snapshot than this
   * one (another answer's, built meanwhile).
   */
  valueOf(address: string, read: { since: bigint; version: bigint; lastWrite: bigint }): T | null | undefined {
    const kept = this.kept.get(address);
    if (!kept || kept.readAt < read.since || kept.readAt > read.version || read.lastWrite >= kept.readAt) return undefined;
    return kept.value;
  }

  /** Keeps what the tokens showed in a snapshot of version `readAt` (`values`; those of `addresses` it lacks showed nothing). */
  keep(readAt: bigint, addresses: readonly string[], values: Readonly<Record<string, T>>): void {
    for (const address of addresses) {
      const kept = this.kept.get(address);
      // Answers are built side by side: one read in an older snapshot does not replace a newer read.
      if (kept && kept.readAt > readAt) continue;
      this.kept.delete(address);
      this.kept.set(address, { readAt, value: values[address] ?? null });
    }
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.max) break;
      this.kept.delete(oldest);
    }
  }

  /**
   * Forgets every read: a client named a version this database has not reached (a restore, another
   * database), so what was read before may be another database's.
   */
  forget(): void {
    this.kept.clear();
  }
}
