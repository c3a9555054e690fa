import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue, Worker } from 'bullmq';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { retryFailed } from './retry-failed.js';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
afterAll(async () => {
  connection.disconnect();
  await redis.clear();
});

describe('npm run retry-failed', () => {
  it('sends a job that failed all its attempts back to its queue, under its own id', async () => {
    const queue = new Queue(QueueName.Analysis, { connection, prefix: redis.prefix });
    await queue.add(QueueName.Analysis, { tokenAddress: 'x' }, { jobId: 'first_x', attempts: 1 });
    const workerConnection = connectRedis(redis.url);
    const worker = new Worker(QueueName.Analysis, async () => {
      throw new Error('provider down');
    }, { connection: workerConnection, prefix: redis.prefix });
    while ((await queue.getFailedCount()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.close();
    workerConnection.disconnect();

    process.env.REDIS_PREFIX = redis.prefix;
    expect(await retryFailed([QueueName.Analysis])).toBe(0);
    expect(await queue.getFailedCount()).toBe(0);
    expect(await (await queue.getJob('first_x'))?.getState()).toBe('waiting');
    await queue.close();
  });

  it('refuses an unknown queue', async () => {
    expect(await retryFailed(['no-such-queue'])).toBe(2);
  });
});
