import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue, Worker } from 'bullmq';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { queueFigures, queues } from './queues.js';

// `npm run queues` against a real Redis whose analysis queue a real BullMQ worker worked on.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.Analysis, { connection, prefix: redis.prefix });
const workerConnection = connectRedis(redis.url);
let worker: Worker | null = null;
const savedEnv = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
  // Four done, one failed for good, then two waiting with the worker gone and one delayed.
  const add = (token: string, delay = 0) =>
    queue.add(QueueName.Analysis, { tokenAddress: token }, { jobId: `first_${token}`, attempts: 1, delay });
  for (const token of ['a', 'b', 'c', 'd', 'bad']) await add(token);
  worker = new Worker<{ tokenAddress: string }>(
    QueueName.Analysis,
    async (job) => {
      if (job.data.tokenAddress === 'bad') throw new Error('no such token');
    },
    { connection: workerConnection, prefix: redis.prefix },
  );
  while ((await queue.getCompletedCount()) + (await queue.getFailedCount()) < 5) await new Promise((resolve) => setTimeout(resolve, 20));
  await worker.close();
  await add('e');
  await add('f');
  await add('later', 3_600_000);
});
afterAll(async () => {
  process.env = savedEnv;
  await queue.close();
  connection.disconnect();
  workerConnection.disconnect();
  await redis.clear();
});

describe('npm run queues', () => {
  it("counts a queue's jobs by state and those that finished in the last minute", async () => {
    expect(await queueFigures(connection, redis.prefix, QueueName.Analysis)).toEqual({
      queue: 'analysis',
      waiting: 2,
      active: 0,
      delayed: 1,
      failed: 1,
      completed: 4,
      workers: 0,
      completedLastMinute: 4,
      failedLastMinute: 1,
    });
  });

  it('prints every queue in a table, and says which queue has jobs waiting with no worker', async () => {
    const out: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
    try {
      expect(await queues([])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(out[0]).toMatch(/^queue +waiting +active +delayed +failed +completed +workers +done\/min +failed\/min$/);
    expect(out.map((line) => line.split(/\s+/)[0])).toEqual(expect.arrayContaining(Object.values(QueueName)));
    expect(out).toContainEqual(expect.stringMatching(/^analysis +2 +0 +1 +1 +4 +0 +4 +1$/));
    expect(out).toContainEqual(expect.stringMatching(/^raw-messages +0 +0 +0 +0 +0 +0 +0 +0$/));
    expect(out.at(-1)).toBe('No worker takes jobs from analysis: its 3 jobs wait until one runs (npm start, or a worker scaled up).');
  });
});
