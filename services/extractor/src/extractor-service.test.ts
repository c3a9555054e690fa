import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { QueueWorkersLifecycle, startService } from '@solana-hub/runtime';
import { extractorService } from './extractor-service.js';

// One extractor process per worker role: WORKER_QUEUES picks its workers, on a real database and Redis.

const redis = createTestRedis();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await redis.clear();
  await database.drop();
});

describe('the extractor with WORKER_QUEUES', () => {
  it('works on every queue of its own when unset', async () => {
    const extractor = await startService(extractorService, serviceTestEnv(database, redis, { EXTRACTOR_PORT: '0' }));
    try {
      expect(extractor.app.get(QueueWorkersLifecycle).workers.queues).toEqual([
        'raw-messages',
        'ai-extraction',
        'pair-lookups',
        'replay-chunks',
      ]);
    } finally {
      await extractor.app.close();
    }
  });

  it('starts only the roles it names', async () => {
    const extractor = await startService(
      extractorService,
      serviceTestEnv(database, redis, { EXTRACTOR_PORT: '0', WORKER_QUEUES: 'ai-extraction' }),
    );
    try {
      expect(extractor.app.get(QueueWorkersLifecycle).workers.queues).toEqual(['ai-extraction']);
    } finally {
      await extractor.app.close();
    }
  });

  it('refuses to start on a queue of the analyzer', async () => {
    await expect(
      startService(extractorService, serviceTestEnv(database, redis, { EXTRACTOR_PORT: '0', WORKER_QUEUES: 'analysis' })),
    ).rejects.toThrow(/WORKER_QUEUES names what the extractor cannot work on: analysis \(a queue of the analyzer\)/);
  });
});
