import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  createTestDatabase,
  createTestRedis,
  serviceTestEnv,
  startBotApiDouble,
  until,
  type BotApiDouble,
  type TestDatabase,
  type TestRedis,
} from '@solana-hub/testing';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { findTelegramBotConnection, type TelegramConnection } from '@solana-hub/db';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { ingestService } from '../../ingest-service.js';
import { BOT_TIMING } from '../bot-connection.js';

/** Out of reach this long shows on the Sources screen in tests: shorter than the bot's first retry (1 s). */
export const TEST_UNREACHABLE_SHOWN_AFTER_MS = 300;

/** The in-process ingest service with its bot pointed at a local Bot API double, on a database and Redis prefix of its own. */
export interface IngestWithBot {
  service: RunningService;
  telegram: BotApiDouble;
  /** The ingest's own database. */
  database: TestDatabase;
  /** The raw-messages queue the ingest adds to (no worker takes from it). */
  queue: Queue;
  /** `http://127.0.0.1:<port>` of the ingest. */
  base: string;
  /** The raw message queued for a Telegram message (chat id, message id, edit version), if any. */
  queued: (chatId: number, messageId: number, editVersion?: number) => Promise<RawMessage | undefined>;
  /** Waits until that raw message is queued and answers it. */
  waitForQueued: (chatId: number, messageId: number, editVersion?: number) => Promise<RawMessage>;
  /** Every job waiting on the queue. */
  jobs: () => Promise<Array<Job<RawMessage>>>;
  /** `ingest_telegram_bot_updates_total{outcome}` as /metrics says it. */
  updates: (outcome: string) => Promise<number>;
  health: () => Promise<{ status: number; body: unknown }>;
  /** The bot's connection as the gateway reads it for the Sources screen. */
  connection: () => Promise<TelegramConnection>;
  close: () => Promise<void>;
}

export interface IngestWithBotOptions {
  /** More settings: TELEGRAM_CHATS, TELEGRAM_WEBHOOK_URL, INGEST_TOKEN… */
  env?: Record<string, string>;
  /** Another Redis than the one `npm test` provisioned (one the test can freeze or restart). */
  redisUrl?: string;
  /** The token the ingest is given, when it is not the one the double knows. */
  token?: string;
}

export async function startIngestWithBot(options: IngestWithBotOptions = {}): Promise<IngestWithBot> {
  const redis: TestRedis = createTestRedis(options.redisUrl);
  const database: TestDatabase = await createTestDatabase();
  const telegram = await startBotApiDouble();
  BOT_TIMING.unreachableShownAfterMs = TEST_UNREACHABLE_SHOWN_AFTER_MS;
  // The test's own look at the queue stays quiet while a test takes its Redis away.
  const connection: Redis = connectRedis(redis.url, { warn: () => undefined, info: () => undefined });
  const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
  queue.on('error', () => undefined);
  const service = await startService(
    ingestService,
    serviceTestEnv(database, redis, {
      INGEST_PORT: '0',
      DEMO_FEED: 'off',
      TELEGRAM_BOT_TOKEN: options.token ?? telegram.token,
      TELEGRAM_BOT_API_URL: telegram.url,
      ...options.env,
    }),
  );
  const base = `http://127.0.0.1:${service.port}`;
  const queued = async (chatId: number, messageId: number, editVersion = 0): Promise<RawMessage | undefined> =>
    (await queue.getJob(rawMessageJobId({ chatId: String(chatId), messageId: String(messageId), editVersion })))?.data as
      RawMessage | undefined;
  return {
    service,
    telegram,
    database,
    queue,
    base,
    queued,
    async waitForQueued(chatId, messageId, editVersion = 0) {
      let message: RawMessage | undefined;
      await until(
        async () => (message = await queued(chatId, messageId, editVersion)) !== undefined,
        `message ${chatId}/${messageId} v${editVersion} on the queue`,
      );
      return message as RawMessage;
    },
    jobs: () => queue.getJobs(['waiting']),
    async updates(outcome) {
      const text = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
      return Number(new RegExp(`^ingest_telegram_bot_updates_total\\{outcome="${outcome}"\\} (\\d+)`, 'mu').exec(text)?.[1] ?? 0);
    },
    async health() {
      const response = await fetch(`${base}/health`);
      return { status: response.status, body: await response.json() };
    },
    connection: () => findTelegramBotConnection(database.db),
    async close() {
      await service.app.close();
      await telegram.close();
      await queue.close();
      connection.disconnect();
      if (!options.redisUrl) await redis.clear();
      await database.drop();
    },
  };
}
