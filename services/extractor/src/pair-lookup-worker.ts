import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { messageKey, storedMessagesToReplay, type Database } from '@solana-hub/db';
import { DexScreenerClient } from '@solana-hub/providers';
import { pairTokensReplayRun } from '@solana-hub/contracts';
import { Producer, QueueName, queueReplayPage, ReplayRuns, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { PairAnswers, type PairAnswer, type WaitingMessage } from './pair-answers.js';

/**
 * A message waits on its pair from its extraction, just before its write: one the answer finds
 * not stored yet is looked for again this much later...
 */
const RECHECK_MS = 2_000;
/**
 * ...until it has waited this long: its write failed by then, and the retry of its job reads the
 * answer at once.
 */
const LONGEST_WRITE_MS = 5 * 60_000;
/** Waiting messages read from PostgreSQL and queued for replay at a time. */
const CHUNK = 500;

/**
 * Works the pair-lookups queue: asks DexScreener for the base token of a pair that messages
 * link alone (PairTokens queued it), on the rate budget every process shares in Redis, of which
 * the lookups take at most PAIR_LOOKUPS_PER_SECOND (their own share, also in Redis); a failure
 * (DexScreener down, out of budget, rate limited) is retried by BullMQ with backoff. The answer
 * is remembered for every replica, then the stored messages waiting on the pair are replayed
 * (the raw-messages queue's replay jobs, as `npm run replay` queues them, counted under run
 * `pair-tokens-<UTC hour>`, its total kept so that GET /api/replays/:run shows it): read again, they find the answer and are rewritten about its token,
 * the trader's corrections kept. A waiting message whose write has not committed yet is looked
 * for again shortly (the job is delayed, not failed).
 */
@Injectable()
export class PairLookupWorker implements QueueRole<typeof QueueName.PairLookups>, OnApplicationShutdown {
  readonly queue = QueueName.PairLookups;
  private readonly dexScreener: DexScreenerClient;
  private readonly answers: PairAnswers;
  private readonly replays: Producer<typeof QueueName.RawMessages>;
  private readonly runs: ReplayRuns;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.dexScreener = new DexScreenerClient(
      { baseUrl: config.analyzer.dexScreenerUrl, timeoutMs: config.analyzer.apiTimeoutMs, logger, redis, redisPrefix: config.redisPrefix },
      // A share of DexScreener's 5 requests a second, never the whole: however many pairs a flood
      // of links queues, the analyzer's market refresh and first analyses find the rest.
      { name: 'pair lookups', rate: { requests: config.pairLookups.requestsPerSecond, seconds: 1 } },
    );
    this.answers = new PairAnswers(redis, config.redisPrefix);
    this.replays = new Producer(QueueName.RawMessages, redis, config.redisPrefix);
    this.runs = new ReplayRuns(redis, config.redisPrefix);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replays.close();
  }

  async handle({ pair }: QueuePayload<typeof QueueName.PairLookups>, job: Job): Promise<void> {
    // Already answered on an earlier attempt, or by the lookup of the pair's other spelling.
    const answer: PairAnswer = (await this.answers.remembered(pair)) ?? { base: await this.dexScreener.baseTokenOfPair(pair) };
    await this.answers.remember(pair, answer);
    if (answer.base === null) return;
    if ((await this.replayWaiting(pair)) === 0) return;
    await job.moveToDelayed(Date.now() + RECHECK_MS, job.token);
    throw new DelayedError();
  }

  /** Replays the stored messages waiting on the pair; answers how many still wait for their write. */
  private async replayWaiting(pair: string): Promise<number> {
    const waiting = await this.answers.waiting(pair);
    let left = 0;
    for (let start = 0; start < waiting.length; start += CHUNK) {
      const chunk = waiting.slice(start, start + CHUNK);
      const stored = await storedMessagesToReplay(this.db, chunk);
      if (stored.length > 0) {
        const run = pairTokensReplayRun(new Date());
        // Counted before they are queued, as the gateway's runs: no progress is read short of them.
        await this.runs.addToTotal(run, stored.length);
        await queueReplayPage(this.replays, run, stored, false);
      }
      const replayed = new Set(stored.map(({ raw }) => messageKey(raw.chatId, raw.messageId)));
      const unstored = chunk.filter((message) => !replayed.has(messageKey(message.chatId, message.messageId)));
      const givenUp = unstored.filter((message) => Date.now() - message.since > LONGEST_WRITE_MS);
      if (givenUp.length > 0) this.logGivenUp(pair, givenUp);
      await this.answers.served(pair, [...stored.map(({ raw }) => raw), ...givenUp]);
      left += unstored.length - givenUp.length;
    }
    return left;
  }

  private logGivenUp(pair: string, messages: readonly WaitingMessage[]): void {
    this.logger.warn(
      { pair, messages: messages.map(({ chatId, messageId }) => `${chatId}/${messageId}`) },
      'messages waited on a pair longer than a write takes without being stored; a retry of their jobs reads its token at once',
    );
  }
}
