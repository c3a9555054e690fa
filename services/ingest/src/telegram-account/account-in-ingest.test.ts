// The user-account source inside the in-process ingest service (its Nest provider, settings and
// /health over real HTTP), with mtcute's client on the fake Telegram: the trader switches a chat
// on through the watch-list event, and /health says when Telegram refuses the session.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { findTelegramAccount, findTelegramChat, setTelegramChatWatched } from '@solana-hub/db';
import { connectRedis, publishEvent, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, until, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { ingestServiceWith } from '../ingest-service.js';
import { logInToFake, SESSION_KEY, TEST_TIMING } from './testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';
import { fakeTelegramNetwork } from './testing/fake-telegram-client.js';

const fake = new FakeTelegram();
let database: TestDatabase;
let redis: TestRedis;
let connection: Redis;
let queue: Queue<RawMessage>;
let service: RunningService;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  connection = connectRedis(redis.url, { warn: () => undefined, info: () => undefined });
  queue = new Queue<RawMessage>(QueueName.RawMessages, { connection, prefix: redis.prefix });
  fake.addChannel({ id: 301, title: 'Alpha Calls' });
  service = await startService(
    ingestServiceWith({ network: fakeTelegramNetwork(fake), timing: TEST_TIMING }),
    serviceTestEnv(database, redis, {
      INGEST_PORT: '0',
      DEMO_FEED: 'off',
      TELEGRAM_API_ID: '1',
      TELEGRAM_API_HASH: 'ab'.repeat(16),
      TELEGRAM_SESSION_KEY: SESSION_KEY,
      TELEGRAM_BACKFILL_HOURS: '2',
    }),
  );
});
afterAll(async () => {
  await service.app.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
  expect(fake.unknownMethods).toEqual([]);
});

async function health(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${service.port}/health`);
  return { status: response.status, body: await response.json() };
}

const queued = async (messageId: number) =>
  (await queue.getJob(rawMessageJobId({ chatId: botApiChatId(301), messageId: String(messageId), editVersion: 0 }))) !== undefined;

describe('the user account in the ingest', () => {
  it('is healthy while nobody has logged in yet', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'ok', 'telegram-account': 'ok' } },
    });
  });

  it('reads a chat switched on while it runs (the watch-list event) from TELEGRAM_BACKFILL_HOURS back', async () => {
    const [tooOld] = fake.postMany(301, 1, () => ({ text: 'three hours ago', date: nowSeconds() - 3 * 3600 }));
    const recent = fake.postMany(301, 2, (i) => ({ text: `an hour ago ${i}`, date: nowSeconds() - 3600 }));
    await logInToFake(database.db, fake);
    await until(async () => (await findTelegramChat(database.db, botApiChatId(301))) !== null, 'the chat listed');
    await setTelegramChatWatched(database.db, botApiChatId(301), { watched: true });
    // Well inside the minute after which the ingest would reread the list by itself.
    await publishEvent(connection, redis.prefix, { name: 'telegram.watch-list-changed', data: { chatIds: [botApiChatId(301)] } });
    await until(async () => (await Promise.all(recent.map(queued))).every(Boolean), 'the backfill queued', 10_000);
    expect(await queued(tooOld ?? 0)).toBe(false);
    const live = fake.post(301, { text: 'live' });
    await until(() => queued(live), 'the live message queued');
    // How fresh the chat is, for an alert when it (or the whole account) goes silent: the live
    // message counts once the reader has recorded it, a moment after it is queued.
    const metrics = async () => (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    const age = (text: string, name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
    const fresh = (text: string) =>
      age(text, 'telegram_chat_last_message_age_seconds') < 60 && age(text, 'telegram_last_message_age_seconds') < 60;
    await until(async () => fresh(await metrics()), 'the age metrics counting the live message');
    expect(await metrics()).toMatch(/^telegram_chat_last_message_age_seconds\{chat_id="-1000000000301",chat="Alpha Calls"\} /m);
  });

  it('logs, counts and records an error of the Telegram client, and reads on', async () => {
    // A new session's updates loop cannot start: Telegram refuses its first state request.
    fake.failNext('updates.getState', 400, 'UPDATES_STATE_UNAVAILABLE');
    fake.revokeSessions();
    await logInToFake(database.db, fake);
    await until(async () => (await findTelegramAccount(database.db))?.lastClientError != null, 'the error recorded for the Sources screen');
    expect((await findTelegramAccount(database.db))?.lastClientError?.message).toMatch(/UPDATES_STATE_UNAVAILABLE/);
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(Number(/^telegram_account_client_errors_total (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    const after = fake.post(301, { text: 'after the error' });
    await until(() => queued(after), 'reading on after the error', 20_000);
  });

  it('answers 503 on /health, naming what to do, when Telegram refuses the session', async () => {
    fake.revokeSessions();
    await until(async () => (await health()).status === 503, '/health unhealthy');
    expect(await health()).toEqual({
      status: 503,
      body: { error: 'unhealthy: telegram-account Telegram refuses the session: run npm run telegram:login' },
    });
    await logInToFake(database.db, fake);
    await until(async () => (await health()).status === 200, '/health healthy after a new login');
  });
});
