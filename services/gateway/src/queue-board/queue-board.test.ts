import { describe, expect, it } from '@jest/globals';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { QueueName, UnrecoverableError } from '@solana-hub/queue';
import { QUEUES, type EveryQueue } from '@solana-hub/runtime';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { QUEUE_BOARD_PATH } from './queue-board.js';

const gateway = gatewayForTests('queue board password');

/** The board's list of queues, as its page reads it (the parts this test looks at). */
const boardQueuesSchema = z.object({
  queues: z.array(
    z.object({
      name: z.string(),
      counts: z.record(z.string(), z.number()),
      jobs: z.array(z.object({ id: z.string(), failedReason: z.string().optional() })),
    }),
  ),
});

function board(path: string, method = 'GET'): Promise<Response> {
  return fetch(`${gateway.base}${QUEUE_BOARD_PATH}${path}`, { method, headers: { cookie: gateway.cookie } });
}

function aiExtraction() {
  const queue = gateway.service.app.get<EveryQueue>(QUEUES).queues.get(QueueName.AiExtraction);
  if (!queue) throw new Error('the gateway has no ai-extraction queue');
  return queue;
}

/**
 * Adds jobs with these ids and has a worker fail each for good, as a broken extractor would, a
 * minute ago (the board's clean leaves what failed in its last 5 s: the failed set is scored by
 * the time of the failure).
 */
async function failJobs(ids: readonly string[]): Promise<void> {
  const queue = aiExtraction();
  for (const id of ids) await queue.add('ai-extraction', { reason: 'audit' }, { jobId: id });
  const connection = new Redis(gateway.redis.url, { maxRetriesPerRequest: null });
  let failed = 0;
  await new Promise<void>((resolve) => {
    const worker = new Worker(
      QueueName.AiExtraction,
      async (job) => Promise.reject(new UnrecoverableError(`template of ${job.id} is broken`)),
      { connection, prefix: gateway.redis.prefix },
    );
    worker.on('failed', () => {
      failed += 1;
      if (failed === ids.length) void worker.close().then(resolve);
    });
  });
  const aMinuteAgo = Date.now() - 60_000;
  for (const id of ids) await connection.zadd(`${gateway.redis.prefix}:${QueueName.AiExtraction}:failed`, 'XX', aMinuteAgo, id);
  connection.disconnect();
}

async function boardQueues(query = ''): Promise<z.infer<typeof boardQueuesSchema>['queues']> {
  const response = await board(`/api/queues${query}`);
  expect(response.status).toBe(200);
  return boardQueuesSchema.parse(await response.json()).queues;
}

describe('the queue board', () => {
  it("serves its page and every file the page loads, under the gateway's CSP", async () => {
    const page = await board('');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(`<base href="${QUEUE_BOARD_PATH}/" />`);
    expect(html).toContain('<title>Solana Hub queues</title>');
    expect(html).not.toContain('<%');
    // Nothing from another site (the board's template links Google Fonts), which the CSP would block.
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const config = z
      .object({ boardTitle: z.string(), miscLinks: z.array(z.object({ url: z.string() })) })
      .parse(JSON.parse(/<script id="__UI_CONFIG__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null'));
    expect(config.miscLinks.map((link) => link.url)).toEqual(['/']);
    const files = [...html.matchAll(/(?:src|href)="(static\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const answer = await board(`/${file}`);
      expect([file, answer.status, (await answer.text()).length > 100]).toEqual([file, 200, true]);
    }
    // A reload on one of its screens gets the same page.
    expect((await (await board(`/queue/${QueueName.RawMessages}`)).text()) === html).toBe(true);
  });

  it('lists every queue of the hub with its counts', async () => {
    const queues = await boardQueues();
    expect(queues.map((queue) => queue.name).sort()).toEqual(Object.values(QueueName).sort());
    for (const queue of queues)
      expect(Object.keys(queue.counts)).toEqual(expect.arrayContaining(['waiting', 'active', 'delayed', 'failed', 'completed']));
  });

  it('shows failed jobs with their reasons, retries one, cleans the rest, and retries all', async () => {
    await failJobs(['broken-1', 'broken-2', 'broken-3']);
    const failed = (await boardQueues(`?activeQueue=${QueueName.AiExtraction}&status=failed`)).find(
      (queue) => queue.name === QueueName.AiExtraction,
    );
    expect(failed?.counts.failed).toBe(3);
    expect(failed?.jobs.map((job) => [job.id, job.failedReason]).sort()).toEqual([
      ['broken-1', 'template of broken-1 is broken'],
      ['broken-2', 'template of broken-2 is broken'],
      ['broken-3', 'template of broken-3 is broken'],
    ]);

    expect((await board(`/api/queues/${QueueName.AiExtraction}/broken-1/retry`, 'PUT')).status).toBe(204);
    expect(await aiExtraction().getJobState('broken-1')).toBe('waiting');
    expect((await board(`/api/queues/${QueueName.AiExtraction}/clean/failed`, 'PUT')).status).toBe(200);
    expect(await aiExtraction().getJobCounts('failed', 'waiting')).toEqual({ failed: 0, waiting: 1 });
    expect(await aiExtraction().getJob('broken-2')).toBeUndefined();

    await aiExtraction().remove('broken-1');
    await failJobs(['broken-4', 'broken-5']);
    expect((await board(`/api/queues/${QueueName.AiExtraction}/retry/failed`, 'PUT')).status).toBe(200);
    expect(await aiExtraction().getJobCounts('failed', 'waiting')).toEqual({ failed: 0, waiting: 2 });
  });

  it('answers an unknown queue or job 404, not a 500', async () => {
    expect((await board('/api/queues/no-such-queue/metrics')).status).toBe(404);
    expect((await board(`/api/queues/${QueueName.AiExtraction}/no-such-job`)).status).toBe(404);
    expect((await board(`/api/queues/${QueueName.AiExtraction}/no-such-job/retry`, 'PUT')).status).toBe(404);
  });
});
