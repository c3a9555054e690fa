import { beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import type { TestDatabase } from '@solana-hub/testing';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { markMessagesDeleted } from '@solana-hub/db';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { Producer, publishEvent, QueueName } from '@solana-hub/queue';
import { runningExtractor } from './running-extractor.fixture.js';
import { demoRawMessages } from './demo-raw-messages.fixture.js';
import { replayStored } from './replay-jobs.fixture.js';

const extractor = runningExtractor();
const { redis, connection, producer, events } = extractor;
let database: TestDatabase;
beforeAll(() => {
  database = extractor.database;
});

const start = Date.parse('2026-03-01T12:00:00Z');
const corpus = demoRawMessages(start);

async function countMessages(): Promise<number> {
  const row = await database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
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
    const raw = await database.db
      .selectFrom('raw_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
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

  it('queues the alert rules check of every stored message’s token, and again for one a retry finds stored', async () => {
    const checks = new Queue(QueueName.AlertRules, { connection, prefix: redis.prefix });
    const checkedTokens = async () =>
      new Set((await checks.getWaiting(0, -1)).flatMap((job) => (job.data as { tokenAddresses: string[] }).tokenAddresses));
    try {
      expect(await checkedTokens()).toEqual(new Set(demoAlerts.map((alert) => alert.expected.tokenAddress).filter(Boolean)));
      // A crash after the commit lost the check (and the event): the message's retry finds it stored and queues it again.
      await checks.drain();
      const first = corpus[0] as RawMessage;
      await producer.add({ id: `${rawMessageJobId(first)}_retried`, payload: first });
      const deadline = Date.now() + 30_000;
      while ((await checks.getWaitingCount()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await checkedTokens()).toEqual(new Set([demoAlerts[0]?.expected.tokenAddress]));
    } finally {
      await checks.close();
    }
  });

  it('replaces an edited message, recomputes its token and announces the update', async () => {
    const original = corpus[0] as RawMessage;
    const edit = { ...original, editVersion: 1, text: original.text.replace(/MC: \$[\d.]+K/, 'MC: $999K') };
    await producer.add({ id: rawMessageJobId(edit), payload: edit });
    const address = demoAlerts[0]?.expected.tokenAddress ?? '';
    const deadline = Date.now() + 10_000;
    let ath: number | null = null;
    while (ath !== 999_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ath = (await database.db.selectFrom('tokens').select('ath_market_cap').where('token_address', '=', address).executeTakeFirstOrThrow())
        .ath_market_cap;
    }
    expect(ath).toBe(999_000);
    const message = await database.db
      .selectFrom('messages')
      .select('message_text')
      .where('chat_id', '=', original.chatId)
      .where('message_id', '=', original.messageId)
      .executeTakeFirstOrThrow();
    expect(message.message_text).toBe(edit.text);
    expect(await countMessages()).toBe(demoAlerts.length);
    // Announced as an update, for the browsers to show in place without a new-alert sound.
    const announced = () => events.find((event) => event.name === 'message.updated' && event.data.message_text === edit.text);
    const until = Date.now() + 5_000;
    while (!announced() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(announced()).toBeDefined();
  });

  it('counts nothing twice when a message is queued again under a new job id', async () => {
    const again = { ...(corpus[0] as RawMessage), editVersion: 0 };
    await producer.add({ id: `${rawMessageJobId(again)}_again`, payload: again });
    await settle(corpus.length);
    expect(await countMessages()).toBe(demoAlerts.length);
    const address = demoAlerts[0]?.expected.tokenAddress ?? '';
    const token = await database.db
      .selectFrom('tokens')
      .select('message_count')
      .where('token_address', '=', address)
      .executeTakeFirstOrThrow();
    expect(token.message_count).toBe(demoAlerts.filter((alert) => alert.expected.tokenAddress === address).length);
  });

  it('classifies with the templates in the database and follows their changes without a restart', async () => {
    const store = async (messageId: string) => {
      const raw: RawMessage = { ...(corpus[0] as RawMessage), chatId: 'templates', messageId, text: '🦄 UNICORN CALL 🦄\nSomething new' };
      await producer.add({ id: rawMessageJobId(raw), payload: raw });
      await settle((await countMessages()) + 1);
      const row = await database.db
        .selectFrom('messages')
        .select('message_type')
        .where('chat_id', '=', 'templates')
        .where('message_id', '=', messageId)
        .executeTakeFirstOrThrow();
      return row.message_type;
    };
    expect(await store('1')).toBe('unknown');
    await database.db
      .insertInto('templates')
      .values({
        name: 'unicorn_call',
        display_name: 'Unicorn Call',
        enabled: true,
        priority: 100,
        sample_message: null,
        patterns: JSON.stringify([{ pattern: 'UNICORN CALL', type: 'contains', enabled: true }]),
        extractors: '[]',
      })
      .execute();
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    const deadline = Date.now() + 10_000;
    let type = 'unknown';
    for (let attempt = 2; type === 'unknown' && Date.now() < deadline; attempt++) type = await store(String(attempt));
    expect(type).toBe('unicorn_call');
  });
});

describe('replaying stored messages', () => {
  it('applies a new template to stored history, rewriting only what it reclassifies, and changes nothing when run again', async () => {
    await database.db
      .insertInto('templates')
      .values({
        name: 'gobcat_watch',
        display_name: 'Goblin Cat Watch',
        enabled: true,
        priority: 500,
        sample_message: null,
        patterns: JSON.stringify([{ pattern: 'GOBCAT', type: 'contains', enabled: true }]),
        extractors: '[]',
      })
      .execute();
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The unicorn calls of the test above stored before their template reached the extractor.
    const unicornsStoredAsUnknown = await database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('chat_id', '=', 'templates')
      .where('message_type', '=', 'unknown')
      .executeTakeFirstOrThrow();
    const first = await replayStored(database.db, connection, redis.prefix, 'first', true);
    const gobcatMessages = demoAlerts.filter((alert) => alert.text.toUpperCase().includes('GOBCAT')).length;
    const stored = Number(
      (
        await database.db
          .selectFrom('raw_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(stored).toBeGreaterThanOrEqual(demoAlerts.length);
    expect(first.rewritten + first.unchanged).toBe(stored);
    // ...and the unicorn calls stored as unknown before their template existed.
    expect(Number(unicornsStoredAsUnknown.n)).toBeGreaterThanOrEqual(1);
    expect(first).toEqual({
      rewritten: gobcatMessages + Number(unicornsStoredAsUnknown.n),
      unchanged: stored - first.rewritten,
      failed: 0,
    });
    const retyped = await database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('message_type', '=', 'gobcat_watch')
      .executeTakeFirstOrThrow();
    expect(Number(retyped.n)).toBe(gobcatMessages);

    // Replayed again, every message reads as it is stored: no row is written, so neither the
    // messages nor the tokens get a new version for the dashboards to fetch.
    const before = {
      messages: await database.db.selectFrom('messages').selectAll().orderBy('id').execute(),
      tokens: await database.db.selectFrom('tokens').selectAll().orderBy('token_address').execute(),
    };
    expect(await replayStored(database.db, connection, redis.prefix, 'second')).toEqual({ rewritten: 0, unchanged: stored, failed: 0 });
    const after = {
      messages: await database.db.selectFrom('messages').selectAll().orderBy('id').execute(),
      tokens: await database.db.selectFrom('tokens').selectAll().orderBy('token_address').execute(),
    };
    expect(after).toEqual(before);
  });
});

describe('messages that cannot be stored as they were sent', () => {
  const rawMessage = (messageId: string, text: string): RawMessage => ({
    ...(corpus[0] as RawMessage),
    chatId: 'poison',
    messageId,
    text,
    links: [],
  });

  it('stores a text with NUL, lone surrogates and control characters cleaned, and keeps what was sent', async () => {
    const sent = rawMessage('nul', 'NUL \u0000 lone \ud800 ESC \u001b[2J end');
    await producer.add({ id: rawMessageJobId(sent), payload: sent });
    await settle((await countMessages()) + 1);
    const stored = await database.db
      .selectFrom('messages')
      .select('message_text')
      .where('chat_id', '=', 'poison')
      .where('message_id', '=', 'nul')
      .executeTakeFirstOrThrow();
    expect(stored.message_text).toBe('NUL \uFFFD lone \uFFFD ESC \uFFFD[2J end');
    const raw = await database.db
      .selectFrom('raw_messages')
      .select('original_fields')
      .where('chat_id', '=', 'poison')
      .where('message_id', '=', 'nul')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(raw.original_fields ?? 'null')).toEqual({ text: sent.text });
  });

  it('stores an alert whose twitter mentions are too many for their column, without them', async () => {
    const sent = rawMessage(
      'mentions',
      (corpus.find((raw) => raw.text.includes('Twitter: 6 mentions')) as RawMessage).text.replace(
        'Twitter: 6 mentions',
        'Twitter: 99999999999 mentions',
      ),
    );
    await producer.add({ id: rawMessageJobId(sent), payload: sent });
    await settle((await countMessages()) + 1);
    const stored = await database.db
      .selectFrom('messages')
      .select(['twitter_mentions', 'message_type'])
      .where('chat_id', '=', 'poison')
      .where('message_id', '=', 'mentions')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ twitter_mentions: null, message_type: 'trenchRadar_pumpfun' });
  });

  it('fails only the message the database refuses, with its reason, and stores the rest of its batch', async () => {
    // A constraint stands for any way a message can still fail in the database.
    await sql`ALTER TABLE messages ADD CONSTRAINT no_poison_pill CHECK (position('POISON PILL' in message_text) = 0)`.execute(database.db);
    const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
    try {
      const batch = Array.from({ length: 100 }, (_, i) => rawMessage(`batch-${i}`, i === 50 ? 'a POISON PILL' : `healthy ${i}`));
      const before = await countMessages();
      // One attempt, so the poisoned job reaches the failed set at once.
      await queue.addBulk(
        batch.map((payload) => ({ name: QueueName.RawMessages, data: payload, opts: { jobId: rawMessageJobId(payload), attempts: 1 } })),
      );
      const poisoned = await finishedJob(queue, rawMessageJobId(batch[50] as RawMessage));
      await settle(before + 99);
      expect(await poisoned.getState()).toBe('failed');
      expect(poisoned.failedReason).toMatch(/no_poison_pill/);
      const stored = await database.db
        .selectFrom('messages')
        .select('message_id')
        .where('chat_id', '=', 'poison')
        .where('message_id', 'like', 'batch-%')
        .execute();
      expect(stored).toHaveLength(99);
      expect(await queue.getFailedCount()).toBe(1);
    } finally {
      await queue.close();
      await sql`ALTER TABLE messages DROP CONSTRAINT no_poison_pill`.execute(database.db);
    }
  });
});

describe('messages deleted in Telegram', () => {
  it('marks a message deleted before the extractor stored it (the deletion came through the database, the message through the queue)', async () => {
    const sent: RawMessage = { ...(corpus[0] as RawMessage), chatId: '-1005555555555', messageId: '77', links: [] };
    await markMessagesDeleted(database.db, {
      chatId: sent.chatId,
      messageIds: [sent.messageId],
      deletedAt: new Date('2026-03-01T13:00:00Z'),
    });
    await producer.add({ id: rawMessageJobId(sent), payload: sent });
    await settle((await countMessages()) + 1);
    const stored = await database.db
      .selectFrom('messages')
      .select('deleted_at')
      .where('chat_id', '=', sent.chatId)
      .where('message_id', '=', '77')
      .executeTakeFirstOrThrow();
    expect(stored.deleted_at?.toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });
});

/** The job as it is once it has completed or failed for good. */
async function finishedJob(queue: Queue, id: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const state = await queue.getJobState(id);
    const job = state === 'completed' || state === 'failed' ? await queue.getJob(id) : undefined;
    if (job) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
