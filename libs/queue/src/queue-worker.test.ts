import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Registry } from 'prom-client';
import { createTestRedis, until } from '@solana-hub/testing';
import type { RawMessage } from '@solana-hub/contracts';
import { connectRedis } from './redis-connection.js';
import { Producer } from './producer.js';
import { QueueWorker } from './queue-worker.js';
import { recordingLog } from './recording-log.fixture.js';
import { QueueWorkers, type QueueRole } from './queue-workers.js';
import { QueueName, queueSettings } from './queues.js';

// The one worker lifecycle of every service, on a real Redis: settings, failure logs, metrics, the bounded drain.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
afterAll(async () => {
  await redis.clear();
  connection.disconnect();
});

function rawMessage(messageId: string): RawMessage {
  const now = new Date().toISOString();
  return { source: 'http', chatId: 'c', chatTitle: null, messageId, editVersion: 0, date: now, text: 'hello', links: [], receivedAt: now };
}

/** Each test on a prefix of its own, so no worker takes another test's jobs. */
let tests = 0;
function setUp() {
  const prefix = `${redis.prefix}_${++tests}`;
  const registry = new Registry();
  const workerConnection = connectRedis(redis.url);
  return { prefix, registry, workerConnection, ...recordingLog() };
}

/** The count of queue_job_duration_seconds for a queue and outcome. */
async function attempts(registry: Registry, queue: QueueName, outcome: string): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === 'queue_job_duration_seconds');
  const values = (metric?.values ?? []) as Array<{ metricName?: string; labels: Record<string, string | number>; value: number }>;
  return (
    values.find(
      (value) =>
        value.metricName === 'queue_job_duration_seconds_count' && value.labels.queue === queue && value.labels.outcome === outcome,
    )?.value ?? 0
  );
}

