import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { newAlert } from '../messages/new-alert.fixture.js';
import { recordRefreshedMarketCap, thinEvenly, tokenMarketCaps } from './market-cap-history.js';

describe('thinEvenly', () => {
  it('keeps every point when there are no more than the limit', () => {
    expect(thinEvenly([1, 2, 3], 3)).toEqual([1, 2, 3]);
    expect(thinEvenly([], 5)).toEqual([]);
  });

  it('keeps the first and the last and spreads the rest evenly, in order', () => {
    const points = Array.from({ length: 10_001 }, (_, index) => index);
    const thinned = thinEvenly(points, 5_000);
    expect(thinned).toHaveLength(5_000);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(10_000);
    const gaps = thinned.slice(1).map((value, index) => value - (thinned[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3);
    expect(thinEvenly([1, 2, 3, 4, 5], 3)).toEqual([1, 3, 5]);
    expect(thinEvenly([1, 2, 3], 1)).toEqual([3]);
  });
});

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

  it('thins a longer history to the limit, keeping the first and the last', async () => {
    const { points, total } = await tokenMarketCaps(test.db, token, 2);
    expect(total).toBe(4);
    expect(points.map((point) => point.market_cap)).toEqual([10_000, 26_000]);
  });
});
