import { afterAll, beforeAll } from '@jest/globals';
import type { HubEvent } from '@solana-hub/contracts';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { connectRedis, Producer, QueueName, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { extractorService } from './extractor-service.js';

/**
 * The extractor service of a test file, on its own database and Redis prefix (and `env` over the
 * test environment), started before its tests and stopped after them: a producer to queue raw messages and every event it published.
 * `database` and `service` are set once the file's first beforeAll has run; `restart` stops the
 * service (its workers drained as on a deploy) and starts another on the same database and Redis.
 */
export function runningExtractor(env: Record<string, string> = {}) {
  const redis = createTestRedis();
  const connection = connectRedis(redis.url);
  const subscriber = connectRedis(redis.url);
  const running = {
    redis,
    connection,
    producer: new Producer(QueueName.RawMessages, connection, redis.prefix),
    events: [] as HubEvent[],
    database: null as unknown as TestDatabase,
    service: null as unknown as RunningService,
    restart: async () => {
      await running.service.app.close();
      running.service = await start();
    },
  };
  const start = () => startService(extractorService, serviceTestEnv(running.database, redis, { EXTRACTOR_PORT: '0', ...env }));
  beforeAll(async () => {
    running.database = await createTestDatabase();
    await subscribeToEvents(
      subscriber,
      redis.prefix,
      (event) => running.events.push(event),
      () => undefined,
    );
    running.service = await start();
  });
  afterAll(async () => {
    await running.service.app.close();
    await running.producer.close();
    connection.disconnect();
    subscriber.disconnect();
    await redis.clear();
    await running.database.drop();
  });
  return running;
}
