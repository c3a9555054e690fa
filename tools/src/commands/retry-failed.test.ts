import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue, Worker } from 'bullmq';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { retryFailed } from './retry-failed.js';

// `npm run retry-failed` against a real Redis queue whose jobs failed in a real BullMQ worker.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.Analysis, { connection, prefix: redis.prefix });
const savedEnv = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
  await queue.addBulk(
    ['a', 'b', 'c'].map((token) => ({
      name: QueueName.Analysis,
      data: { tokenAddress: token },
      opts: { jobId: `first_${token}`, attempts: 1 },
    })),
  );
  const workerConnection = connectRedis(redis.url);
  const worker = new Worker<{ tokenAddress: string }>(
    QueueName.Analysis,
    async (job) => {
      throw new Error(job.data.tokenAddress === 'c' ? 'no such token\nat the provider' : 'provider down');
    },
    { connection: workerConnection, prefix: redis.prefix },
  );
  while ((await queue.getFailedCount()) < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  await worker.close();
  workerConnection.disconnect();
});
afterAll(async () => {
  process.env = savedEnv;
  await queue.close();
  connection.disconnect();
  await redis.clear();
});

async function run(args: string[]): Promise<{ status: number; out: string }> {
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  try {
    return { status: await retryFailed(args), out: out.join('\n') };
  } finally {
    log.mockRestore();
  }
}

describe('npm run retry-failed', () => {
  it('--list shows every failed job with when, after how many attempts and why, and sends none back', async () => {
    const { status, out } = await run([QueueName.Analysis, '--list']);
    expect(status).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('analysis: 3 failed jobs');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^ {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}first_a {2}after 1 attempt: provider down$/),
      expect.stringMatching(/^ {2}\S+ {2}first_b {2}after 1 attempt: provider down$/),
      expect.stringMatching(/^ {2}\S+ {2}first_c {2}after 1 attempt: no such token$/),
    ]);
    expect(await queue.getFailedCount()).toBe(3);
  });

  it('--since leaves out the jobs that failed before it', async () => {
    const { status, out } = await run([QueueName.Analysis, '--since', new Date(Date.now() + 60_000).toISOString()]);
    expect(status).toBe(0);
    expect(out).toMatch(/^analysis since \S+: no failed job$/);
    expect(await queue.getFailedCount()).toBe(3);
  });

  it('shows the failed jobs by reason, then sends them back under their own ids, and says that no worker takes them', async () => {
    const { status, out } = await run([QueueName.Analysis]);
    expect(status).toBe(0);
    expect(out.split('\n')).toEqual([
      'analysis: 3 failed jobs',
      expect.stringMatching(/^ {8}2 × provider down \(\S+ \.\. \S+, e\.g\. first_[ab]\)$/),
      expect.stringMatching(/^ {8}1 × no such token \(\S+ \.\. \S+, e\.g\. first_c\)$/),
      '3 sent back to analysis',
      'No worker takes jobs from analysis now: they wait until one runs (npm start).',
    ]);
    expect(await queue.getFailedCount()).toBe(0);
    expect(await queue.getJobState('first_c')).toBe('waiting');
  });
});
