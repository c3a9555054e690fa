import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import pino from 'pino';
import { Registry } from 'prom-client';
import { startFakeOpenAi, type ChatRequest, type FakeReply } from '@solana-hub/ai/testing';
import { rawMessageJobId, type HubEvent, type RawMessage } from '@solana-hub/contracts';
import { connectRedis, Producer, publishEvent, QueueName, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, until, type TestDatabase } from '@solana-hub/testing';
import { extractorService } from '../extractor-service.js';
import { replayStored } from '../replay-jobs.fixture.js';
import { AiExtractionWorker } from './ai-extraction-worker.js';
import { AiBudget, nextUtcDay } from './ai-budget.js';
import { ModelShutdownWatch } from './model-shutdown-watch.js';

const openAi = await startFakeOpenAi();
const redis = createTestRedis();
const connection = connectRedis(redis.url);
const subscriber = connectRedis(redis.url);
const events: HubEvent[] = [];
const rawMessages = new Producer(QueueName.RawMessages, connection, redis.prefix);
const aiQueue = new Queue<RawMessage>(QueueName.AiExtraction, { connection, prefix: redis.prefix });
let database: TestDatabase;
let service: RunningService;

const MINT = '9PzgHnQy4ydSEVYbYkLiL5F2ahjjyTCKWNpkZwcXpump';

/** A channel whose calls say more than any preset reads: the template asks the AI. */
const oracleTemplate = {
  name: 'oracle_call',
  display_name: 'Oracle Call',
  enabled: true,
  priority: 900,
  sample_message: null,
  patterns: JSON.stringify([{ pattern: 'ORACLE CALL', type: 'contains', enabled: true }]),
  extractors: JSON.stringify([
    {
      name: 'thesis',
      type: 'ai',
      ai_prompt: 'In one sentence, why does the caller like this token?',
      ai_model: 'gpt-6-luna',
      target_field: 'description',
      accumulator_type: 'none',
    },
    {
      name: 'insider_sol',
      type: 'ai',
      ai_prompt: 'How much SOL did insiders buy?',
      // A model OpenAI has shut down (2026-10-23): asked of AI_MODEL instead.
      ai_model: 'gpt-4-turbo',
      target_field: 'accumulated_data',
      accumulator_type: 'sum',
      post_processor: 'parseAmount',
    },
    {
      name: 'entry_cap',
      type: 'ai',
      ai_prompt: 'The market cap at the entry the caller gives',
      ai_model: 'gpt-4-turbo',
      target_field: 'market_cap',
      accumulator_type: 'none',
      post_processor: 'parseAmount',
    },
  ]),
};

const callText = (words: string) =>
  [
    '🔮 ORACLE CALL',
    `🐸 Frog Prophet ($PROPH) ${words}`,
    `CA: ${MINT}`,
    'MC: $410K',
    'Insiders scooped 42.5 SOL before the chart woke up; entry was 380K',
  ].join('\n');

function oracleCall(messageId: string, words: string, editVersion = 0): RawMessage {
  return {
    source: 'http',
    chatId: '-100777',
    chatTitle: 'Oracle Calls',
    messageId,
    editVersion,
    date: new Date(Date.parse('2026-04-01T09:00:00Z') + Number(messageId) * 60_000).toISOString(),
    text: callText(words),
    links: [],
    receivedAt: '2026-04-01T09:00:00Z',
  };
}

/** The model answers what the prompt asks: each model its extractors, from the message it was sent. */
function oracleModel(request: ChatRequest): FakeReply {
  const prompt = request.body.messages.map((message) => message.content).join('\n');
  if (prompt.includes('FAILING')) return { status: 500, message: 'The server had an error while processing your request.' };
  const data =
    request.body.model === 'gpt-6-luna'
      ? { thesis: 'Insiders loaded before the chart woke up' }
      : { insider_sol: '42.5', entry_cap: '$380K' };
  return { content: JSON.stringify({ data, confidence: 0.9 }) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await subscribeToEvents(
    subscriber,
    redis.prefix,
    (event) => events.push(event),
    () => undefined,
  );
  await database.db.insertInto('templates').values(oracleTemplate).execute();
  openAi.reply = oracleModel;
  service = await startService(
    extractorService,
    serviceTestEnv(database, redis, { EXTRACTOR_PORT: '0', OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openAi.url }),
  );
});
afterAll(async () => {
  await service.app.close();
  await rawMessages.close();
  await aiQueue.close();
  connection.disconnect();
  subscriber.disconnect();
  await redis.clear();
  await database.drop();
  await openAi.close();
});

