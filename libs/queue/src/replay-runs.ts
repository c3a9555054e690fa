import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { replayChunkSchema } from '@solana-hub/contracts';
import { QueueName } from './queues.js';

/** What a replayed message came to: its stored reading replaced, or left as it was. */
export type ReplayOutcome = 'rewritten' | 'unchanged';
export type ReplayCounts = Record<ReplayOutcome, number>;

/** Long enough for a run to be followed to its end (and read again), short enough to clean up after itself. */
const KEEP_SECONDS = 7 * 24 * 3_600;

/**
 * Counts each message once: the first outcome recorded for a message is the one counted. A job
 * retried after its write (its worker died before BullMQ heard of the end) finds its message
 * already as it reads it and would count it a second time, as unchanged.
 */
const RECORD = `
for i = 2, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) == 1 then
    redis.call('HINCRBY', KEYS[2], ARGV[i + 1], 1)
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return 0`;

const messagesKey = (prefix: string, run: string) => `${prefix}:replay:${run}:messages`;
const countsKey = (prefix: string, run: string) => `${prefix}:replay:${run}:counts`;
const totalKey = (prefix: string, run: string) => `${prefix}:replay:${run}:total`;

/** A run's chunk that used every attempt: its job id, how many messages it held, and why it failed. */
export interface FailedChunk {
  id: string;
  messages: number;
  reason: string;
}

/** Where a run is: what the extractors counted, what failed for good, and how many were queued (null when unknown). */
export interface ReplayState extends ReplayCounts {
  failed: number;
  total: number | null;
}

/**
 * Where the extractors count a replay run's outcomes and `npm run replay` reads them: a replay's
 * jobs are spread over every extractor, and their outcomes meet here (the queue itself keeps no
 * count per run). Failed messages are not counted here: they are in the queue's failed set.
 */
export class ReplayRuns {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Records the outcome of each message (by its job id within the run), grouped by run. */
  async record(outcomes: ReadonlyArray<{ run: string; message: string; outcome: ReplayOutcome }>): Promise<void> {
    const byRun = new Map<string, string[]>();
    for (const { run, message, outcome } of outcomes) {
      const pairs = byRun.get(run) ?? [];
      pairs.push(message, outcome);
      byRun.set(run, pairs);
    }
    for (const [run, pairs] of byRun)
      await this.redis.eval(RECORD, 2, messagesKey(this.prefix, run), countsKey(this.prefix, run), KEEP_SECONDS, ...pairs);
  }

  async counts(run: string): Promise<ReplayCounts> {
    const stored = await this.redis.hgetall(countsKey(this.prefix, run));
    return { rewritten: Number(stored.rewritten ?? 0), unchanged: Number(stored.unchanged ?? 0) };
  }

  /** Keeps how many messages a run queued, for whoever follows it later (GET /api/replays/:run). */
  async setTotal(run: string, total: number): Promise<void> {
    await this.redis.set(totalKey(this.prefix, run), String(total), 'EX', KEEP_SECONDS);
  }

  /**
   * Adds to the total of a run queued a part at a time (a pair lookup's hourly run,
   * `pair-tokens-<hour>`). A part queued twice after a crash counts twice here, once in the outcomes.
   */
  async addToTotal(run: string, queued: number): Promise<void> {
    await this.redis.multi().incrby(totalKey(this.prefix, run), queued).expire(totalKey(this.prefix, run), KEEP_SECONDS).exec();
  }

  /**
   * The run's counts, its failed messages (in the raw-messages queue's failed set, and those of
   * its chunks that used every attempt) and its total if kept.
   */
  async state(run: string, rawMessages: Queue): Promise<ReplayState> {
    const total = await this.redis.get(totalKey(this.prefix, run));
    const chunks = await this.failedChunks(run);
    return {
      ...(await this.counts(run)),
      failed: (await this.failedIds(run, rawMessages)).length + chunks.reduce((sum, chunk) => sum + chunk.messages, 0),
      total: total === null ? null : Number(total),
    };
  }

  /**
   * The run's replay-chunks jobs that used every attempt (a database out for longer than their
   * retries), with their reason and how many messages each held. A chunk fails only as a whole:
   * a message it cannot replay goes back on raw-messages on its own (queueReplay).
   */
  async failedChunks(run: string): Promise<FailedChunk[]> {
    const queueKey = `${this.prefix}:${QueueName.ReplayChunks}`;
    const ids = (await this.redis.zrange(`${queueKey}:failed`, '0', '-1')).filter((id) => id.startsWith(`replay_${run}_`));
    const chunks: FailedChunk[] = [];
    for (const id of ids) {
      const [data, reason] = await this.redis.hmget(`${queueKey}:${id}`, 'data', 'failedReason');
      const chunk = replayChunkSchema.safeParse(data ? JSON.parse(data) : null);
      chunks.push({ id, messages: chunk.success ? chunk.data.rawMessageIds.length : 0, reason: reason ?? 'unknown' });
    }
    return chunks;
  }

  /** The job ids of the run's messages that used every attempt (the failed set is small: it keeps only those). */
  async failedIds(run: string, rawMessages: Queue): Promise<string[]> {
    const ids = await this.redis.zrange(rawMessages.toKey('failed'), '0', '-1');
    return ids.filter((id) => id.startsWith(`replay_${run}_`));
  }

  /** Drops the per-message record once the run is over; its counts stay until they expire. */
  async forgetMessages(run: string): Promise<void> {
    await this.redis.del(messagesKey(this.prefix, run));
  }
}
