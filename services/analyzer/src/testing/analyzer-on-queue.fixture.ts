import { afterAll, beforeAll } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Database } from '@solana-hub/db';
import { connectRedis, type QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { analyzerService } from '../analyzer-service.js';

/** An analyzer working on one queue, with its own database and Redis prefix, and the queue to look at its jobs. */
export interface AnalyzerOnQueue {
  readonly queue: Queue;
  readonly database: TestDatabase;
  readonly service: RunningService;
}

/**
 * Starts, before the file's tests, an analyzer on a new database that works on `queueName` alone
 * (the market-cap refresh off), after `prepare` has stored what it should find; stops it and drops
 * both after them. The fields are readable once the tests run.
 */
export function analyzerOnQueue(queueName: QueueName, prepare?: (db: Kysely<Database>) => Promise<void>): AnalyzerOnQueue {
  const redis = createTestRedis();
  const connection = connectRedis(redis.url);
  const queue = new Queue(queueName, { connection, prefix: redis.prefix });
  let database: TestDatabase | undefined;
  let service: RunningService | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepare?.(database.db);
    service = await startService(
      analyzerService,
      serviceTestEnv(database, redis, { ANALYZER_PORT: '0', MARKET_CAP_REFRESH_SECONDS: '0', WORKER_QUEUES: queueName }),
    );
  });

  afterAll(async () => {
    await service?.app.close();
    await queue.close();
    connection.disconnect();
    await redis.clear();
    await database?.drop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the analyzer starts in beforeAll: read it inside a test');
    return value;
  };
  return {
    queue,
    get database() {
      return started(database);
    },
    get service() {
      return started(service);
    },
  };
}