async function storedMessage(messageId: string) {
  return database.db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', '-100777')
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** Waits until the stored message satisfies `done`; the last row read when time runs out. */
async function waitForMessage(messageId: string, done: (row: Awaited<ReturnType<typeof storedMessage>>) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await storedMessage(messageId);
    if (done(row) || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answered = (row: Awaited<ReturnType<typeof storedMessage>>) => row?.description === 'Insiders loaded before the chart woke up';

describe("a template's AI extractors", () => {
  it('fill the stored message after it is stored: one call per model (AI_MODEL for a shut-down one), answers post-processed and sent where they target', async () => {
    const call = oracleCall('1', 'is waking up');
    const before = openAi.requests.length;
    await rawMessages.add({ id: rawMessageJobId(call), payload: call });

    const row = await waitForMessage('1', answered);
    expect(row).toMatchObject({
      message_type: 'oracle_call',
      token_address: MINT,
      market_cap: 380_000,
      description: 'Insiders loaded before the chart woke up',
    });
    expect(row?.extracted_data).toMatchObject({
      fields: { thesis: 'Insiders loaded before the chart woke up', insider_sol: 42.5, entry_cap: 380_000 },
    });

    const asked = openAi.requests.slice(before);
    expect(asked.map((request) => request.body.model).sort()).toEqual(['gpt-6-luna', 'gpt-6.1-terra']);
    const miniPrompt = asked.find((request) => request.body.model === 'gpt-6.1-terra')?.body.messages.at(-1)?.content ?? '';
    expect(miniPrompt).toContain('insider_sol: How much SOL did insiders buy?');
    expect(miniPrompt).toContain(call.text);
    expect(asked[0]?.authorization).toBe('Bearer sk-test-key');

    const token = await database.db.selectFrom('tokens').selectAll().where('token_address', '=', MINT).executeTakeFirstOrThrow();
    expect(token.accumulated_data).toMatchObject({ insider_sol: expect.anything() });
    expect(token.current_market_cap).toBe(380_000);
    // The answer's job counts its outcome once its write (and the calls refresh after it) is done.
    await until(async () => (await aiQueue.getActiveCount()) === 0, 'the answer’s job to finish');
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^extractor_ai_extractions_total\{outcome="answered"\} [1-9]/m);
    // Announced as an update, for the browsers showing the message to show its AI fields.
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'message.updated',
        data: expect.objectContaining({ message_id: '1', description: 'Insiders loaded before the chart woke up' }),
      }),
    );
  });

  it('are asked once: a message delivered again, or replayed, keeps its answers without a new call', async () => {
    const call = oracleCall('1', 'is waking up');
    const before = openAi.requests.length;
    await rawMessages.add({ id: `${rawMessageJobId(call)}_again`, payload: call });
    expect(await replayStored(database.db, connection, redis.prefix, 'ai-kept')).toMatchObject({ failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await service.app.get(AiExtractionWorker).answer(call)).toBe('nothing to ask');
    expect(openAi.requests.length).toBe(before);
    expect(answered(await storedMessage('1'))).toBe(true);
  });

  it('ask again about an edited message, and never let answers about the older text overwrite it', async () => {
    const original = oracleCall('2', 'looks ready');
    await rawMessages.add({ id: rawMessageJobId(original), payload: original });
    await waitForMessage('2', answered);
    const edit = oracleCall('2', 'looks ready (edited: second entry at 400K)', 1);
    await rawMessages.add({ id: rawMessageJobId(edit), payload: edit });
    const row = await waitForMessage('2', (stored) => stored?.message_text === edit.text && answered(stored));
    expect(row?.message_text).toBe(edit.text);
    expect(row?.extracted_data).toMatchObject({ ai: { key: expect.any(String) } });
    // A late job about the original text finds the message edited since and changes nothing.
    expect(await service.app.get(AiExtractionWorker).answer(original)).toBe('edited since');
    expect((await storedMessage('2'))?.message_text).toBe(edit.text);
  });

  it('wait for a message not stored yet, and fail the attempt with the reason when the AI fails, keeping the message', async () => {
    const worker = service.app.get(AiExtractionWorker);
    await expect(worker.answer(oracleCall('3', 'is not here yet'))).rejects.toThrow('is not stored yet');

    const failing = oracleCall('4', 'FAILING');
    await rawMessages.add({ id: rawMessageJobId(failing), payload: failing });
    const stored = await waitForMessage('4', (row) => row !== undefined);
    expect(stored).toMatchObject({ message_type: 'oracle_call', token_address: MINT, market_cap: 410_000, description: null });
    await expect(worker.answer(failing)).rejects.toThrow('AI request failed: 500 The server had an error while processing your request.');
    expect(await storedMessage('4')).toMatchObject({ market_cap: 410_000, description: null });
  });

  it('follow a changed instruction: the replayed message is asked the new question', async () => {
    const changed = JSON.parse(oracleTemplate.extractors) as Array<Record<string, unknown>>;
    changed[0] = { ...changed[0], ai_prompt: 'Why would a degen ape this?' };
    await database.db
      .updateTable('templates')
      .set({ extractors: JSON.stringify(changed) })
      .where('name', '=', 'oracle_call')
      .execute();
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    openAi.reply = (request) =>
      request.body.model === 'gpt-6-luna' ? { content: '{"data": {"thesis": "Degens smell insiders"}}' } : oracleModel(request);

    await replayStored(database.db, connection, redis.prefix, 'ai-new-question');
    const row = await waitForMessage('1', (stored) => stored?.description === 'Degens smell insiders');
    expect(row?.description).toBe('Degens smell insiders');
    const nanoPrompts = openAi.requests
      .filter((request) => request.body.model === 'gpt-6-luna')
      .map((request) => request.body.messages.at(-1)?.content ?? '');
    expect(nanoPrompts.at(-1)).toContain('Why would a degen ape this?');
  });

  it('wait for the next UTC day once AI_DAILY_BUDGET_USD (5 USD here) is spent, by any replica, without calling OpenAI', async () => {
    // Another extractor replica spends the day's budget: the count is shared in Redis.
    const otherReplica = new AiBudget(connection, redis.prefix, 5, pino({ level: 'silent' }), new Registry());
    await otherReplica.spent(5, 'gpt-6.1-sol');
    const call = oracleCall('9', 'arrives once the budget is spent');
    await rawMessages.add({ id: rawMessageJobId(call), payload: call });
    const deadline = Date.now() + 20_000;
    let waiting: Array<{ id?: string; data: RawMessage }> = [];
    while (waiting.length === 0 && Date.now() < deadline) {
      waiting = (await aiQueue.getJobs(['delayed'])).filter((job) => job.data.messageId === '9');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toHaveLength(1);
    // Delayed to the start of the next UTC day, the message stored meanwhile without its AI fields.
    const score = Number(await connection.zscore(`${redis.prefix}:${QueueName.AiExtraction}:delayed`, waiting[0]!.id!));
    expect(Math.floor(score / 0x1000)).toBe(nextUtcDay(new Date()).getTime());
    // Asked about by nobody (an earlier test's failed job may still be retried meanwhile).
    const askedAboutIt = openAi.requests.filter((request) =>
      request.body.messages.some((message) => (message.content ?? '').includes('arrives once the budget is spent')),
    );
    expect(askedAboutIt).toEqual([]);
    expect(await storedMessage('9')).toMatchObject({ message_type: 'oracle_call', description: null });
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^extractor_ai_budget_exhausted 1$/m);
    expect(Number(/^extractor_ai_spend_usd (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(5);
    expect(metrics).toMatch(/^extractor_ai_extractions_total\{outcome="over budget"\} [1-9]/m);
  });
});

describe('the models in use, watched for shutdowns', () => {
  it("warns weeks ahead of a shutdown OpenAI announces, and of a template's model already shut down, with a gauge per model", async () => {
    const watch = service.app.get(ModelShutdownWatch);
    const today = openAi.models;
    openAi.models = today.map((model) => (model.id === 'gpt-6-luna' ? { ...model, shutdown_date: '2026-12-20' } : model));
    const shutdowns = await watch.check(new Date('2026-11-28T12:00:00Z'));
    openAi.models = today;
    expect(shutdowns).toEqual([
      { model: 'gpt-6-luna', shutdownDate: '2026-12-20', daysLeft: 22, usedBy: ['AI_FALLBACK_MODEL', "template 'oracle_call'"] },
      { model: 'gpt-4-turbo', shutdownDate: '2026-10-23', daysLeft: -36, usedBy: ["template 'oracle_call'"] },
    ]);
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^extractor_ai_model_shutdown_days\{model="gpt-6-luna"\} 22$/m);
    expect(metrics).toMatch(/^extractor_ai_model_shutdown_days\{model="gpt-4-turbo"\} -36$/m);
    // Months ahead is not yet a warning.
    expect(await watch.check(new Date('2026-09-01T12:00:00Z'))).toEqual([]);
  });
});
