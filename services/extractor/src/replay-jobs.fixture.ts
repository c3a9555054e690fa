import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { replayJobId } from '@solana-hub/contracts';
import { rawMessagesPage, toRawMessage, type Database } from '@solana-hub/db';
import { Producer, QueueName, ReplayRuns, type ReplayCounts } from '@solana-hub/queue';

/**
 * Every stored raw message put back on the raw-messages queue as run `run` (the jobs `npm run
 * replay` queues), and the run's outcomes once each message has one (or has failed every attempt).
 */
export async function replayStored(
  db: Kysely<Database>,
  connection: Redis,
  prefix: string,
  run: string,
  onlyReclassified = false,
): Promise<ReplayCounts & { failed: number }> {
  const rows = await rawMessagesPage(db, { onlyReclassified }, 0, 100_000);
  const producer = new Producer(QueueName.RawMessages, connection, prefix);
  await producer.addBulk(
    rows.map((row) => {
      const raw = toRawMessage(row);
      return {
        id: replayJobId(run, raw),
        payload: { ...raw, replay: { run, storedType: row.stored_type, onlyReclassified } },
        priority: 10,
      };
    }),
  );
  await producer.close();
  const runs = new ReplayRuns(connection, prefix);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const counts = await runs.counts(run);
    const failed = (await connection.zrange(`${prefix}:${QueueName.RawMessages}:failed`, '0', '-1')).filter((id) =>
      id.startsWith(`replay_${run}_`),
    ).length;
    if (counts.rewritten + counts.unchanged + failed >= rows.length) return { ...counts, failed };
    if (Date.now() > deadline)
      throw new Error(`replay ${run}: only ${counts.rewritten + counts.unchanged + failed} of ${rows.length} messages done`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
