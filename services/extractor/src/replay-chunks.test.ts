// `npm run replay` queues a run in chunks of stored messages: the chunks must store what a
// replay a message at a time stores, count each message once, and write nothing twice when a
// chunk is taken again after its worker wrote it (BullMQ's retry of a chunk whose worker died).
import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { rawMessageJobId } from '@solana-hub/contracts';
import { rebuildStaleTokens, replayPages } from '@solana-hub/db';
import { Producer, publishEvent, QueueName, queueReplay, ReplayRuns } from '@solana-hub/queue';
import { setContainsTemplate, until } from '@solana-hub/testing';
import { demoRawMessages } from './demo-raw-messages.fixture.js';
import { replayStored, runOutcome } from './replay-jobs.fixture.js';
import { ReplayPipeline } from './replay-pipeline.js';
import { runningExtractor } from './running-extractor.fixture.js';
import { TemplateCatalog } from './template-catalog.js';

const extractor = runningExtractor();
const demo = demoRawMessages(Date.parse('2026-03-01T12:00:00Z'));

const countOf = async (table: 'messages' | 'tokens' | 'channel_calls' | 'raw_messages') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(extractor.database.db)).rows[0]?.n);

/** What a replay may change: the messages' readings, their tokens' rows and the calls. */
async function stored() {
  const { db } = extractor.database;
  return {
    messages: await db
      .selectFrom('messages')
      .select(['chat_id', 'message_id', 'message_type', 'token_address', 'token_symbol', 'market_cap'])
      .orderBy('chat_id')
      .orderBy('message_id')
      .execute(),
    tokens: await db
      .selectFrom('tokens')
      .select([
        'token_address',
        'token_symbol',
        'token_name',
        'message_count',
        'first_message_type',
        'initial_market_cap',
        'current_market_cap',
      ])
      .orderBy('token_address')
      .execute(),
    calls: await db
      .selectFrom('channel_calls')
      .select(['token_address', 'chat_id', 'message_id', 'market_cap_at_call'])
      .orderBy('token_address')
      .orderBy('chat_id')
      .orderBy('message_id')
      .execute(),
  };
}

/** Switches the template that takes over the alerts speaking of liquidity, and waits for the extractor to hold it. */
async function liquidityTemplate(enabled: boolean): Promise<void> {
  await setContainsTemplate(extractor.database.db, 'liquidity_call', 'Liquidity', enabled);
  await publishEvent(extractor.connection, extractor.redis.prefix, { name: 'templates.changed', data: { templateId: null } });
  const catalog = extractor.service.app.get(TemplateCatalog);
  await until(
    async () => catalog.current().some((template) => template.name === 'liquidity_call' && template.enabled) === enabled,
    'the template change',
  );
}

/** The same messages replayed a job per message, the way the gateway's replay after a try queues them. */
async function replayOneByOne(run: string) {
  const producer = new Producer(QueueName.RawMessages, extractor.connection, extractor.redis.prefix);
  const queued = await queueReplay(producer, run, replayPages(extractor.database.db, { onlyReclassified: false }, 500), false);
  await producer.close();
  return runOutcome(extractor.database.db, extractor.connection, extractor.redis.prefix, run, queued);
}

const replayInChunks = (run: string) => replayStored(extractor.database.db, extractor.connection, extractor.redis.prefix, run);

describe('a replay in chunks', () => {
  it('stores what a replay a message at a time stores, and counts every message', async () => {
    await extractor.producer.addBulk(demo.map((payload) => ({ id: rawMessageJobId(payload), payload })));
    // Every job done: the calls of a batch are written right after its commit.
    await until(
      async () => (await countOf('messages')) === demo.length && (await extractor.producer.pendingCount()) === 0,
      'the demo messages to be stored',
    );
    const before = await stored();

    await liquidityTemplate(true);
    const oneByOne = await replayOneByOne('one-by-one');
    const rewrittenOneByOne = await stored();
    expect(oneByOne.rewritten).toBeGreaterThan(0);
    expect(oneByOne).toEqual({ rewritten: oneByOne.rewritten, unchanged: demo.length - oneByOne.rewritten, failed: 0 });
    expect(rewrittenOneByOne).not.toEqual(before);

    // Back as it was, then the same change again, in chunks.
    await liquidityTemplate(false);
    expect(await replayInChunks('chunks-back')).toEqual(oneByOne);
    expect(await stored()).toEqual(before);
    await liquidityTemplate(true);
    expect(await replayInChunks('chunks-again')).toEqual(oneByOne);
    expect(await stored()).toEqual(rewrittenOneByOne);
    // A replay of a replay changes nothing.
    expect(await replayInChunks('chunks-twice')).toEqual({ rewritten: 0, unchanged: demo.length, failed: 0 });
    expect(await countOf('messages')).toBe(demo.length);
  }, 120_000);

  it('writes nothing twice and counts each message once when a chunk is taken again after its write', async () => {
    await liquidityTemplate(true);
    await replayInChunks('template-on');
    await liquidityTemplate(false);
    const ids = (await extractor.database.db.selectFrom('raw_messages').select('id').orderBy('id').execute()).map((row) => row.id);
    // A message deleted since the run was queued counts as unchanged: the run still comes to its end.
    const chunk = { run: 'taken-twice', rawMessageIds: [...ids, 999_999], onlyReclassified: false };
    const pipeline = extractor.service.app.get(ReplayPipeline);
    const runs = new ReplayRuns(extractor.connection, extractor.redis.prefix);

    // Its tokens rebuilt as the run's end rebuilds them (`npm run replay`).
    const processChunk = async () => {
      await pipeline.processChunk(chunk);
      await rebuildStaleTokens(extractor.database.db, { wait: true });
    };
    await processChunk();
    const first = await runs.counts(chunk.run);
    const afterFirst = await stored();
    const counts = { messages: await countOf('messages'), tokens: await countOf('tokens'), calls: await countOf('channel_calls') };
    expect(first.rewritten).toBeGreaterThan(0);
    expect(first.rewritten + first.unchanged).toBe(ids.length + 1);

    // The retry: every message found as the first attempt wrote it, no outcome counted again.
    await processChunk();
    expect(await runs.counts(chunk.run)).toEqual(first);
    expect(await stored()).toEqual(afterFirst);
    expect({ messages: await countOf('messages'), tokens: await countOf('tokens'), calls: await countOf('channel_calls') }).toEqual(counts);
  }, 120_000);
});
