import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, until, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '@solana-hub/db';
import { Queue } from 'bullmq';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { MarketCapHistoryThinning, THINNING_EVERY_MS } from './market-cap-history-thinning.js';

// The analyzer thins the old refreshed market caps by a job scheduler of its own queue, on a real
// PostgreSQL and Redis; libs/db's market-cap-thinning.test.ts shows the calls keep their figures.

const HOUR = 3_600_000;
const GOBLIN = 'Gob1inThin111111111111111111111111111pump';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.MarketCapThinning, { connection, prefix: redis.prefix });
let database: TestDatabase;
const services: RunningService[] = [];

async function startAnalyzer(extra: Record<string, string> = {}): Promise<RunningService> {
  const service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, {
      ANALYZER_PORT: '0',
      MARKET_CAP_REFRESH_SECONDS: '0',
      WORKER_QUEUES: 'market-cap-thinning',
      ...extra,
    }),
  );
  services.push(service);
  return service;
}

/** Observations every minute for two hours, starting `hoursAgo` hours ago, rising then falling. */
async function observeEveryMinute(hoursAgo: number): Promise<void> {
  const from = Math.floor(Date.now() / HOUR) * HOUR - hoursAgo * HOUR;
  const rows = Array.from({ length: 120 }, (_, minute) => ({
    token_address: GOBLIN,
    observed_at: new Date(from + minute * 60_000 + 30_000),
    market_cap: 10_000 + 100 * (60 - Math.abs(60 - minute)),
  }));
  await database.db.insertInto('refreshed_market_caps').values(rows).execute();
}

const observationsOlderThan = async (hoursAgo: number) =>
  (
    await database.db
      .selectFrom('refreshed_market_caps')
      .select('observed_at')
      .where('observed_at', '<', new Date(Date.now() - hoursAgo * HOUR))
      .execute()
  ).length;

beforeAll(async () => {
  database = await createTestDatabase();
  // A call 12 days ago, the history of 10 days ago (thinned at the default 8 days) and of a day ago (kept whole).
  await storeAlerts(database.db, [alertAbout({ tokenAddress: GOBLIN, messageId: '1', minutesAgo: 12 * 24 * 60, marketCap: 9_000 })]);
  await observeEveryMinute(10 * 24);
  await observeEveryMinute(24);
});

afterAll(async () => {
  for (const service of services) await service.app.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
});

describe('the market-cap history thinning of the analyzer', () => {
  it('is an hourly job scheduler of its own queue whose first job at start thins the history older than 8 days', async () => {
    const service = await startAnalyzer();
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[QueueName.MarketCapThinning, THINNING_EVERY_MS]]);
    // Each of the two old hours keeps its highest and lowest observations (rising: its first and last).
    await until(async () => (await observationsOlderThan(8 * 24)) === 4, 'the old hours thinned by the job at start');
    expect(await observationsOlderThan(2)).toBe(4 + 120);
    await until(async () => (await queue.getCompletedCount()) > 0, 'a completed market-cap-thinning job');
    expect(await service.app.get(MarketCapHistoryThinning).thin()).toMatchObject({ deleted: 0 });
  });

  it('after a pass, looks only at the two days before its bound, an analyzer on a fresh Redis too; with none, at everything', async () => {
    const [service] = services;
    if (!service) throw new Error('no analyzer');
    // Unthinned hours 20 days ago (written behind the bound) are left alone; those of 9 days ago are thinned.
    await observeEveryMinute(20 * 24);
    await observeEveryMinute(9 * 24);
    expect(await service.app.get(MarketCapHistoryThinning).thin()).toMatchObject({ deleted: 120 - 4, whole: false });
    expect(await observationsOlderThan(19 * 24)).toBe(120);
    // A restarted analyzer whose Redis kept nothing: its first pass starts from the bound PostgreSQL keeps.
    await services.shift()?.app.close();
    const freshRedis = createTestRedis();
    const freshConnection = connectRedis(freshRedis.url);
    const freshQueue = new Queue(QueueName.MarketCapThinning, { connection: freshConnection, prefix: freshRedis.prefix });
    const restarted = await startService(
      analyzerService,
      serviceTestEnv(database, freshRedis, { ANALYZER_PORT: '0', MARKET_CAP_REFRESH_SECONDS: '0', WORKER_QUEUES: 'market-cap-thinning' }),
    );
    try {
      // On a fresh Redis the scheduler is new, so its first job runs at once beside the start's
      // own run: both done, no pass can store the bound again while the test reads it.
      await until(async () => (await freshQueue.getCompletedCount()) >= 2, 'the two first jobs of the analyzer on a fresh Redis');
      expect(await observationsOlderThan(19 * 24)).toBe(120);
      // With no bound stored (a hub's very first pass), the pass looks at the whole history.
      await database.db.deleteFrom('market_cap_thinning').execute();
      expect(await restarted.app.get(MarketCapHistoryThinning).thin()).toMatchObject({ deleted: 120 - 4, whole: true });
      expect(await observationsOlderThan(19 * 24)).toBe(4);
    } finally {
      await restarted.app.close();
      await freshQueue.close();
      freshConnection.disconnect();
      await freshRedis.clear();
    }
  });

  it('removes its schedule and thins nothing with MARKET_CAP_HISTORY_FULL_DAYS=0', async () => {
    await observeEveryMinute(30 * 24);
    const never = await startAnalyzer({ MARKET_CAP_HISTORY_FULL_DAYS: '0' });
    expect(await queue.getJobSchedulers()).toEqual([]);
    expect(await never.app.get(MarketCapHistoryThinning).thin()).toBeNull();
    expect(await observationsOlderThan(29 * 24)).toBe(120);
  });
});
