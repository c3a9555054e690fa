import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { startFakeOpenAi, type ChatRequest, type FakeReply } from '@solana-hub/ai/testing';
import { loadConfig } from '@solana-hub/config';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { builtInTemplatesWithExtractors } from '@solana-hub/extraction';
import { connectRedis, Producer, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, until, type TestDatabase } from '@solana-hub/testing';
import { extractorService } from '../extractor-service.js';
import { extractNewAlert } from '../extract-new-alert.js';
import { withAiFallback } from './ai-fallback.js';

const openAi = await startFakeOpenAi();
const redis = createTestRedis();
const connection = connectRedis(redis.url);
const rawMessages = new Producer(QueueName.RawMessages, connection, redis.prefix);
const aiQueue = new Queue<RawMessage>(QueueName.AiExtraction, { connection, prefix: redis.prefix });
let database: TestDatabase;
let service: RunningService;

const DEV_WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const WHALE = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const NOT_IN_ANY_MESSAGE = '9PzgHnQy4ydSEVYbYkLiL5F2ahjjyTCKWNpkZwcXpump';

/**
 * Messages no template knows, from which the reader gets no token (it takes 'wallet' at its
 * word; the fake model sees a token there, the case the fallback is for).
 */
const seeded = `gm. the dev wallet ${DEV_WALLET} just seeded Frog Prophet, mc 410K`;
const rotating = `whale wallet ${WHALE} rotating out of everything`;

/** The model: the seeded token for the first, an address the message never wrote for the second. */
function model(request: ChatRequest): FakeReply {
  const prompt = request.body.messages.map((message) => message.content).join('\n');
  const data = prompt.includes('just seeded')
    ? { token_address: DEV_WALLET, token_name: 'Frog Prophet', token_symbol: 'PROPH', market_cap: '410K' }
    : { token_address: NOT_IN_ANY_MESSAGE, token_name: null, token_symbol: null, market_cap: null };
  return { content: JSON.stringify({ data, confidence: 0.9 }) };
}

let sequence = 0;
function raw(text: string, chatId = '-100888'): RawMessage {
  sequence += 1;
  const date = new Date(Date.parse('2026-04-02T09:00:00Z') + sequence * 60_000).toISOString();
  return {
    source: 'http',
    chatId,
    chatTitle: 'Chatter',
    messageId: String(sequence),
    editVersion: 0,
    date,
    text,
    links: [],
    receivedAt: date,
  };
}

async function stored(message: RawMessage) {
  return database.db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', message.chatId)
    .where('message_id', '=', message.messageId)
    .executeTakeFirst();
}

const asked = (text: string) =>
  openAi.requests.filter((request) => request.body.messages.some((message) => message.content.includes(text))).length;

beforeAll(async () => {
  database = await createTestDatabase();
  openAi.reply = model;
  service = await startService(
    extractorService,
    serviceTestEnv(database, redis, {
      EXTRACTOR_PORT: '0',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: openAi.url,
      AI_FALLBACK_MODEL: 'gpt-5.6-luna',
    }),
  );
});
afterAll(async () => {
  await service.app.close();
  await rawMessages.close();
  await aiQueue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
  await openAi.close();
});

describe('the AI fallback', () => {
  it('is on by default with an OpenAI key, and can be turned off', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }, 'extractor').openAi.fallback).toBe(true);
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x', AI_FALLBACK: 'off' }, 'extractor').openAi.fallback).toBe(false);
    expect(loadConfig({ AI_FALLBACK: 'on' }, 'extractor').openAi.fallback).toBe(false);
  });

  it('asks the model about a message no template knows and without a token, and takes the token it names there', async () => {
    const message = raw(seeded);
    await rawMessages.add({ id: rawMessageJobId(message), payload: message });
    await until(async () => (await stored(message))?.token_address === DEV_WALLET, 'the fallback to name the token');
    expect(await stored(message)).toMatchObject({
      message_type: 'unknown',
      token_name: 'Frog Prophet',
      token_symbol: 'PROPH',
      market_cap: 410_000,
    });
    const token = await database.db.selectFrom('tokens').selectAll().where('token_address', '=', DEV_WALLET).executeTakeFirstOrThrow();
    expect(token).toMatchObject({ token_name: 'Frog Prophet', first_message_type: 'unknown', message_count: 1 });
    // One call, to the cheap model AI_FALLBACK_MODEL names, the message between its markers.
    expect(asked('just seeded')).toBe(1);
    expect(openAi.requests.at(-1)?.body.model).toBe('gpt-5.6-luna');
  });

  it('answers the same text in another chat from the cache, without a call', async () => {
    const repost = raw(seeded, '-100999');
    await rawMessages.add({ id: rawMessageJobId(repost), payload: repost });
    await until(async () => (await stored(repost))?.token_address === DEV_WALLET, 'the repost to be answered');
    // The answer's job counts its outcome once its write (and the calls refresh after it) is done.
    await until(async () => (await aiQueue.getActiveCount()) === 0, 'the answer’s job to finish');
    expect(asked('just seeded')).toBe(1);
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^extractor_ai_extractions_total\{outcome="answered before"\} 1$/m);
  });

  it('refuses an address the message does not state', async () => {
    const message = raw(rotating);
    await rawMessages.add({ id: rawMessageJobId(message), payload: message });
    await until(() => asked('rotating out') === 1, 'the model to be asked');
    await until(async () => (await stored(message))?.extracted_data.ai !== undefined, 'the answer to be stored');
    expect(await stored(message)).toMatchObject({ message_type: 'unknown', token_address: null });
    expect(
      await database.db.selectFrom('tokens').select('token_address').where('token_address', '=', NOT_IN_ANY_MESSAGE).execute(),
    ).toEqual([]);
  });

  it('asks nothing about a post naming three addresses or more, which the reader reads as naming no single token', () => {
    const leaderboard = raw(`Top wallets today:\n1. ${DEV_WALLET}\n2. ${WHALE}\n3. 2wmVCSfPxGPjrnMMn7rchp4uaeoTqN39mXFC2zhPdri9`);
    expect(extractNewAlert(leaderboard, withAiFallback(builtInTemplatesWithExtractors, 'gpt-6-luna')).question).toBeNull();
  });

  it('asks nothing about chatter without an address, nor about a message the reader got a token from', async () => {
    const chatter = raw('gm frens, what are we buying today?');
    const known = raw(`Frog Prophet is cooking 🐸\n${NOT_IN_ANY_MESSAGE}\nMC 410K`);
    await rawMessages.addBulk([chatter, known].map((payload) => ({ id: rawMessageJobId(payload), payload })));
    await until(
      async () => (await stored(chatter)) !== undefined && (await stored(known)) !== undefined && (await rawMessages.pendingCount()) === 0,
      'both to be stored',
    );
    const questions = await aiQueue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
    expect(questions.map((job) => job.data.messageId)).not.toEqual(expect.arrayContaining([chatter.messageId]));
    expect(questions.map((job) => job.data.messageId)).not.toEqual(expect.arrayContaining([known.messageId]));
    expect(extractNewAlert(chatter, withAiFallback(builtInTemplatesWithExtractors, 'gpt-6-luna')).question).toBeNull();
    expect(extractNewAlert(known, withAiFallback(builtInTemplatesWithExtractors, 'gpt-6-luna')).question).toBeNull();
    expect(extractNewAlert(raw(seeded), withAiFallback(builtInTemplatesWithExtractors, null)).question).toBeNull();
    expect(extractNewAlert(raw(seeded), withAiFallback(builtInTemplatesWithExtractors, 'gpt-6-luna')).question).not.toBeNull();
  });
});
