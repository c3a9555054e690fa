import { expect } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { countRawMessages, rebuildStaleTokens, replayIdPages, type Database } from '@solana-hub/db';
import { Producer, QueueName, queueReplayChunks, ReplayRuns, type ReplayCounts } from '@solana-hub/queue';

/** What a run came to: its counted outcomes and the messages that failed (alone, or in a chunk for good). */
export type RunOutcome = ReplayCounts & { failed: number };

/**
 * Every stored raw message queued in chunks as run `run` (the jobs `npm run replay` queues), and
 * the run's outcomes once each message has one (or has failed every attempt).
 */
export async function replayStored(
  db: Kysely<Database>,
  connection: Redis,
  prefix: string,
  run: string,
  onlyReclassified = false,
): Promise<RunOutcome> {
  const producer = new Producer(QueueName.ReplayChunks, connection, prefix);
  const queued = await queueReplayChunks(producer, run, replayIdPages(db, { onlyReclassified }, 1_000), onlyReclassified);
  await producer.close();
  expect(queued).toBe(await countRawMessages(db, { onlyReclassified }));
  return runOutcome(db, connection, prefix, run, queued);
}

/**
 * The run's outcomes once `total` messages have one (fails after a minute), its tokens rebuilt
 * as `npm run replay` rebuilds them at the end (the extractors rebuild them only once quiet).
 */
export async function runOutcome(db: Kysely<Database>, connection: Redis, prefix: string, run: string, total: number): Promise<RunOutcome> {
  const runs = new ReplayRuns(connection, prefix);
  const rawMessages = new Queue(QueueName.RawMessages, { connection, prefix });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rewritten, unchanged, failed } = await runs.state(run, rawMessages);
      if (rewritten + unchanged + failed >= total) {
        await rebuildStaleTokens(db, { wait: true });
        return { rewritten, unchanged, failed };
      }
      if (Date.now() > deadline) throw new Error(`replay ${run}: only ${rewritten + unchanged + failed} of ${total} messages done`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await rawMessages.close();
  }
}
