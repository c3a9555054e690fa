import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MarketCapsResponse } from '@solana-hub/contracts';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { recordRefreshedMarketCap, tokenMarketCaps } from './market-cap-history.js';

describe('tokenMarketCaps', () => {
  let test: TestDatabase;
  const token = 'HHHHtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
  const start = Date.parse('2026-04-01T00:00:00Z');
  const at = (minutes: number) => new Date(start + minutes * 60_000);

  beforeAll(async () => {
    test = await createTestDatabase();
    const alert = (id: number, minutes: number, marketCap: number | null, address = token) =>
      newAlert({
        chatId: 'chat-1',
        messageId: String(id),
        timestamp: at(minutes),
        marketCap,
        token: { address, chain: 'solana', name: null, symbol: null },
      });
    await storeAlerts(test.db, [alert(1, 0, 10_000), alert(2, 10, null), alert(3, 30, 25_000), alert(4, 5, 99_000, 'OtherToken')]);
    await recordRefreshedMarketCap(test.db, token, 18_000, at(20));
    await recordRefreshedMarketCap(test.db, token, 26_000, at(30));
  });
  afterAll(async () => {
    await test.drop();
  });

  it('answers the alerts’ and the refresh’s market caps oldest first, an alert before a refresh at the same time', async () => {
    expect(await tokenMarketCaps(test.db, token)).toEqual({
      points: [
        { at: at(0).toISOString(), market_cap: 10_000, source: 'alert' },
        { at: at(20).toISOString(), market_cap: 18_000, source: 'refresh' },
        { at: at(30).toISOString(), market_cap: 25_000, source: 'alert' },
        { at: at(30).toISOString(), market_cap: 26_000, source: 'refresh' },
      ],
      total: 4,
    });
    expect(await tokenMarketCaps(test.db, 'UnknownToken')).toEqual({ points: [], total: 0 });
  });

  it('answers every market cap of a history no longer than the limit, and at least four when thinning', async () => {
    const all = await tokenMarketCaps(test.db, token);
    expect(await tokenMarketCaps(test.db, token, 4)).toEqual(all);
    // Fewer than four could not keep the first, the last, the lowest and the highest.
    expect(await tokenMarketCaps(test.db, token, 2)).toEqual(all);
  });

  it('thins a big history by time to at most the limit, keeping each bucket’s first, last, lowest and highest', async () => {
    const big = 'BBBBtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const count = 20_000;
    // A refresh a minute, rising and falling, with one dip to the lowest and one spike to the highest
    // in the middle, and alerts every seventh minute (some at a refresh's time, some stating none).
    const wave = (index: number) => 50_000 + Math.round(20_000 * Math.sin(index / 500)) + (index % 13) * 100;
    const refreshed = Array.from({ length: count }, (_, index) => ({
      token_address: big,
      observed_at: at(index),
      market_cap: index === 9_001 ? 1_000 : index === 12_345 ? 900_000 : wave(index),
    }));
    for (let from = 0; from < count; from += 5_000) {
      await test.db
        .insertInto('refreshed_market_caps')
        .values(refreshed.slice(from, from + 5_000))
        .execute();
    }
    const alerts = Array.from({ length: Math.floor(count / 7) }, (_, n) =>
      newAlert({
        chatId: 'chat-big',
        messageId: String(n),
        timestamp: at(n * 7),
        marketCap: n % 5 === 4 ? null : wave(n * 7) + 50,
        token: { address: big, chain: 'solana', name: null, symbol: null },
      }),
    );
    await storeAlerts(test.db, alerts);
    const whole = await tokenMarketCaps(test.db, big, count * 2);
    const total = count + alerts.filter((alert) => alert.marketCap !== null).length;
    expect(whole.total).toBe(total);
    expect(whole.points).toHaveLength(total);

    for (const limit of [5_000, 1_001, 40]) {
      const { points, total: told } = await tokenMarketCaps(test.db, big, limit);
      expect(told).toBe(total);
      expect(points.length).toBeLessThanOrEqual(limit);
      expect(points).toEqual(bucketExtremes(whole.points, limit));
      expect(points[0]).toEqual(whole.points[0]);
      expect(points.at(-1)).toEqual(whole.points.at(-1));
      const caps = points.map((point) => point.market_cap);
      expect(Math.min(...caps)).toBe(1_000);
      expect(Math.max(...caps)).toBe(900_000);
    }
  });
});

type Point = MarketCapsResponse['points'][number];

/**
 * What the thinned chart must hold, worked out here from the whole history: of ⌊limit / 4⌋ equal
 * time buckets from the first point to the last, each one's first and last (an alert before a
 * refresh at the same time), lowest and highest (the earliest of equals), each point once, oldest first.
 */
function bucketExtremes(whole: readonly Point[], limit: number): Point[] {
  const seconds = (point: Point) => Date.parse(point.at) / 1_000;
  const order = (a: Point, b: Point) => seconds(a) - seconds(b) || a.source.localeCompare(b.source) || a.market_cap - b.market_cap;
  const firstS = seconds(whole[0] as Point);
  const buckets = Math.floor(limit / 4);
  const widthS = Math.max(1e-6, (seconds(whole.at(-1) as Point) - firstS) / buckets);
  const byBucket = new Map<number, Point[]>();
  for (const point of whole) {
    const bucket = Math.max(0, Math.min(Math.floor((seconds(point) - firstS) / widthS), buckets - 1));
    byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), point]);
  }
  const kept = new Set<Point>();
  for (const points of byBucket.values()) {
    const inTime = [...points].sort(order);
    const byValue = [...points].sort((a, b) => a.market_cap - b.market_cap || order(a, b));
    const highest = byValue.filter((point) => point.market_cap === byValue.at(-1)?.market_cap)[0];
    for (const point of [inTime[0], inTime.at(-1), byValue[0], highest]) if (point) kept.add(point);
  }
  return [...kept].sort(order);
}
