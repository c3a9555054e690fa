// Replaying through a heavy template: the engine runs on the extraction thread, so the main
// thread (BullMQ's lock renewals, every other job) stays free, and a message too slow for
// EXTRACTION_TIME_LIMIT_MS fails its job with the reason and keeps its stored reading.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { rawMessageJobId, replayJobId, type RawMessage } from '@solana-hub/contracts';
import { connectRedis, Producer, publishEvent, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { demoRawMessages } from './demo-raw-messages.fixture.js';
import { replayStored } from './replay-jobs.fixture.js';
import { extractorService } from './extractor-service.js';
import { TemplateCatalog } from './template-catalog.js';

const TIME_LIMIT_MS = 2_000;
const redis = createTestRedis();
const connection = connectRedis(redis.url);
const rawMessages = new Producer(QueueName.RawMessages, connection, redis.prefix);
const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
let database: TestDatabase;
let service: RunningService;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    extractorService,
    serviceTestEnv(database, redis, { EXTRACTOR_PORT: '0', EXTRACTION_TIME_LIMIT_MS: String(TIME_LIMIT_MS) }),
  );
});
afterAll(async () => {
  await service.app.close();
  await rawMessages.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
});

/** A template of `extractors` regexes that each scan the whole of a long message for what it does not hold. */
function heavyTemplate(name: string, headline: string, extractors: number) {
  return {
    name,
    display_name: name,
    enabled: true,
    priority: 900,
    sample_message: null,
    patterns: JSON.stringify([{ pattern: headline, type: 'contains', enabled: true }]),
    extractors: JSON.stringify(
      Array.from({ length: extractors }, (_, index) => ({
        name: `field_${index}`,
        type: 'regex',
        pattern: `[a-z]+[0-9]{2}[a-z]{${(index % 9) + 1}}`,
      })),
    ),
  };
}

/** A message of 64 KB, the most a source may send. */
function longMessage(messageId: string, headline: string): RawMessage {
  const base = demoRawMessages(Date.parse('2026-03-01T12:00:00Z'))[0] as RawMessage;
  return { ...base, chatId: '-100321', messageId, text: `${headline}\n${'ab1 '.repeat(16_000)}`.slice(0, 64 * 1024), links: [] };
}

async function storedTypes(): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('messages').select(['message_id', 'message_type']).where('chat_id', '=', '-100321').execute();
  return Object.fromEntries(rows.map((row) => [row.message_id, row.message_type]));
}

async function until(done: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('replaying through a heavy template', () => {
  it('extracts on the extraction thread, leaving the main thread free, and fails a message too slow to extract, which keeps its stored reading', async () => {
    // Stored before the templates exist: none of them matches yet.
    const heavy = Array.from({ length: 8 }, (_, index) => longMessage(`heavy-${index}`, 'HEAVY CALL'));
    const stalling = longMessage('stall', 'STALL CALL');
    await rawMessages.addBulk([...heavy, stalling].map((payload) => ({ id: rawMessageJobId(payload), payload })));
    await until(async () => Object.keys(await storedTypes()).length === 9, 'the messages to be stored');
    expect(new Set(Object.values(await storedTypes()))).toEqual(new Set(['unknown']));

    // About a quarter of a second a message, well within the limit; the other, seconds even on a
    // fast machine (8,000 regexes once finished within the limit on one: each compiled pattern is
    // cached, so only the scans count).
    await database.db
      .insertInto('templates')
      .values([heavyTemplate('heavy_call', 'HEAVY CALL', 400), heavyTemplate('stall_call', 'STALL CALL', 40_000)])
      .execute();
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    const catalog = service.app.get(TemplateCatalog);
    await until(() => catalog.current().some((template) => template.name === 'stall_call'), 'the templates to reach the extractor');

    const mainThread = monitorEventLoopDelay({ resolution: 10 });
    mainThread.enable();
    const started = Date.now();
    const outcome = await replayStored(database.db, connection, redis.prefix, 'heavy');
    const runMs = Date.now() - started;
    mainThread.disable();

    expect(outcome).toEqual({ rewritten: 8, unchanged: 0, failed: 1 });
    expect(await storedTypes()).toEqual({ ...Object.fromEntries(heavy.map((raw) => [raw.messageId, 'heavy_call'])), stall: 'unknown' });
    const stalled = await queue.getJob(replayJobId('heavy', stalling));
    expect(stalled?.failedReason).toMatch(/took longer than 2000 ms \(template stall_call\)/);
    // Seconds of extraction (the heavy page and the stalled message up to the limit), and the
    // main thread never held up for a fraction of them: it was not the one extracting.
    expect(runMs).toBeGreaterThan(TIME_LIMIT_MS);
    expect(mainThread.max / 1e6).toBeLessThan(runMs / 4);
    // Seconds of CPU by design: on a loaded machine far more than the default 30 s.
  }, 120_000);
});
