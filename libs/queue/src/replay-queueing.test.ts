import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { replayJobId, type RawMessage } from '@solana-hub/contracts';
import { createTestRedis } from '@solana-hub/testing';
import { Producer } from './producer.js';
import { QueueName } from './queues.js';
import { connectRedis } from './redis-connection.js';
import { queueReplay, type MessageToReplay } from './replay-queueing.js';

// Queueing a replay on a real Redis: pages of stored messages become the run's jobs, the next
// page read while the current one is added.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const producer = new Producer(QueueName.RawMessages, connection, redis.prefix);
const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
afterAll(async () => {
  await producer.close();
  await queue.close();
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
