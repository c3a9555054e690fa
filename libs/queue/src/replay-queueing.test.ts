import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { replayChunkJobId, replayJobId, type RawMessage } from '@solana-hub/contracts';
import { createTestRedis } from '@solana-hub/testing';
import { Producer } from './producer.js';
import { QueueName } from './queues.js';
import { connectRedis } from './redis-connection.js';
import { queueReplay, queueReplayChunks, REPLAY_CHUNK_SIZE, type MessageToReplay } from './replay-queueing.js';
import { ReplayRuns } from './replay-runs.js';

// Queueing a replay on a real Redis: pages of stored messages become the run's jobs, the next
// page read while the current one is added.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const producer = new Producer(QueueName.RawMessages, connection, redis.prefix);
const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
const chunkProducer = new Producer(QueueName.ReplayChunks, connection, redis.prefix);
const chunks = new Queue(QueueName.ReplayChunks, { connection, prefix: redis.prefix });
afterAll(async () => {
  await producer.close();
  await queue.close();
  await chunkProducer.close();
  await chunks.close();
  connection.disconnect();
  await redis.clear();
});

const stored = (messageId: string): MessageToReplay => ({
  raw: {
    source: 'http',
    chatId: 'replayed',
    chatTitle: null,
    messageId,
    editVersion: 0,
    date: '2026-03-01T10:00:00.000Z',
    text: `stored ${messageId}`,
    links: [],
    receivedAt: '2026-03-01T10:00:01.000Z',
  } satisfies RawMessage,
  storedType: 'insider',
});

/** Pages as libs/db's replayPages gives them, saying in `events` when each read starts and when each page was queued. */
async function* pagesOf(pages: readonly string[][], events: string[], failAt: number | null = null) {
  for (const [index, ids] of pages.entries()) {
    events.push(`read ${index + 1}`);
    await new Promise((resolve) => setImmediate(resolve));
    if (index + 1 === failAt) throw new Error(`page ${failAt} unreadable`);
    yield ids.map(stored);
  }
}

describe('queueReplay', () => {
  it('queues every page as the run’s jobs behind the live ones, reading the next page while the current one is added', async () => {
    const events: string[] = [];
    const queued = await queueReplay(producer, 'run-a', pagesOf([['1', '2'], ['3'], ['4', '5']], events), true, async (n) => {
      events.push(`queued ${n}`);
    });

    expect(queued).toBe(5);
    expect(events).toEqual(['read 1', 'read 2', 'queued 2', 'read 3', 'queued 3', 'queued 5']);
    const job = await queue.getJob(replayJobId('run-a', stored('4').raw));
    expect(job?.data).toMatchObject({ messageId: '4', replay: { run: 'run-a', storedType: 'insider', onlyReclassified: true } });
    expect(job?.opts.priority).toBeGreaterThan(0);
    expect(await queue.getJobCountByTypes('prioritized')).toBe(5);
  });

  it('adds nothing twice when a run’s pages are queued again', async () => {
    expect(await queueReplay(producer, 'run-a', pagesOf([['1', '2', '3', '4', '5']], []), true)).toBe(5);
    expect(await queue.getJobCountByTypes('prioritized')).toBe(5);
  });

  it('stops at a page it cannot read, the pages before it queued', async () => {
    await expect(queueReplay(producer, 'run-b', pagesOf([['1'], ['2'], ['3']], [], 2), false)).rejects.toThrow('page 2 unreadable');
    expect(await queue.getJob(replayJobId('run-b', stored('1').raw))).toBeDefined();
    expect(await queue.getJob(replayJobId('run-b', stored('3').raw))).toBeUndefined();
  });

  it('stops at a page it cannot queue, the page read ahead left unread', async () => {
    const events: string[] = [];
    const refused = queueReplay(producer, 'run-c', pagesOf([['1'], ['2'], ['3']], events, 2), false, () => {
      throw new Error('Redis went away');
    });
    await expect(refused).rejects.toThrow('Redis went away');
    // Page 2 was being read (and fails) when the first page's follow-up failed: its failure is swallowed, page 3 never read.
    expect(events).toEqual(['read 1', 'read 2']);
  });
});

/** Pages of raw message ids as libs/db's replayIdPages gives them. */
async function* idPages(pages: readonly number[][]) {
  for (const ids of pages) yield ids;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('queueReplayChunks', () => {
  it('queues each page of ids as the run’s chunks, a chunk per REPLAY_CHUNK_SIZE messages, and counts the messages', async () => {
    const pages = [range(1, REPLAY_CHUNK_SIZE * 2 + 5), range(5_000, 3)];
    const progress: number[] = [];
    const queued = await queueReplayChunks(chunkProducer, 'run-d', idPages(pages), true, async (n) => {
      progress.push(n);
    });

    expect(queued).toBe(REPLAY_CHUNK_SIZE * 2 + 8);
    expect(progress).toEqual([REPLAY_CHUNK_SIZE * 2 + 5, REPLAY_CHUNK_SIZE * 2 + 8]);
    const jobs = await chunks.getJobs(['waiting']);
    expect(jobs.map((job) => (job.data as { rawMessageIds: number[] }).rawMessageIds.length).sort((a, b) => a - b)).toEqual([
      3,
      5,
      REPLAY_CHUNK_SIZE,
      REPLAY_CHUNK_SIZE,
    ]);
    expect((await chunks.getJob(replayChunkJobId('run-d', [5_000])))?.data).toEqual({
      run: 'run-d',
      rawMessageIds: [5_000, 5_001, 5_002],
      onlyReclassified: true,
    });
    // Queued again (the command run twice with the same run id): nothing added.
    expect(await queueReplayChunks(chunkProducer, 'run-d', idPages(pages), true)).toBe(queued);
    expect(await chunks.getJobCountByTypes('waiting')).toBe(4);
  });

  it('counts the messages of a chunk that used every attempt as failed, with its reason', async () => {
    await queueReplayChunks(chunkProducer, 'run-e', idPages([range(1, 7)]), false);
    // A worker whose every attempt fails: BullMQ leaves the chunks in the failed set with the reason.
    const workerConnection = connectRedis(redis.url);
    const worker = new Worker(
      QueueName.ReplayChunks,
      async () => {
        throw new UnrecoverableError('database away');
      },
      { connection: workerConnection, prefix: redis.prefix },
    );
    try {
      for (let waited = 0; (await chunks.getJobCountByTypes('waiting', 'active')) > 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await worker.close();
      workerConnection.disconnect();
    }
    const runs = new ReplayRuns(connection, redis.prefix);
    expect(await runs.failedChunks('run-e')).toEqual([{ id: replayChunkJobId('run-e', [1]), messages: 7, reason: 'database away' }]);
    expect(await runs.state('run-e', queue)).toEqual({ rewritten: 0, unchanged: 0, failed: 7, total: null });
    expect(await runs.failedChunks('never')).toEqual([]);
  });
});
