import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import type { ChannelScore } from '@solana-hub/contracts';
import { insertAlerts, replaceAlerts, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { recordMarketCap } from '../tokens/token-market-cap.js';
import { refreshChannelCalls } from './channel-calls.js';
import { channelScores } from './channel-scores.js';
import { channelCalls, tokenCalls } from './call-list.js';
import { call } from './call.fixture.js';

/**
 * A generated history whose figures are worked out by hand (see each token), on a real
 * PostgreSQL: calls, first callers with a tie, a call before the first known market cap, a
 * token with one observation, the analyzer's refresh as a source, then an edit that moves a
 * call to another token.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, history);
  await recordMarketCap(test.db, tokenA, 60_000, at(dayA, 120));
  await recordMarketCap(test.db, tokenC, 15_000, at(dayC, 30));
});
afterAll(async () => {
  await test.drop();
});

const tokenA = 'AAAAtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenB = 'BBBBtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenC = 'CCCCtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenD = 'DDDDtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenE = 'EEEEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const dayA = Date.parse('2026-03-01T00:00:00Z');
const dayB = Date.parse('2026-03-10T00:00:00Z');
const dayC = Date.parse('2026-03-20T00:00:00Z');
const at = (day: number, minutes: number) => new Date(day + minutes * 60_000);

const history: NewAlert[] = [
  // A: chat-1 first at 10k, chat-2 10 min later at 12k; 25k at +30 min, the refresh's 60k at
  // +2 h (added in beforeAll), chat-3 at +3 h at 40k with nothing after it within 7 days.
  call('chat-1', tokenA, at(dayA, 0), 10_000),
  call('chat-2', tokenA, at(dayA, 10), 12_000),
  call('chat-1', tokenA, at(dayA, 30), 25_000),
  call('chat-3', tokenA, at(dayA, 180), 40_000),
  call('chat-2', tokenA, at(dayA, 8 * 24 * 60 + 180), 1_000_000),
  // B: chat-1 and chat-2 tie as first, before any market cap is known; chat-3 an hour later at
  // 100k, which falls to 30k, then rises to 250k.
  call('chat-1', tokenB, at(dayB, 0), null),
  call('chat-2', tokenB, at(dayB, 0), null),
  call('chat-3', tokenB, at(dayB, 60), 100_000),
  call('chat-3', tokenB, at(dayB, 120), 30_000),
  call('chat-1', tokenB, at(dayB, 300), 250_000),
  call('chat-2', tokenB, at(dayB, 360), 50_000),
  // C: chat-2 at 5k, chat-4 a minute later stating none (so 5k), the refresh's 15k at +30 min.
  call('chat-2', tokenC, at(dayC, 0), 5_000),
  call('chat-4', tokenC, at(dayC, 1), null),
  // D: one observation only.
  call('chat-4', tokenD, at(dayC, 60), 7_000),
];

function scoreOf(channels: readonly ChannelScore[], chatId: string) {
  const score = channels.find((channel) => channel.chat_id === chatId);
  if (!score) throw new Error(`no score for ${chatId}`);
  return score;
}

describe('channel calls', () => {
  it('derives each chat’s first message about a token as its call, with the figures of the definitions', async () => {
    // The writers (storeAlerts, recordMarketCap) refreshed the calls they changed: nothing is left for the minute pass.
    expect(await refreshChannelCalls(test.db)).toBe(0);
    const calls = await tokenCalls(test.db, tokenA);
    expect(
      calls.map((c) => [c.chat_id, c.called_at, c.market_cap_at_call, c.peak_market_cap, c.peak_source, c.first, c.minutes_behind_first]),
    ).toEqual([
      ['chat-1', '2026-03-01T00:00:00.000Z', 10_000, 60_000, 'refresh', true, 0],
      ['chat-2', '2026-03-01T00:10:00.000Z', 12_000, 60_000, 'refresh', false, 10],
      ['chat-3', '2026-03-01T03:00:00.000Z', 40_000, null, null, false, 180],
    ]);
    expect(calls[0]).toMatchObject({ multiple: 6, multiple_1h: 2.5, multiple_24h: 6, minutes_to_2x: 30, drawdown: 0 });
    expect(calls[1]?.multiple_1h).toBeCloseTo(25 / 12);
    expect(calls[1]).toMatchObject({ multiple: 5, multiple_24h: 5, minutes_to_2x: 20 });
    expect(calls[2]).toMatchObject({ multiple: null, minutes_to_2x: null, drawdown: null });
  });

  it('gives tied first callers both the first place, and a call before any known market cap no multiple', async () => {
    const calls = await tokenCalls(test.db, tokenB);
    expect(calls.map((c) => [c.chat_id, c.market_cap_at_call, c.multiple, c.first, c.minutes_behind_first])).toEqual([
      ['chat-1', null, null, true, 0],
      ['chat-2', null, null, true, 0],
      ['chat-3', 100_000, 2.5, false, 60],
    ]);
    expect(calls[2]?.drawdown).toBeCloseTo(0.7);
    expect(calls[2]).toMatchObject({ multiple_1h: 0.3, minutes_to_2x: 240 });
  });

  it('takes the last known market cap for a call that states none, and leaves a one-observation token without a peak', async () => {
    expect((await tokenCalls(test.db, tokenC)).map((c) => [c.chat_id, c.market_cap_at_call, c.multiple, c.minutes_to_2x])).toEqual([
      ['chat-2', 5_000, 3, 30],
      ['chat-4', 5_000, 3, 29],
    ]);
    expect(await tokenCalls(test.db, tokenD)).toMatchObject([
      { chat_id: 'chat-4', market_cap_at_call: 7_000, peak_market_cap: null, multiple: null, first: true },
    ]);
  });

  it('scores every chat over all its calls', async () => {
    const { channels, peakSources } = await channelScores(test.db, null);
    expect(channels.map((channel) => channel.chat_id)).toEqual(['chat-2', 'chat-1', 'chat-3', 'chat-4']);
    expect(scoreOf(channels, 'chat-1')).toEqual({
      chat_id: 'chat-1',
      chat_title: null,
      calls: 2,
      hit_rate_2x: 1,
      hit_rate_5x: 1,
      median_multiple: 6,
      best_multiple: 6,
      median_minutes_to_2x: 30,
      fell_half_share: 0,
      first_caller_share: 1,
      median_minutes_behind_first: 0,
    });
    expect(scoreOf(channels, 'chat-2')).toEqual({
      chat_id: 'chat-2',
      chat_title: null,
      calls: 3,
      hit_rate_2x: 1,
      hit_rate_5x: 0.5,
      median_multiple: 4,
      best_multiple: 5,
      median_minutes_to_2x: 25,
      fell_half_share: 0,
      first_caller_share: 2 / 3,
      median_minutes_behind_first: 0,
    });
    expect(scoreOf(channels, 'chat-3')).toEqual({
      chat_id: 'chat-3',
      chat_title: null,
      calls: 2,
      hit_rate_2x: 0.5,
      hit_rate_5x: 0,
      median_multiple: 2.5,
      best_multiple: 2.5,
      median_minutes_to_2x: 240,
      fell_half_share: 0.5,
      first_caller_share: 0,
      median_minutes_behind_first: 120,
    });
    expect(scoreOf(channels, 'chat-4')).toEqual({
      chat_id: 'chat-4',
      chat_title: null,
      calls: 2,
      hit_rate_2x: 0.5,
      hit_rate_5x: 0,
      median_multiple: 3,
      best_multiple: 3,
      median_minutes_to_2x: 29,
      fell_half_share: 0,
      first_caller_share: 0.5,
      median_minutes_behind_first: 0.5,
    });
    // Peaks: A's two from the refresh, B's three from alerts, C's two from the refresh.
    expect(peakSources).toEqual({ alerts: 3, refresh: 4 });
  });

  it('counts a call in a period when it was made in it', async () => {
    const { channels } = await channelScores(test.db, new Date(dayC));
    expect(channels.map((channel) => [channel.chat_id, channel.calls])).toEqual([
      ['chat-4', 2],
      ['chat-2', 1],
    ]);
    expect(scoreOf(channels, 'chat-2')).toMatchObject({ hit_rate_2x: 1, hit_rate_5x: 0, median_multiple: 3, first_caller_share: 1 });
  });

  it('recomputes, in steps, the tokens marked stale that no writer refreshed (the minute pass’s safety net)', async () => {
    const before = await test.db.selectFrom('channel_calls').selectAll().orderBy('token_address').orderBy('chat_id').execute();
    await test.db.deleteFrom('channel_calls').execute();
    await test.db
      .insertInto('channel_calls_stale')
      .values([tokenA, tokenB, tokenC, tokenD].map((token_address) => ({ token_address })))
      .execute();
    // In steps of two tokens, as a sweep after a big import goes in steps of 500.
    expect(await refreshChannelCalls(test.db, new Date(), 2)).toBe(4);
    expect(await test.db.selectFrom('channel_calls').selectAll().orderBy('token_address').orderBy('chat_id').execute()).toEqual(before);
  });

  it('lists a chat’s calls newest first with their tokens', async () => {
    const { calls, truncated } = await channelCalls(test.db, 'chat-2', null);
    expect(truncated).toBe(false);
    expect(calls.map((c) => [c.token_address, c.called_at])).toEqual([
      [tokenC, '2026-03-20T00:00:00.000Z'],
      [tokenB, '2026-03-10T00:00:00.000Z'],
      [tokenA, '2026-03-01T00:10:00.000Z'],
    ]);
  });

  it('moves a call with an edit that changes its token, and follows an edited market cap', async () => {
    const moved = { ...history[3]!, token: { address: tokenE, chain: 'solana' as const, name: null, symbol: null } };
    const restated = { ...history[0]!, marketCap: 20_000 };
    // The edit refreshed both tokens, the one the call left and the one it moved to.
    await replaceAlerts(test.db, [moved, restated]);
    expect((await tokenCalls(test.db, tokenA)).map((c) => [c.chat_id, c.market_cap_at_call, c.multiple])).toEqual([
      ['chat-1', 20_000, 3],
      ['chat-2', 12_000, 5],
    ]);
    expect(await tokenCalls(test.db, tokenE)).toMatchObject([{ chat_id: 'chat-3', market_cap_at_call: 40_000, first: true }]);
    expect(await refreshChannelCalls(test.db)).toBe(0);
  });

  it('drops the calls of a message deleted from the table', async () => {
    await test.db.deleteFrom('messages').where('token_address', '=', tokenE).execute();
    expect(await refreshChannelCalls(test.db)).toBe(1);
    expect(await tokenCalls(test.db, tokenE)).toEqual([]);
  });

  it('leaves a write still uncommitted during a refresh to the next one', async () => {
    const tokenF = 'FFFFtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    let refreshedDuringWrite = -1;
    await test.db.transaction().execute(async (tx) => {
      await insertAlerts(tx, [['late', call('chat-5', tokenF, at(dayC, 0), 9_000)]]);
      refreshedDuringWrite = await refreshChannelCalls(test.db);
    });
    expect(refreshedDuringWrite).toBe(0);
    expect(await refreshChannelCalls(test.db)).toBe(1);
    expect(await tokenCalls(test.db, tokenF)).toMatchObject([{ chat_id: 'chat-5', market_cap_at_call: 9_000, first: true }]);
  });

  it('refreshes a token’s calls when the refresh records a market cap; a deletion mark moves nothing', async () => {
    await test.db.updateTable('messages').set({ deleted_at: new Date() }).where('token_address', '=', tokenD).execute();
    expect(await refreshChannelCalls(test.db)).toBe(0);
    await recordMarketCap(test.db, tokenD, 21_000, at(dayC, 120));
    expect(await refreshChannelCalls(test.db)).toBe(0);
    expect(await tokenCalls(test.db, tokenD)).toMatchObject([
      { market_cap_at_call: 7_000, peak_market_cap: 21_000, multiple: 3, peak_source: 'refresh' },
    ]);
  });

  it('follows a refreshed market cap raised at the same time, and one deleted by hand', async () => {
    await recordMarketCap(test.db, tokenD, 28_000, at(dayC, 120));
    expect(await refreshChannelCalls(test.db)).toBe(0);
    expect(await tokenCalls(test.db, tokenD)).toMatchObject([{ peak_market_cap: 28_000, multiple: 4, peak_source: 'refresh' }]);
    await recordMarketCap(test.db, tokenD, 14_000, at(dayC, 120));
    expect(await refreshChannelCalls(test.db)).toBe(0);
    await test.db.deleteFrom('refreshed_market_caps').where('token_address', '=', tokenD).execute();
    expect(await refreshChannelCalls(test.db)).toBe(1);
    expect(await tokenCalls(test.db, tokenD)).toMatchObject([{ market_cap_at_call: 7_000, peak_market_cap: null }]);
  });
});
