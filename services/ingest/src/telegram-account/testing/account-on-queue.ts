import { Writable } from 'node:stream';
import { defaultProductionDc, writeStringSession } from '@mtcute/core/utils.js';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import { findTelegramChat, saveTelegramAccount, setTelegramChatWatched, type Database } from '@solana-hub/db';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { Metrics } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, until, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { RawMessageSink } from '../../raw-message-sink.js';
import { sealSession } from '../session-seal.js';
import type { RecheckWindow } from '../chat-reader.js';
import { TelegramAccount, type AccountTiming } from '../telegram-account.js';
import { botApiChatId, type FakeTelegram } from './fake-telegram.js';
import { fakeTelegramNetwork } from './fake-telegram-client.js';

// The user-account source as the ingest runs it (TelegramAccount, the real RawMessageSink on a
// real BullMQ raw-messages queue, real PostgreSQL and Redis), with mtcute's client on a fake
// Telegram. Several accounts may run side by side (a restart, a second replica), on one database
// and Redis prefix. What they log is kept, to assert what the trader is told.

export const SESSION_KEY = 'a-test-session-key-of-more-than-32-characters';

/** Short enough for tests, long enough that a busy machine does not lose a lease by accident. */
export const TEST_TIMING: Partial<AccountTiming> = {
  leaseTtlMs: 3_000,
  loginCheckMs: 200,
  chatListEveryMs: 500,
  chatListPageGapMs: 0,
  watchListEveryMs: 60_000,
  unreachableShownAfterMs: 300,
};

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface AccountOnQueue {
  fake: FakeTelegram;
  database: TestDatabase;
  redis: TestRedis;
  /** The raw-messages queue the accounts add to (no worker takes from it). */
  queue: Queue<RawMessage>;
  /** Every message handed to the queue, in order, by every account (a message handed twice is here twice). */
  accepted: RawMessage[];
  logs: LogLine[];
  /** Starts a user-account source, as an ingest process does (another one for a restart or a replica). */
  startAccount(options?: { timing?: Partial<AccountTiming>; defaultBackfillHours?: number; recheck?: RecheckWindow }): TelegramAccount;
  /** The trader logged in (`npm run telegram:login`): a session Telegram accepts, sealed in the database. */
  logIn(): Promise<void>;
  /**
   * The trader switches a fake channel on (the account must have listed it), as the Sources
   * screen does, and the accounts hear of it; resolves once the chat has been read up to now.
   */
  watch(channelId: FakeChat, backfillHours?: number | null, options?: { timeoutMs?: number }): Promise<void>;
  unwatch(channelId: FakeChat): Promise<void>;
  /** The message ids of a channel accepted at edit version 0, in the order accepted. */
  acceptedIds(channelId: FakeChat): number[];
  /** Waits until these ids of a channel have been accepted. */
  waitForAccepted(channelId: FakeChat, ids: readonly number[], what?: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A fake channel's bare id, or any chat's Bot API id (a basic group's: botApiGroupId). */
export type FakeChat = number | string;

const chatIdOf = (chat: FakeChat) => (typeof chat === 'string' ? chat : botApiChatId(chat));

/** The account logged in and reading, as most tests start: one ingest process on the fake. */
export async function startReadingAccount(fake: FakeTelegram): Promise<AccountOnQueue> {
  const harness = await startAccountOnQueue(fake);
  await harness.logIn();
  harness.startAccount();
  return harness;
}

/** What `npm run telegram:login` leaves in the database: a session the fake Telegram accepts, sealed with SESSION_KEY. */
export async function logInToFake(db: Kysely<Database>, fake: FakeTelegram): Promise<void> {
  const session = writeStringSession({ version: 3, self: null, primaryDcs: defaultProductionDc, authKey: fake.authorizedKey() });
  await saveTelegramAccount(db, {
    sealedSession: sealSession(session, SESSION_KEY),
    userId: fake.user.id,
    displayName: fake.user.firstName ?? '',
  });
}

export async function startAccountOnQueue(fake: FakeTelegram, options: { redisUrl?: string } = {}): Promise<AccountOnQueue> {
  const database = await createTestDatabase();
  const redis = createTestRedis(options.redisUrl);
  // Quiet while a test takes its Redis away: the accounts say what matters themselves.
  const connection: Redis = connectRedis(redis.url, { warn: () => undefined, info: () => undefined });
  const queue = new Queue<RawMessage>(QueueName.RawMessages, { connection, prefix: redis.prefix });
  queue.on('error', () => undefined);
  const realSink = new RawMessageSink(connection, { redisPrefix: redis.prefix } as Config, new Metrics());
  const accepted: RawMessage[] = [];
  const sink = {
    async accept(messages: readonly RawMessage[]) {
      await realSink.accept(messages);
      accepted.push(...messages);
    },
  };
  const logs: LogLine[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    }),
  );
  const accounts: TelegramAccount[] = [];
  const network = fakeTelegramNetwork(fake);
  const acceptedIds = (channelId: FakeChat) =>
    accepted
      .filter((message) => message.chatId === chatIdOf(channelId) && message.editVersion === 0)
      .map((message) => Number(message.messageId));

  return {
    fake,
    database,
    redis,
    queue,
    accepted,
    logs,
    startAccount(settings = {}) {
      const account = new TelegramAccount({
        db: database.db,
        redis: connection,
        redisPrefix: redis.prefix,
        sink,
        logger,
        network,
        account: { apiId: 1, apiHash: 'ab'.repeat(16) },
        sessionKey: SESSION_KEY,
        defaultBackfillHours: settings.defaultBackfillHours ?? 24,
        recheck: settings.recheck ?? { hours: 24, messages: 200 },
        timing: { ...TEST_TIMING, ...settings.timing },
      });
      accounts.push(account);
      account.start();
      return account;
    },
    logIn: () => logInToFake(database.db, fake),
    async watch(channelId, backfillHours, { timeoutMs } = {}) {
      const chatId = chatIdOf(channelId);
      await until(
        async () => (await findTelegramChat(database.db, chatId))?.inAccount === true,
        `channel ${channelId} in the account's chat list`,
      );
      await setTelegramChatWatched(database.db, chatId, { watched: true, ...(backfillHours === undefined ? {} : { backfillHours }) });
      for (const account of accounts) account.watchListChanged();
      await until(
        async () => (await findTelegramChat(database.db, chatId))?.caughtUpAt != null,
        `channel ${channelId} read up to now`,
        timeoutMs,
      );
    },
    async unwatch(channelId) {
      await setTelegramChatWatched(database.db, chatIdOf(channelId), { watched: false });
      for (const account of accounts) account.watchListChanged();
    },
    acceptedIds,
    async waitForAccepted(channelId, ids, what = `messages ${ids[0]}…${ids[ids.length - 1]} of channel ${channelId} queued`, timeoutMs) {
      await until(
        () => {
          const seen = new Set(acceptedIds(channelId));
          return ids.every((id) => seen.has(id));
        },
        what,
        timeoutMs,
      );
    },
    async close() {
      await Promise.all(accounts.map((account) => account.stop()));
      await realSink.onModuleDestroy();
      await queue.close();
      connection.disconnect();
      if (!options.redisUrl) await redis.clear();
      await database.drop();
    },
  };
}
