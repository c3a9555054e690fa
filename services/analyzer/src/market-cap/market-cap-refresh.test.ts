import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  createTestDatabase,
  createTestRedis,
  dexPair,
  dexScreenerKnowing,
  type FakeApi,
  serviceTestEnv,
  startFakeApi,
  type TestDatabase,
  tokensAskedOf,
} from '@solana-hub/testing';
import type { HubEvent } from '@solana-hub/contracts';
import { recordMarketCap } from '@solana-hub/db';
import { Queue } from 'bullmq';
import { connectRedis, QueueName, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';

const HOUR = 3_600_000;
const RISING = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const NEWER_ALERT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const UNCHANGED = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const ARCHIVED = '2qEHjDLDLbuBgRYvsxhc5D6uDWAivNFZGan56P1tpump';
const QUIET = '9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump';
/** What DexScreener says each token is worth now. */
const MARKET_CAPS: Record<string, number> = {
  [RISING]: 240_000,
  [NEWER_ALERT]: 50_000,
  [UNCHANGED]: 80_000,
  [ARCHIVED]: 1_000_000,
  [QUIET]: 1_000_000,
};

const redis = createTestRedis();
const subscriber = connectRedis(redis.url);
const events: HubEvent[] = [];
let database: TestDatabase;
let service: RunningService;
let dexScreener: FakeApi;

interface TokenSeed {
  address: string;
  marketCap: number;
  marketCapAt: Date;
  ath: number;
  latestMessageAt: Date;
  hidden?: boolean;
}

async function seedToken(seed: TokenSeed): Promise<void> {
  const firstSeen = new Date(seed.latestMessageAt.getTime() - HOUR);
  await database.db
    .insertInto('tokens')
    .values({
      token_address: seed.address,
      chain: 'solana',
      token_name: 'Goblin Cat',
      token_name_at: firstSeen,
      token_symbol: 'GOBCAT',
      token_symbol_at: firstSeen,
      pair_address: null,
      first_seen: firstSeen,
      last_updated: seed.latestMessageAt,
      latest_message_at: seed.latestMessageAt,
      message_count: 2,
      first_message_type: 'pumpfun_new_alert',
      initial_market_cap: 20_000,
      initial_market_cap_at: firstSeen,
      current_market_cap: seed.marketCap,
      current_market_cap_at: seed.marketCapAt,
      ath_market_cap: seed.ath,
      ath_timestamp: firstSeen,
      hidden: seed.hidden ?? false,
      accumulated_data: JSON.stringify({}),
    })
    .execute();
}

function tokenRow(address: string) {
  return database.db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const now = Date.now();
  await seedToken({
    address: RISING,
    marketCap: 100_000,
    marketCapAt: new Date(now - HOUR),
    ath: 150_000,
    latestMessageAt: new Date(now - HOUR),
  });
  // An alert dated after the refresh's observation already said 90K: it stays.
  await seedToken({
    address: NEWER_ALERT,
    marketCap: 90_000,
    marketCapAt: new Date(now + HOUR),
    ath: 90_000,
    latestMessageAt: new Date(now + HOUR),
  });
  await seedToken({
    address: UNCHANGED,
    marketCap: 80_000,
    marketCapAt: new Date(now - HOUR),
    ath: 80_000,
    latestMessageAt: new Date(now - HOUR),
  });
  await seedToken({
    address: ARCHIVED,
    marketCap: 10_000,
    marketCapAt: new Date(now - HOUR),
    ath: 10_000,
    latestMessageAt: new Date(now - HOUR),
    hidden: true,
  });
  await seedToken({
    address: QUIET,
    marketCap: 10_000,
    marketCapAt: new Date(now - 48 * HOUR),
    ath: 10_000,
    latestMessageAt: new Date(now - 48 * HOUR),
  });
  dexScreener = await startFakeApi(
    dexScreenerKnowing(
      Object.entries(MARKET_CAPS).map(([token, marketCap]) => dexPair({ token, pairAddress: `Pool${token.slice(0, 6)}`, marketCap })),
    ),
  );
  await subscribeToEvents(
    subscriber,
    redis.prefix,
    (event) => events.push(event),
    () => undefined,
  );
  service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, { ANALYZER_PORT: '0', DEXSCREENER_URL: dexScreener.url, MARKET_CAP_REFRESH_SECONDS: '1' }),
  );
});
afterAll(async () => {
  await service.app.close();
  subscriber.disconnect();
  await dexScreener.close();
  await redis.clear();
  await database.drop();
});

