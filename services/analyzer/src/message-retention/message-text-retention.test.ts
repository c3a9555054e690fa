import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { setTokenArchived, storeAlerts } from '@solana-hub/db';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { createTestDatabase, createTestRedis, serviceTestEnv, until, type TestDatabase } from '@solana-hub/testing';
import { analyzerService } from '../analyzer-service.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { RETENTION_EVERY_MS } from './message-text-retention.js';

// The analyzer's message retention by a job scheduler of its own queue, on a real PostgreSQL and
// Redis; libs/db's message-retention.test.ts shows what a pass drops and keeps.

const DAY_MINUTES = 24 * 60;
const ARCHIVED = 'Arch1vedRetention11111111111111111111111pump';
const ACTIVE = 'Act1veRetention222222222222222222222222222pump';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.MessageRetention, { connection, prefix: redis.prefix });
let database: TestDatabase;
const services: RunningService[] = [];

async function startAnalyzer(extra: Record<string, string>): Promise<RunningService> {
  const service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, { ANALYZER_PORT: '0', MARKET_CAP_REFRESH_SECONDS: '0', WORKER_QUEUES: 'message-retention', ...extra }),
  );
  services.push(service);
  return service;
}

const textOf = async (messageId: string) =>
  (await database.db.selectFrom('messages').select('message_text').where('message_id', '=', messageId).executeTakeFirstOrThrow())
    .message_text;

beforeAll(async () => {
  database = await createTestDatabase();
  await storeAlerts(database.db, [
    alertAbout({ tokenAddress: ARCHIVED, messageId: 'old', minutesAgo: 40 * DAY_MINUTES }),
    alertAbout({ tokenAddress: ARCHIVED, messageId: 'recent', minutesAgo: 2 * DAY_MINUTES }),
    alertAbout({ tokenAddress: ACTIVE, messageId: 'active', minutesAgo: 40 * DAY_MINUTES }),
  ]);
  await setTokenArchived(database.db, ARCHIVED, true);
});

afterAll(async () => {
  for (const service of services) await service.app.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
});

describe('the message retention of the analyzer', () => {
  it('is off by default: no schedule, every text kept', async () => {
    const service = await startAnalyzer({});
    expect(await queue.getJobSchedulers()).toEqual([]);
    await service.app.close();
    services.pop();
    expect(await textOf('old')).toBe('alert old');
  });

  it('with MESSAGE_RETENTION_DAYS is a daily job scheduler whose first job at start drops the old texts of archived tokens', async () => {
    await startAnalyzer({ MESSAGE_RETENTION_DAYS: '30' });
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[QueueName.MessageRetention, RETENTION_EVERY_MS]]);
    await until(async () => (await textOf('old')) === '', 'the old text of the archived token dropped by the job at start');
    expect(await textOf('recent')).toBe('alert recent');
    expect(await textOf('active')).toBe('alert active');
  });

  it('removes its schedule when set back to 0', async () => {
    await services.shift()?.app.close();
    await startAnalyzer({ MESSAGE_RETENTION_DAYS: '0' });
    expect(await queue.getJobSchedulers()).toEqual([]);
  });
});
