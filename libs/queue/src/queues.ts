import { z } from 'zod';
import type { ServiceName } from '@solana-hub/config';
import { rawMessageJobSchema, rawMessageSchema, replayChunkSchema } from '@solana-hub/contracts';

/**
 * Queue names are a persisted interface: jobs already waiting in Redis carry them.
 * Add names; never rename one.
 */
export const QueueName = {
  RawMessages: 'raw-messages',
  Analysis: 'analysis',
  AiExtraction: 'ai-extraction',
  /** the analyzer's refresh of the active tokens' market caps, a job scheduler's repeated job */
  MarketCapRefresh: 'market-cap-refresh',
  /** the analyzer's archiving of tokens silent for AUTO_ARCHIVE_DAYS, a job scheduler's repeated job */
  TokenArchiving: 'token-archiving',
  /** the analyzer's minute of channel scores: the stale channel calls, then the confluence scores */
  ChannelScores: 'channel-scores',
  /** the analyzer's thinning of market caps refreshed more than MARKET_CAP_HISTORY_FULL_DAYS ago, a job scheduler's repeated job */
  MarketCapThinning: 'market-cap-thinning',
  /** the analyzer's drop of the raw text of archived tokens' messages older than MESSAGE_RETENTION_DAYS, a job scheduler's repeated job */
  MessageRetention: 'message-retention',
  /**
   * the analyzer's check of the alert rules against tokens that changed (queued by the extractor
   * and the analysis, and from the hub's events)
   */
  AlertRules: 'alert-rules',
  /** the analyzer's sending of one firing's Telegram message or webhook, retried with backoff */
  AlertDeliveries: 'alert-deliveries',
  /**
   * the extractor's question to DexScreener for the base token of a pair a message links alone,
   * one job per pair while unanswered (the messages waiting on it are stored already)
   */
  PairLookups: 'pair-lookups',
  /** the extractor's replay of stored messages, a chunk of a run's messages per job (`npm run replay`) */
  ReplayChunks: 'replay-chunks',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/** One delivery of an alert rule's firing. */
const alertDeliverySchema = z.object({ firingId: z.number().int().positive(), channel: z.enum(['telegram', 'webhook']) });

/** The payload of each queue's jobs, checked on both sides of the queue. */
export const queuePayloadSchemas = {
  /** a raw message from a source, or a stored one replayed (`npm run replay`) */
  [QueueName.RawMessages]: rawMessageJobSchema,
  [QueueName.Analysis]: z.object({ tokenAddress: z.string().min(1) }),
  /** a stored message whose template has `ai` extractors, to ask the AI about */
  [QueueName.AiExtraction]: rawMessageSchema,
  /** a pass over the active tokens: nothing to say */
  [QueueName.MarketCapRefresh]: z.object({}),
  /** the period of the scheduling process's AUTO_ARCHIVE_DAYS, so whichever replica runs the pass uses it */
  [QueueName.TokenArchiving]: z.object({ inactiveDays: z.number().int().positive() }),
  /** a pass over the stale calls and the scores, as of when it runs: nothing to say */
  [QueueName.ChannelScores]: z.object({}),
  /** the scheduling process's MARKET_CAP_HISTORY_FULL_DAYS, so whichever replica runs the pass uses it */
  [QueueName.MarketCapThinning]: z.object({ fullDays: z.number().int().positive() }),
  /** the scheduling process's MESSAGE_RETENTION_DAYS, so whichever replica runs the pass uses it */
  [QueueName.MessageRetention]: z.object({ days: z.number().int().positive() }),
  /** the token that changed, or the tokens of a batch of messages the extractor stored */
  [QueueName.AlertRules]: z.union([
    z.object({ tokenAddress: z.string().min(1) }),
    z.object({ tokenAddresses: z.array(z.string().min(1)).min(1).max(1_000) }),
  ]),
  /** one firing's delivery, or the deliveries a check queued together (each claimed and recorded on its own) */
  [QueueName.AlertDeliveries]: z.union([alertDeliverySchema, z.object({ deliveries: z.array(alertDeliverySchema).min(1).max(1_000) })]),
  /** a Solana pair's address as a DexScreener page writes it (base58, often lower-cased) */
  [QueueName.PairLookups]: z.object({ pair: z.string().regex(/^[1-9A-Za-z]{32,44}$/u) }),
  /** stored messages a replay run reads again together */
  [QueueName.ReplayChunks]: replayChunkSchema,
} satisfies Record<QueueName, z.ZodType>;
export type QueuePayload<Q extends QueueName> = z.infer<(typeof queuePayloadSchemas)[Q]>;

export interface QueueSettings {
  /** The service whose processes work on the queue (WORKER_QUEUES picks among its queues). */
  workedBy: ServiceName;
  concurrency: number;
  attempts: number;
  /** First retry delay; it doubles for each further attempt. */
  backoffMs: number;
  lockDurationMs: number;
  /**
   * How often a worker looks for jobs whose lock expired (their worker died) and puts them
   * back: such a job waits up to the lock duration plus this.
   */
  stalledCheckMs: number;
  maxStalledCount: number;
  /** How long finished jobs are kept; failed ones are kept for their error and a redrive. */
  keepCompletedSeconds: number;
  keepFailedSeconds: number;
  /**
   * A job's id deduplicates it only until it completes or fails (BullMQ's deduplication; the
   * job gets an id of BullMQ's own): the same work may be queued again once done, without
   * waiting for the finished job's retention to end.
   */
  onceWhileUnfinished?: boolean;
}

const DAY_SECONDS = 24 * 3_600;

/**
 * Background work: a dead worker's jobs come back within half a minute plus their lock, once; a
 * failed job stays a week for its error and a redrive.
 */
const background = { stalledCheckMs: 30_000, maxStalledCount: 1, keepFailedSeconds: 7 * DAY_SECONDS } as const;

/**
 * A pass the analyzer repeats on a job scheduler (analyzer's ScheduledPass): one at a time (two
 * would only wait for each other), and one retry, since the next repetition catches up and the
 * passes are idempotent.
 */
const scheduledPass = { ...background, workedBy: 'analyzer', concurrency: 1, attempts: 2 } as const;

/**
 * Work on the path of an alert: a killed worker's jobs in hand come back within 35 s rather than a
 * minute, and may be taken back twice.
 */
const onTheAlertPath = { lockDurationMs: 30_000, stalledCheckMs: 5_000, maxStalledCount: 2 } as const;

/** Every queue's settings: a new queue without settings does not compile. */
export const queueSettings: Record<QueueName, QueueSettings> = {
  [QueueName.RawMessages]: {
    ...onTheAlertPath,
    workedBy: 'extractor',
    // Jobs mostly wait for their batch's write (see the extractor's Batcher): enough in
    // hand for two batches of 400 being written and the next one being extracted.
    concurrency: 1_000,
    // 1 s doubling: a database or Redis restart of a few seconds costs a retry or two, and
    // the last attempt comes some 8.5 minutes after the first failure (a managed database's
    // failover); a job still failing then waits in the failed set for `npm run retry-failed`.
    attempts: 10,
    backoffMs: 1_000,
    keepCompletedSeconds: 3_600,
    keepFailedSeconds: 14 * DAY_SECONDS,
  },
  [QueueName.Analysis]: {
    ...background,
    workedBy: 'analyzer',
    concurrency: 4,
    attempts: 3,
    backoffMs: 2_000,
    lockDurationMs: 60_000,
    keepCompletedSeconds: 600,
  },
  [QueueName.AiExtraction]: {
    ...background,
    workedBy: 'extractor',
    // Each job waits on OpenAI for seconds: a few at a time keep within its rate limits.
    concurrency: 4,
    // OpenAI's own errors are retried by its client first (AI_MAX_RETRIES); these attempts
    // cover longer outages, a minute or so apart at the end.
    attempts: 6,
    backoffMs: 5_000,
    // Up to three requests of OPENAI_TIMEOUT_SECONDS (30 s by default) in one attempt.
    lockDurationMs: 180_000,
    keepCompletedSeconds: DAY_SECONDS,
    keepFailedSeconds: 14 * DAY_SECONDS,
  },
  [QueueName.MarketCapRefresh]: {
    // Two at once would only ask DexScreener twice; the next repetition comes within a minute.
    ...scheduledPass,
    backoffMs: 10_000,
    // Ten DexScreener requests of up to EXTERNAL_API_TIMEOUT_MS each, with their retries.
    lockDurationMs: 120_000,
    keepCompletedSeconds: 3_600,
  },
  [QueueName.TokenArchiving]: {
    ...scheduledPass,
    // A repetition every 5 minutes: two more tries of a failed one before the next.
    attempts: 3,
    backoffMs: 10_000,
    // One UPDATE: about 1.3 s at 100,000 tokens.
    lockDurationMs: 60_000,
    keepCompletedSeconds: DAY_SECONDS,
  },
  [QueueName.ChannelScores]: {
    // Two at once would only wait for each other on the refresh's advisory lock.
    ...scheduledPass,
    backoffMs: 10_000,
    // A minute's refresh and pass take tens of milliseconds; the first refresh of every call
    // after an upgrade or a big import some seconds (11 s at 100,000 calls on a busy machine).
    lockDurationMs: 120_000,
    keepCompletedSeconds: 3_600,
  },
  [QueueName.MarketCapThinning]: {
    ...scheduledPass,
    backoffMs: 60_000,
    // Statements of 20 token-days; the first pass over months of unthinned history takes minutes
    // (the lock is renewed while its worker lives; this is how soon a dead one's job comes back).
    lockDurationMs: 120_000,
    keepCompletedSeconds: DAY_SECONDS,
  },
  [QueueName.MessageRetention]: {
    ...scheduledPass,
    backoffMs: 60_000,
    // Statements of at most 2,000 messages; the first pass over a year of archived tokens takes
    // minutes (the lock is renewed while its worker lives; this is how soon a dead one's job comes back).
    lockDurationMs: 120_000,
    keepCompletedSeconds: 7 * DAY_SECONDS,
  },
  [QueueName.AlertRules]: {
    ...onTheAlertPath,
    workedBy: 'analyzer',
    // The jobs in hand are checked together, a few set-based queries a batch: as many in hand
    // as a batch may hold. The claims make two checks of one token harmless.
    concurrency: 100,
    attempts: 5,
    backoffMs: 1_000,
    keepCompletedSeconds: 600,
    keepFailedSeconds: 7 * DAY_SECONDS,
  },
  [QueueName.AlertDeliveries]: {
    ...onTheAlertPath,
    workedBy: 'analyzer',
    // Each waits on Telegram or a trader's webhook for up to ALERT_DELIVERY_TIMEOUT_MS; their
    // claims and outcomes go to PostgreSQL a batch at a time, as many as are in hand.
    concurrency: 64,
    // 2 s doubling: the last of 8 attempts some 4 minutes after the first failure; then the
    // firing says `failed` with the reason, and the job waits in the failed set for a redrive.
    attempts: 8,
    backoffMs: 2_000,
    // Long enough that a check retried after a crash finds the delivery's job id and adds nothing.
    keepCompletedSeconds: DAY_SECONDS,
    keepFailedSeconds: 14 * DAY_SECONDS,
  },
  [QueueName.PairLookups]: {
    ...onTheAlertPath,
    workedBy: 'extractor',
    // Each waits on DexScreener, within its budget of 5 requests a second shared with the analyzer.
    concurrency: 4,
    // 2 s doubling: the last of 12 attempts some 2.3 hours after the first failure, so an
    // outage of DexScreener leaves the waiting messages about no token only until it is over.
    attempts: 12,
    backoffMs: 2_000,
    keepCompletedSeconds: 3_600,
    keepFailedSeconds: 7 * DAY_SECONDS,
    // A pair asked again (its answer forgotten, or its lookup failed for good) gets a new job at once.
    onceWhileUnfinished: true,
  },
  [QueueName.ReplayChunks]: {
    ...onTheAlertPath,
    workedBy: 'extractor',
    // A chunk's messages are extracted together and written in batches of 400 (two writes at a
    // time): three chunks in hand keep those busy, and leave the rest of a run waiting for
    // whichever extractor frees a slot first, so every extractor takes its share to the end.
    // Live messages have their own queue and workers, so a replay never holds them up.
    concurrency: 3,
    // As raw-messages: a database or Redis restart costs a retry or two; a retried chunk finds
    // the messages it wrote already as it reads them, and counts none twice (ReplayRuns).
    attempts: 10,
    backoffMs: 1_000,
    keepCompletedSeconds: 3_600,
    keepFailedSeconds: 14 * DAY_SECONDS,
  },
};