describe('the market-cap refresh', () => {
  it('updates the active tokens whose market cap changed and announces each, never over a newer one', async () => {
    const deadline = Date.now() + 10_000;
    while (!events.some((event) => event.name === 'token.market-cap-updated')) {
      if (Date.now() > deadline) throw new Error('no token.market-cap-updated event');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Only the active tokens were asked for, in one request of up to 30.
    const asked = tokensAskedOf(dexScreener.requests[0]?.path ?? '');
    expect(asked.sort()).toEqual([RISING, NEWER_ALERT, UNCHANGED].sort());

    const rising = await tokenRow(RISING);
    expect(rising).toMatchObject({ current_market_cap: 240_000, ath_market_cap: 240_000 });
    expect(rising.current_market_cap_at?.getTime()).toBe(rising.last_updated.getTime());
    expect(rising.ath_timestamp?.getTime()).toBe(rising.last_updated.getTime());
    expect(Date.now() - rising.last_updated.getTime()).toBeLessThan(15_000);

    expect(await tokenRow(NEWER_ALERT)).toMatchObject({ current_market_cap: 90_000, ath_market_cap: 90_000 });
    expect(await tokenRow(ARCHIVED)).toMatchObject({ current_market_cap: 10_000 });
    expect(await tokenRow(QUIET)).toMatchObject({ current_market_cap: 10_000 });

    const updates = events.filter((event) => event.name === 'token.market-cap-updated').map((event) => event.data);
    expect(updates).toEqual([
      {
        token_address: RISING,
        current_market_cap: 240_000,
        last_updated: rising.last_updated.toISOString(),
        token_name: 'Goblin Cat',
        token_symbol: 'GOBCAT',
      },
    ]);
  });

  it('keeps the fold’s rule for an observation at the same time: the higher value wins', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const first = await recordMarketCap(database.db, UNCHANGED, 70_000, at);
    expect(first?.current_market_cap).toBe(70_000);
    expect(await recordMarketCap(database.db, UNCHANGED, 60_000, at)).toBeNull();
    expect(await recordMarketCap(database.db, UNCHANGED, 75_000, at)).toMatchObject({ current_market_cap: 75_000 });
    expect(await recordMarketCap(database.db, UNCHANGED, 99_000, new Date(at.getTime() - 1))).toBeNull();
    // The ATH of 80K stands: 75K is below it.
    expect(await tokenRow(UNCHANGED)).toMatchObject({ current_market_cap: 75_000, ath_market_cap: 80_000 });
  });

  it('is a job scheduler of its own queue: each refresh a job, completed there; an analyzer set to 0 removes it', async () => {
    const connection = connectRedis(redis.url);
    const queue = new Queue(QueueName.MarketCapRefresh, { connection, prefix: redis.prefix });
    try {
      expect((await queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler.every])).toEqual([
        [QueueName.MarketCapRefresh, 1_000],
      ]);
      while ((await queue.getCompletedCount()) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const off = await startService(
        analyzerService,
        serviceTestEnv(database, redis, { ANALYZER_PORT: '0', MARKET_CAP_REFRESH_SECONDS: '0', WORKER_QUEUES: 'market-cap-refresh' }),
      );
      await off.app.close();
      expect(await queue.getJobSchedulers()).toEqual([]);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
