import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { insertRows, isoTime } from '../common/json-rows.js';
import { refreshChannelCalls } from './channel-calls.js';
import { thinMarketCapHistory } from './market-cap-thinning.js';

/**
 * A generated history on a real PostgreSQL: three tokens refreshed every minute for 22 days (a
 * random walk with spikes and a few zeros), eight chats calling each at odd seconds over the
 * first two weeks (half stating a market cap, one before the first known market cap), and later
 * alerts restating market caps. Thinned with 8 full days, every call keeps every figure.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FULL_DAYS = 8;
const start = Date.UTC(2026, 2, 1);
const now = new Date(start + 24 * DAY);
const keptWholeFrom = new Date(start + 16 * DAY);
const tokens = [
  'TTT1tg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  'TTT2tg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  'TTT3tg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
];
const chats = Array.from({ length: 8 }, (_, index) => `chat-${index}`);
const observationsPerToken = 22 * 24 * 60;

/** Values drawn from fast-check's generator with a fixed seed: the same history every run. */
const drawn = <T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): T[] => fc.sample(arbitrary, { seed, numRuns: count });

function refreshObservations(token: string, tokenIndex: number) {
  const steps = drawn(fc.integer({ min: -40, max: 40 }), observationsPerToken, 100 + tokenIndex);
  const spikes = drawn(fc.integer({ min: 0, max: 199 }), observationsPerToken, 200 + tokenIndex);
  let marketCap = 50_000;
  return steps.map((step, index) => {
    marketCap = marketCap * Math.exp(step / 1_000);
    // One in 200 a spike (a peak inside an hour), one in 500 a zero (no market cap: thinned away, changing nothing).
    const value = index % 500 === 499 ? 0 : Math.round(spikes[index] === 0 ? marketCap * 1.8 : marketCap);
    const at = new Date(start + DAY + index * MINUTE + 17_000 + tokenIndex * 5_000);
    return { token_address: token, observed_at: isoTime(at), market_cap: value };
  });
}

let nextMessageId = 1;
function alert(chatId: string, token: string, at: number, marketCap: number | null): NewAlert {
  return newAlert({
    chatId,
    messageId: String(nextMessageId++),
    timestamp: new Date(at),
    marketCap,
    token: { address: token, chain: 'solana', name: null, symbol: null },
  });
}

function alertsOf(token: string, tokenIndex: number): NewAlert[] {
  const seed = 300 + tokenIndex * 10;
  const callTimes = drawn(fc.integer({ min: DAY, max: 14 * DAY }), chats.length, seed);
  const statesMarketCap = drawn(fc.boolean(), chats.length, seed + 1);
  const stated = drawn(fc.integer({ min: 10_000, max: 200_000 }), chats.length * 4, seed + 2);
  const laterBy = drawn(fc.integer({ min: MINUTE, max: 6 * DAY }), chats.length * 3, seed + 3);
  return chats.flatMap((chat, chatIndex) => {
    // chat-0 calls before the first known market cap (the refresh starts on day 1), stating none.
    const calledAt = chatIndex === 0 ? start + DAY / 2 : start + (callTimes[chatIndex] ?? DAY) + 7_345;
    const call = alert(chat, token, calledAt, chatIndex > 0 && statesMarketCap[chatIndex] ? (stated[chatIndex] ?? null) : null);
    const restatements = [0, 1, 2].map((k) =>
      alert(chat, token, calledAt + (laterBy[chatIndex * 3 + k] ?? HOUR), stated[chats.length + chatIndex * 3 + k] ?? null),
    );
    return [call, ...restatements];
  });
}

/**
 * By hand: a call at 08:10 stating 100k; in the hour of 10:00 (no bound of the call in it) 90k,
 * 80k, the 7-day peak of 300k, then 50k and 85k. The drawdown before the peak is 20 % (80k), which
 * only the lowest before the hour's high keeps: its lowest, 50k, comes after the peak.
 */
const handToken = 'HAND1g2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const handDay = start + 2 * DAY;
const handObservations = (
  [
    [8 * 60 + 30, 95_000],
    [10 * 60 + 5, 90_000],
    [10 * 60 + 10, 80_000],
    [10 * 60 + 20, 300_000],
    [10 * 60 + 40, 50_000],
    [10 * 60 + 50, 85_000],
  ] as const
).map(([minutes, marketCap]) => ({
  token_address: handToken,
  observed_at: isoTime(new Date(handDay + minutes * MINUTE)),
  market_cap: marketCap,
}));

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, [
    ...tokens.flatMap((token, index) => alertsOf(token, index)),
    alert('chat-hand', handToken, handDay + (8 * 60 + 10) * MINUTE, 100_000),
  ]);
  await insertRows(test.db, 'refreshed_market_caps', handObservations).execute();
  for (const [index, token] of tokens.entries()) {
    const rows = refreshObservations(token, index);
    for (let from = 0; from < rows.length; from += 10_000)
      await insertRows(test.db, 'refreshed_market_caps', rows.slice(from, from + 10_000)).execute();
  }
}, 120_000);
afterAll(async () => {
  await test.drop();
});

