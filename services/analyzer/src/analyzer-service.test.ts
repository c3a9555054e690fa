import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import {
  createTestDatabase,
  createTestRedis,
  errorBodySchema,
  readJson,
  serviceTestEnv,
  type TestDatabase,
  UNREACHABLE_URL,
} from '@solana-hub/testing';
import { ConfigError } from '@solana-hub/config';
import { QueueWorkersLifecycle, startService, type RunningService } from '@solana-hub/runtime';
import { connectRedis, JobRequests, Producer, QueueName } from '@solana-hub/queue';
import { analyzerService } from './analyzer-service.js';

const redis = createTestRedis();
let database: TestDatabase;
let service: RunningService;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, {
      ANALYZER_PORT: '0',
    }),
  );
});
afterAll(async () => {
  await service.app.close();
  await database.drop();
});

describe('analyzer service', () => {
  it('starts and reports its database and Redis on /health', async () => {
    const response = await fetch(`http://127.0.0.1:${service.port}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('answers 503 {error} on /health when the database is gone', async () => {
    const broken = await startService(analyzerService, {
      ...serviceTestEnv(database, redis, { ANALYZER_PORT: '0' }),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    const response = await fetch(`http://127.0.0.1:${broken.port}/health`);
    await broken.app.close();
    expect(response.status).toBe(503);
    expect((await readJson(response, errorBodySchema)).error).toMatch(/database/);
  });

  it('stays healthy when no data provider can be reached, and fails the analysis saying so', async () => {
    const offline = await startService(
      analyzerService,
      serviceTestEnv(database, redis, {
        ANALYZER_PORT: '0',
        REDIS_PREFIX: `${redis.prefix}_offline`,
        DEXSCREENER_URL: UNREACHABLE_URL,
        RUGCHECK_URL: UNREACHABLE_URL,
        SOLANA_RPC_URL: UNREACHABLE_URL,
      }),
    );
    const connection = connectRedis(redis.url);
    const events = connectRedis(redis.url);
    const requests = new JobRequests(QueueName.Analysis, connection, events, `${redis.prefix}_offline`);
    try {
      const token = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
      const outcome = await requests.request({ id: `full_${token}_1`, payload: { tokenAddress: token } }, 10_000);
      expect(outcome.status).toBe('failed');
      expect(outcome.status === 'failed' && outcome.reason).toMatch(
        /^no data source has anything on \w+: RugCheck: unreachable .*; Solana RPC: unreachable .*; DexScreener: unreachable /,
      );
      const health = await fetch(`http://127.0.0.1:${offline.port}/health`);
      expect(health.status).toBe(200);
      // Failed for good at once (UnrecoverableError): one attempt, measured.
      const metrics = await (await fetch(`http://127.0.0.1:${offline.metricsPort}/metrics`)).text();
      expect(metrics).toContain('queue_job_duration_seconds_count{queue="analysis",outcome="failed"} 1');
    } finally {
      await requests.close();
      connection.disconnect();
      events.disconnect();
      await offline.app.close();
    }
  });

  it('works on the queues WORKER_QUEUES names only, and refuses to start on a name that is no queue of its own', async () => {
    const scheduler = await startService(
      analyzerService,
      serviceTestEnv(database, redis, { ANALYZER_PORT: '0', WORKER_QUEUES: 'token-archiving,market-cap-refresh' }),
    );
    try {
      expect(scheduler.app.get(QueueWorkersLifecycle).workers.queues).toEqual(['market-cap-refresh', 'token-archiving']);
    } finally {
      await scheduler.app.close();
    }
    const refused = startService(
      analyzerService,
      serviceTestEnv(database, redis, { ANALYZER_PORT: '0', WORKER_QUEUES: 'analysis,raw-messages,analysys' }),
    );
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      'Invalid configuration: WORKER_QUEUES names what the analyzer cannot work on: raw-messages (a queue of the extractor), analysys (no queue); its queues: analysis, market-cap-refresh, token-archiving, channel-scores, market-cap-thinning, message-retention, alert-rules, alert-deliveries',
    );
  });

  it('hands an analysis still waiting on its providers back to the queue when it stops within SHUTDOWN_GRACE_SECONDS (a deploy)', async () => {
    // Providers that take the request and never answer, with a request time limit far beyond the grace period.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    let asked = 0;
    silent.on('request', () => asked++);
    const prefix = `${redis.prefix}_deploy`;
    const stopping = await startService(
      analyzerService,
      serviceTestEnv(database, redis, {
        ANALYZER_PORT: '0',
        REDIS_PREFIX: prefix,
        WORKER_QUEUES: 'analysis',
        SHUTDOWN_GRACE_SECONDS: '2',
        DEXSCREENER_URL: silentUrl,
        RUGCHECK_URL: silentUrl,
        SOLANA_RPC_URL: silentUrl,
        EXTERNAL_API_TIMEOUT_MS: '120000',
      }),
    );
    const connection = connectRedis(redis.url);
    const producer = new Producer(QueueName.Analysis, connection, prefix);
    const queue = new Queue(QueueName.Analysis, { connection, prefix });
    try {
      const token = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
      await producer.add({ id: `full_${token}_deploy`, payload: { tokenAddress: token } });
      while (asked === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await queue.getJobState(`full_${token}_deploy`)).toBe('active');

      await stopping.app.close();
      expect(await queue.getJobState(`full_${token}_deploy`)).toBe('waiting');
      expect((await queue.getJob(`full_${token}_deploy`))?.attemptsMade).toBe(0);
    } finally {
      await queue.close();
      await producer.close();
      connection.disconnect();
      silent.closeAllConnections();
      silent.close();
    }
  });
});
