import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { call, callsOf, staleTokensOf } from '../channels/call.fixture.js';
import { recordMarketCaps } from './token-market-cap.js';

// The analyzer's market-cap refresh records a DexScreener answer of many tokens at once, on a
// real PostgreSQL: each token by the fold's rule (newest wins, a tie to the higher), its history
// kept, its calls' peaks moved.

const T0 = Date.parse('2026-06-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const RISING = 'Rise1111111111111111111111111111111111pump';
const NEWER = 'Newer111111111111111111111111111111111pump';
const FLAT = 'F1at1111111111111111111111111111111111pump';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, [
    call('chat-a', RISING, at(0), 10_000),
    // An alert after the observation below: its market cap stands.
    call('chat-a', NEWER, at(30), 50_000),
    call('chat-a', FLAT, at(0), 20_000),
  ]);
});
afterAll(async () => {
  await test.drop();
});

const tokenRow = (address: string) =>
  test.db
    .selectFrom('tokens')
    .select(['current_market_cap', 'ath_market_cap', 'current_market_cap_at'])
    .where('token_address', '=', address)
    .executeTakeFirstOrThrow();

const history = (address: string) =>
  test.db
    .selectFrom('refreshed_market_caps')
    .select(['observed_at', 'market_cap'])
    .where('token_address', '=', address)
    .orderBy('observed_at')
    .execute();

describe('recordMarketCaps', () => {
  it('records each token by the fold’s rule and answers the changed ones', async () => {
    const observed = new Map([
      [RISING, 40_000],
      [NEWER, 30_000],
      [FLAT, 20_000],
    ]);
    const updates = await recordMarketCaps(test.db, observed, at(20));
    // Rising moved (and its ATH with it); Newer's later alert stands; Flat's market cap is the same.
    expect(updates.map((update) => [update.token_address, update.current_market_cap])).toEqual([[RISING, 40_000]]);
    expect(await tokenRow(RISING)).toEqual({ current_market_cap: 40_000, ath_market_cap: 40_000, current_market_cap_at: at(20) });
    expect(await tokenRow(NEWER)).toMatchObject({ current_market_cap: 50_000, current_market_cap_at: at(30) });
    // Every observation is kept in the history all the same, and moves the calls' peaks.
    for (const [address, marketCap] of observed) expect(await history(address)).toEqual([{ observed_at: at(20), market_cap: marketCap }]);
    const [risingCall] = await callsOf(test.db, [RISING]);
    expect([risingCall?.peak_24h, risingCall?.peak_source]).toEqual([40_000, 'refresh']);
    expect(await staleTokensOf(test.db, [...observed.keys()])).toEqual([]);
  });

  it('changes nothing for the same answer again, and takes the higher of two at one time', async () => {
    expect(await recordMarketCaps(test.db, new Map([[RISING, 40_000]]), at(20))).toEqual([]);
    const [update] = await recordMarketCaps(test.db, new Map([[RISING, 45_000]]), at(20));
    expect(update).toMatchObject({ token_address: RISING, current_market_cap: 45_000 });
    expect(await history(RISING)).toEqual([{ observed_at: at(20), market_cap: 45_000 }]);
    // The raised observation recomputes the calls: the peak follows it.
    const [risingCall] = await callsOf(test.db, [RISING]);
    expect(risingCall?.peak_24h).toBe(45_000);
    expect(await recordMarketCaps(test.db, new Map([[RISING, 41_000]]), at(20))).toEqual([]);
  });
});
