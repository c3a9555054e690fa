import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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

  it('thins a longer history to the limit evenly, keeping the first and the last', async () => {
    const thinned = async (limit: number) => (await tokenMarketCaps(test.db, token, limit)).points.map((point) => point.market_cap);
    expect(await thinned(2)).toEqual([10_000, 26_000]);
    expect(await thinned(3)).toEqual([10_000, 25_000, 26_000]);
    expect(await thinned(4)).toEqual([10_000, 18_000, 25_000, 26_000]);
    expect((await tokenMarketCaps(test.db, token, 3)).total).toBe(4);
  });

  it('answers exactly the limit from a long history, spread evenly in order', async () => {
    const long = 'LLLLtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const count = 10_001;
    await test.db
      .insertInto('refreshed_market_caps')
      .values(Array.from({ length: count }, (_, index) => ({ token_address: long, observed_at: at(index), market_cap: index + 1 })))
      .execute();
    for (const limit of [5_000, 3_333, 9_999]) {
      const { points, total } = await tokenMarketCaps(test.db, long, limit);
      expect(total).toBe(count);
      expect(points).toHaveLength(limit);
      const indexes = points.map((point) => point.market_cap - 1);
      expect(indexes[0]).toBe(0);
      expect(indexes.at(-1)).toBe(count - 1);
      const step = (count - 1) / (limit - 1);
      expect(indexes).toEqual(Array.from({ length: limit }, (_, k) => Math.round(k * step)));
    }
  });
});
