import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { isDatabaseUnavailable, messageKey, type Database } from '@solana-hub/db';
import { Producer, QueueName, workersOf } from '@solana-hub/queue';

/** What became of a batch handed to the queue. */
export interface QueuedBatch {
  queued: number;
  /** Stored at the same or a newer version: imported before, or read live by another source. */
  alreadyStored: number;
  /** Waiting in the queue or finished there within the hour (the job ids make the add a no-op). */
  alreadyQueued: number;
}

// PostgreSQL's undefined_table: a stack that never ran has no tables yet, and so stores nothing.
const UNDEFINED_TABLE = '42P01';
const DATABASE_RETRY_MS = 2_000;

/**
 * The raw-messages queue as an import sees it. The job ids alone make a second import a no-op
 * while the first one's jobs are in Redis (an hour after they finished); what is stored is
 * looked up too, so an import run again days later queues nothing either, instead of having
 * the extractor redo every message and announce every edit again.
 */
export class HistoryQueue {
  private readonly producer: Producer<typeof QueueName.RawMessages>;
  private readonly queue: Queue;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly db: Kysely<Database>,
    private readonly onDatabaseAway: (error: Error) => void,
  ) {
    this.producer = new Producer(QueueName.RawMessages, redis, prefix);
    this.queue = new Queue(QueueName.RawMessages, { connection: redis, prefix });
    this.queue.on('error', () => undefined);
  }

  /** Queues the messages not stored or queued yet; resolves once Redis has them. */
  async add(messages: readonly RawMessage[]): Promise<QueuedBatch> {
    const byJob = new Map(messages.map((message) => [rawMessageJobId(message), message]));
    const stored = await this.storedVersions([...byJob.values()]);
    const notStored = [...byJob].filter(
      ([, message]) => (stored.get(messageKey(message.chatId, message.messageId)) ?? -1) < message.editVersion,
    );
    const inQueue = await this.jobsInQueue(notStored.map(([id]) => id));
    const fresh = notStored.filter(([id]) => !inQueue.has(id));
    await this.producer.addBulk(fresh.map(([id, payload]) => ({ id, payload })));
    const alreadyStored = byJob.size - notStored.length;
    return { queued: fresh.length, alreadyStored, alreadyQueued: messages.length - fresh.length - alreadyStored };
  }

  /** How many extractors take jobs from the queue now (null when Redis does not say). */
  async extractors(): Promise<number | null> {
    return workersOf(this.queue);
  }

  async close(): Promise<void> {
    await this.producer.close();
    await this.queue.close();
  }

  private async jobsInQueue(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.exists(this.queue.toKey(id));
    const answers = (await pipeline.exec()) ?? [];
    return new Set(ids.filter((_, index) => answers[index]?.[1] === 1));
  }

  /**
   * The stored version of each message that is stored, by messageKey. While the database is
   * away the import waits for it, as it waits for Redis: nothing is skipped unchecked.
   */
  private async storedVersions(messages: readonly RawMessage[]): Promise<Map<string, number>> {
    for (;;) {
      try {
        // The keys as two arrays joined with unnest: for 500 messages some 14 times faster than
        // `(chat_id, message_id) in ((...), ...)`, whose 500 tuples PostgreSQL parses and plans each time.
        const { rows } = await sql<{ chat_id: string; message_id: string; edit_version: number }>`
          select raw.chat_id, raw.message_id, raw.edit_version
          from raw_messages raw
          join unnest(${messages.map((message) => message.chatId)}::text[], ${messages.map((message) => message.messageId)}::text[]) as sought(chat_id, message_id)
            on raw.chat_id = sought.chat_id and raw.message_id = sought.message_id`.execute(this.db);
        return new Map(rows.map((row) => [messageKey(row.chat_id, row.message_id), row.edit_version]));
      } catch (error) {
        if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return new Map();
        if (!isDatabaseUnavailable(error)) throw error;
        this.onDatabaseAway(error as Error);
        await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
      }
    }
  }
}