const storedCalls = () => test.db.selectFrom('channel_calls').selectAll().orderBy('token_address').orderBy('chat_id').execute();
const observationsFrom = async (from: Date) =>
  (
    await test.db
      .selectFrom('refreshed_market_caps')
      .select('observed_at')
      .where('observed_at', '>=', from)
      .orderBy('token_address')
      .orderBy('observed_at')
      .execute()
  ).map((row) => `${row.observed_at.toISOString()}`);

/** Old observations per (token, UTC hour). */
async function observationsPerOldHour() {
  const rows = await test.db
    .selectFrom('refreshed_market_caps')
    .select(['token_address', 'observed_at'])
    .where('observed_at', '<', keptWholeFrom)
    .execute();
  const perHour = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.token_address} ${Math.floor(row.observed_at.getTime() / HOUR)}`;
    perHour.set(key, (perHour.get(key) ?? 0) + 1);
  }
  return perHour;
}

describe('thinMarketCapHistory', () => {
  it('thins the observations older than the full days to a few an hour, and every call keeps its figures', async () => {
    await refreshChannelCalls(test.db);
    const before = await storedCalls();
    expect(before).toHaveLength(tokens.length * chats.length + 1);
    const handCall = before.find((call) => call.token_address === handToken);
    expect(handCall?.peak_7d).toBe(300_000);
    expect(handCall?.drawdown_7d).toBeCloseTo(0.2, 9);
    // The generated history gives the figures something to lose: doubled calls, drawdowns, peaks in the thinned days.
    expect(before.filter((call) => call.minutes_to_2x !== null).length).toBeGreaterThan(5);
    expect(before.filter((call) => (call.drawdown_7d ?? 0) > 0.1).length).toBeGreaterThan(5);
    expect(before.filter((call) => call.market_cap_at_call === null)).toHaveLength(tokens.length);
    const recent = await observationsFrom(keptWholeFrom);

    const thinning = await thinMarketCapHistory(test.db, FULL_DAYS, now);

    expect(thinning.keptWholeFrom).toEqual(keptWholeFrom);
    const oldObservations = tokens.length * 15 * 24 * 60;
    expect(thinning.deleted).toBeGreaterThan(oldObservations * 0.9);
    expect(await observationsFrom(keptWholeFrom)).toEqual(recent);
    // An hour keeps its highest and its lowest before and after it, a little more where a call's window begins or ends in it
    // (none where alerts stated both its highest and its lowest market cap).
    const perHour = [...(await observationsPerOldHour()).values()];
    expect(perHour.length).toBeGreaterThan(tokens.length * 15 * 24 * 0.99);
    expect(perHour.filter((count) => count > 3).length).toBeLessThan(perHour.length / 10);
    expect(Math.max(...perHour)).toBeLessThanOrEqual(12);

    // The thinning left nothing stale, and the calls recomputed from the thinned history are what they were.
    expect(await refreshChannelCalls(test.db)).toBe(0);
    await sql`INSERT INTO channel_calls_stale (token_address) SELECT DISTINCT token_address FROM channel_calls`.execute(test.db);
    expect(await refreshChannelCalls(test.db)).toBe(tokens.length + 1);
    expect(await storedCalls()).toEqual(before);
  }, 120_000);

  it('deletes nothing when run again', async () => {
    await thinMarketCapHistory(test.db, FULL_DAYS, now);
    const again = await thinMarketCapHistory(test.db, FULL_DAYS, now);
    expect(again).toEqual({ keptWholeFrom, deleted: 0, whole: false });
    // Within the same hour the bound does not move either.
    expect((await thinMarketCapHistory(test.db, FULL_DAYS, new Date(now.getTime() + 59 * MINUTE))).deleted).toBe(0);
  });

  it('looks only at the days from two days before the bound its last pass stored, and stores its own', async () => {
    const storedBound = async () =>
      (await test.db.selectFrom('market_cap_thinning').select('thinned_before').executeTakeFirstOrThrow()).thinned_before;
    expect(await storedBound()).toEqual(keptWholeFrom);
    // Another token observed every minute for an hour on day 3, unthinned: far behind the bound.
    const late = 'LATEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const rows = Array.from({ length: 60 }, (_, minute) => ({
      token_address: late,
      observed_at: isoTime(new Date(start + 3 * DAY + minute * MINUTE)),
      market_cap: 1_000 + minute,
    }));
    await insertRows(test.db, 'refreshed_market_caps', rows).execute();
    expect(await thinMarketCapHistory(test.db, FULL_DAYS, now)).toEqual({ keptWholeFrom, deleted: 0, whole: false });
    // A bound two days after half past the hour: the day of the first observation looked at is thinned whole;
    // the rising hour keeps its first and last observations.
    // A write had left the token's calls stale: they are refreshed before the thinning reads them.
    await test.db
      .updateTable('market_cap_thinning')
      .set({ thinned_before: new Date(start + 5 * DAY + 30 * MINUTE) })
      .execute();
    await sql`INSERT INTO channel_calls_stale (token_address) VALUES (${late})`.execute(test.db);
    expect((await thinMarketCapHistory(test.db, FULL_DAYS, now)).deleted).toBe(58);
    expect(await refreshChannelCalls(test.db)).toBe(0);
    expect(await storedBound()).toEqual(keptWholeFrom);
  });
});
