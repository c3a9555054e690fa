import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { rawMessageJobId, type HubEvent, type RawMessage } from '@solana-hub/contracts';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { connectRedis, Producer, QueueName, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { extractorService } from './extractor-service.js';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const subscriber = connectRedis(redis.url);
const producer = new Producer(QueueName.RawMessages, connection, redis.prefix);
const events: HubEvent[] = [];
let database: TestDatabase;
let service: RunningService;

beforeAll(async () => {
  database = await createTestDatabase();
  await subscribeToEvents(subscriber, redis.prefix, (event) => events.push(event), () => undefined);
  service = await startService(extractorService, serviceTestEnv(database, redis, {
    EXTRACTOR_PORT: '0',
  }));
});
afterAll(async () => {
  await service.app.close();
  await producer.close();
  connection.disconnect();
  subscriber.disconnect();
  await redis.clear();
  await database.drop();
});

/** The demo corpus, dated one minute apart, as the ingest service would queue it. */
const start = Date.parse('2026-03-01T12:00:00Z');
const corpus: RawMessage[] = demoAlerts.map((alert, index) => ({
  source: 'demo',
  chatId: alert.chat,
  chatTitle: alert.chatTitle,
  messageId: String(index),
  editVersion: 0,
  date: new Date(start + index * 60_000).toISOString(),
  text: alert.text,
  links: [...(alert.links ?? [])],
  receivedAt: new Date().toISOString(),
}));

async function countMessages(): Promise<number> {
  const row = await database.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function settle(expected: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await countMessages()) < expected || (await producer.pendingCount()) > 0) {
    if (Date.now() > deadline) throw new Error(`only ${await countMessages()} of ${expected} messages stored`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the extractor worker', () => {
  it('stores every demo alert with its type and token, in reverse order of arrival, and announces each', async () => {
    const reversed = [...corpus].reverse();
    await producer.addBulk(reversed.map((payload) => ({ id: rawMessageJobId(payload), payload })));
    await settle(corpus.length);

    expect(await countMessages()).toBe(demoAlerts.length);
    const raw = await database.db.selectFrom('raw_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBe(demoAlerts.length);
    const deadline = Date.now() + 5_000;
    while (events.length < demoAlerts.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.filter((event) => event.name === 'message.created')).toHaveLength(demoAlerts.length);
  });

  it('keeps each token’s first, current and ATH market caps as the message times say', async () => {
    const address = demoAlerts[0]?.expected.tokenAddress ?? '';
    const timeline = demoAlerts
      .map((alert, index) => ({ alert, at: start + index * 60_000 }))
      .filter(({ alert }) => alert.expected.tokenAddress === address && alert.expected.marketCap !== undefined);
    const caps = timeline.map(({ alert }) => alert.expected.marketCap ?? 0);
    const token = await database.db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirstOrThrow();
    expect(token.initial_market_cap).toBe(caps[0]);
    expect(token.current_market_cap).toBe(caps[caps.length - 1]);
    expect(token.ath_market_cap).toBe(Math.max(...caps));
    expect(token.first_message_type).toBe(demoAlerts[0]?.expected.messageType);
    expect(token.message_count).toBe(demoAlerts.filter((alert) => alert.expected.tokenAddress === address).length);
  });

  it('queues a first analysis for every new token, once', async () => {
    const analysis = new Producer(QueueName.Analysis, connection, redis.prefix);
    const tokens = new Set(demoAlerts.map((alert) => alert.expected.tokenAddress));
    expect(await analysis.pendingCount()).toBe(tokens.size);
    await analysis.close();
  });

  it('replaces an edited message and recomputes its token', async () => {
    const original = corpus[0] as RawMessage;
    const edit = { ...original, editVersion: 1, text: original.text.replace(/MC: \$[\d.]+K/, 'MC: $999K') };
    await producer.add({ id: rawMessageJobId(edit), payload: edit });
    const address = demoAlerts[0]?.expected.tokenAddress ?? '';
    const deadline = Date.now() + 10_000;
    let ath: number | null = null;
    while (ath !== 999_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ath = (await database.db.selectFrom('tokens').select('ath_market_cap').where('token_address', '=', address).executeTakeFirstOrThrow()).ath_market_cap;
    }
    expect(ath).toBe(999_000);
    const message = await database.db.selectFrom('messages').select('message_text').where('chat_id', '=', original.chatId).where('message_id', '=', original.messageId).executeTakeFirstOrThrow();
    expect(message.message_text).toBe(edit.text);
    expect(await countMessages()).toBe(demoAlerts.length);
  });

  it('counts nothing twice when a message is queued again under a new job id', async () => {
    const again = { ...(corpus[0] as RawMessage), editVersion: 0 };
    await producer.add({ id: `${rawMessageJobId(again)}_again`, payload: again });
    await settle(corpus.length);
    expect(await countMessages()).toBe(demoAlerts.length);
    const address = demoAlerts[0]?.expected.tokenAddress ?? '';
    const token = await database.db.selectFrom('tokens').select('message_count').where('token_address', '=', address).executeTakeFirstOrThrow();
    expect(token.message_count).toBe(demoAlerts.filter((alert) => alert.expected.tokenAddress === address).length);
  });
});