/** A promise with its resolve, to hold a handler where the test wants it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a queue worker', () => {
  it("runs with the queue's settings, the operator's concurrency where set, and measures each attempt", async () => {
    const { prefix, registry, workerConnection, log } = setUp();
    const seen: string[] = [];
    const worker = new QueueWorker(QueueName.RawMessages, async (payload) => void seen.push(payload.messageId), {
      connection: workerConnection,
      prefix,
      log,
      registry,
      concurrencyOverrides: { 'raw-messages': 7 },
    });
    const analysis = new QueueWorker(QueueName.Analysis, async () => undefined, { connection: workerConnection, prefix, log, registry });
    expect([worker.concurrency, analysis.concurrency]).toEqual([7, queueSettings[QueueName.Analysis].concurrency]);

    const producer = new Producer(QueueName.RawMessages, connection, prefix);
    await producer.addBulk([
      { id: 'one', payload: rawMessage('1') },
      { id: 'two', payload: rawMessage('2') },
    ]);
    await until(() => seen.length === 2, 'both jobs');
    await until(async () => (await attempts(registry, QueueName.RawMessages, 'completed')) === 2, 'both attempts measured');
    await Promise.all([worker.stop(1_000), analysis.stop(1_000)]);
    await producer.close();
    workerConnection.disconnect();
    expect(seen.sort()).toEqual(['1', '2']);
  });

  it('warns of a failed attempt while retries remain, logs the last as an error, and fails a payload that breaks the contract at once', async () => {
    const { prefix, registry, workerConnection, log, lines } = setUp();
    const queue = new Queue(QueueName.RawMessages, { connection, prefix });
    // Two attempts without backoff, so the retry comes at once.
    await queue.add(QueueName.RawMessages, rawMessage('doomed'), { jobId: 'doomed', attempts: 2, backoff: 0 });
    await queue.add(QueueName.RawMessages, { ...rawMessage('bad'), date: 'yesterday' }, { jobId: 'bad', attempts: 5 });
    const worker = new QueueWorker(
      QueueName.RawMessages,
      async () => {
        throw new Error('the database is away');
      },
      { connection: workerConnection, prefix, log, registry },
    );
    await until(async () => (await queue.getJobCountByTypes('failed')) === 2, 'both jobs failed for good');
    await worker.stop(1_000);

    const bad = await queue.getJob('bad');
    expect(bad?.attemptsMade).toBe(1);
    expect(bad?.failedReason).toMatch(/^the payload breaks the raw-messages queue's contract: date: /);
    expect(lines.filter((line) => line.level === 'warn').map((line) => [line.details.jobId, line.details.problem, line.message])).toEqual([
      ['doomed', 'the database is away', 'raw-messages job failed; BullMQ retries it with backoff'],
    ]);
    expect(
      lines
        .filter((line) => line.level === 'error')
        .map((line) => [line.details.jobId, line.message])
        .sort(),
    ).toEqual([
      ['bad', 'raw-messages job failed for good; kept in the failed set for `npm run retry-failed`'],
      ['doomed', 'raw-messages job failed for good; kept in the failed set for `npm run retry-failed`'],
    ]);
    expect(await attempts(registry, QueueName.RawMessages, 'retried')).toBe(1);
    expect(await attempts(registry, QueueName.RawMessages, 'failed')).toBe(2);
    await queue.close();
    workerConnection.disconnect();
  });

  it('stops with a bounded drain: lets the jobs in hand finish, hands back one still running after the bound, then closes', async () => {
    const { prefix, registry, workerConnection, log, lines } = setUp();
    const quick = gate();
    const stuck = gate();
    const started: string[] = [];
    const finished: string[] = [];
    const worker = new QueueWorker(
      QueueName.Analysis,
      async ({ tokenAddress }) => {
        started.push(tokenAddress);
        await (tokenAddress === 'stuck' ? stuck.opened : quick.opened);
        finished.push(tokenAddress);
      },
      { connection: workerConnection, prefix, log, registry },
    );
    const producer = new Producer(QueueName.Analysis, connection, prefix);
    await producer.addBulk([
      { id: 'quick', payload: { tokenAddress: 'quick' } },
      { id: 'stuck', payload: { tokenAddress: 'stuck' } },
    ]);
    await until(() => started.length === 2, 'both jobs in hand');

    const stopped = worker.stop(500);
    // A fetch already under way when the drain begins may still bring this one in; it finishes with 'quick'.
    await producer.add({ id: 'late', payload: { tokenAddress: 'late' } });
    quick.open();
    await stopped;
    const queue = new Queue(QueueName.Analysis, { connection, prefix });
    expect(await queue.getJobState('quick')).toBe('completed');
    // Waiting again for another process, with no attempt used.
    expect(await queue.getJobState('stuck')).toBe('waiting');
    expect((await queue.getJob('stuck'))?.attemptsMade).toBe(0);
    expect(['completed', 'waiting']).toContain(await queue.getJobState('late'));
    expect(await queue.getJobCountByTypes('active')).toBe(0);
    expect(lines.find((line) => line.level === 'warn')).toMatchObject({
      details: { jobIds: ['stuck'], notHandedBack: [] },
      message: 'analysis: 1 jobs were still running at the end of the shutdown drain; handed back to the queue',
    });
    expect(await attempts(registry, QueueName.Analysis, 'handed back')).toBe(1);
    const completed = await attempts(registry, QueueName.Analysis, 'completed');

    // The handler that was let go ends later: nothing is recorded or logged for it, and the job stays for another process.
    stuck.open();
    await until(() => finished.includes('stuck'), 'the stuck handler to end');
    expect(await queue.getJobState('stuck')).toBe('waiting');
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(await attempts(registry, QueueName.Analysis, 'completed')).toBe(completed);
    await queue.close();
    await producer.close();
    workerConnection.disconnect();
  });
});

describe("a process's queue workers", () => {
  it('prepare each role before its worker takes a job, and stop them all', async () => {
    const { prefix, registry, workerConnection, log, lines } = setUp();
    const events: string[] = [];
    const role = (queue: typeof QueueName.Analysis): QueueRole<typeof QueueName.Analysis> => ({
      queue,
      prepare: async () => void events.push('prepared'),
      handle: async ({ tokenAddress }) => void events.push(`handled ${tokenAddress}`),
    });
    const producer = new Producer(QueueName.Analysis, connection, prefix);
    await producer.add({ id: 'first', payload: { tokenAddress: 'first' } });
    const workers = new QueueWorkers([role(QueueName.Analysis)], {
      connection: workerConnection,
      prefix,
      log,
      registry,
      config: { queueConcurrency: {}, shutdownGraceMs: 2_000 },
    });
    await workers.start();
    await until(() => events.length === 2, 'the job');
    expect(events).toEqual(['prepared', 'handled first']);
    expect(lines.find((line) => line.level === 'info')?.message).toBe('working on analysis');
    await workers.stop();
    expect(workers.queues).toEqual([]);
    await producer.close();
    workerConnection.disconnect();
  });
});
