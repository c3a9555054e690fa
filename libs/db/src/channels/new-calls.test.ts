import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { storeAlertsWithTokenRows } from '../messages/alert-repository.js';
import { listActiveTokens } from '../tokens/token-repository.js';
import { refreshChannelCalls } from './channel-calls.js';
import { call, callsFromScratch, callsOf } from './call.fixture.js';

/**
 * The live stream's write (storeAlertsWithTokenRows) on a real PostgreSQL: a token a chat calls
 * for the first time has its calls, callers and score at once; a further alert of a chat that
 * called it before leaves the call's figures to the analyzer's minute pass, which then finds
 * what a recomputation from nothing finds.
 */
const T0 = Date.parse('2026-06-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const now = at(10 * 60);
const token = 'NEWCtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
}, 30_000);

afterAll(async () => {
  await test?.drop();
});

const staleMarks = async () =>
  (await test.db.selectFrom('channel_calls_stale').select('token_address').where('token_address', '=', token).execute()).length;
const figures = async () =>
  (await callsOf(test.db, [token])).map((row) => [row.chat_id, row.called_at.toISOString(), row.market_cap_at_call, row.peak_1h]);

describe('the live write of new alerts', () => {
  it('derives a first call at once and answers the row with its caller', async () => {
    const { tokens } = await storeAlertsWithTokenRows(test.db, [call('chat-a', token, at(0), 10_000)], now);
    expect(tokens.map((row) => [row.token_address, row.callers, row.caller_chat_ids, row.message_count])).toEqual([
      [token, 1, ['chat-a'], 1],
    ]);
    expect(await figures()).toEqual([['chat-a', at(0).toISOString(), 10_000, null]]);
    expect(await staleMarks()).toBe(0);
  });

  it('leaves a known caller’s new market cap to the minute pass, answering the row as stored', async () => {
    const { tokens } = await storeAlertsWithTokenRows(test.db, [call('chat-a', token, at(20), 25_000)], now);
    expect(tokens).toEqual((await listActiveTokens(test.db)).filter((row) => row.token_address === token));
    expect(tokens.map((row) => [row.callers, row.message_count, row.current_market_cap])).toEqual([[1, 2, 25_000]]);
    // The call still says what it said; the insert's mark waits for the pass.
    expect(await figures()).toEqual([['chat-a', at(0).toISOString(), 10_000, null]]);
    expect(await staleMarks()).toBeGreaterThan(0);
    expect(await refreshChannelCalls(test.db)).toBe(1);
    expect(await figures()).toEqual([['chat-a', at(0).toISOString(), 10_000, 25_000]]);
    expect(await staleMarks()).toBe(0);
  });

  it('refreshes at once for a new chat, and for a chat’s alert older than its call', async () => {
    const { tokens } = await storeAlertsWithTokenRows(test.db, [call('chat-b', token, at(30), 30_000)], now);
    expect(tokens.map((row) => [row.callers, row.caller_chat_ids])).toEqual([[2, ['chat-a', 'chat-b']]]);
    expect(await figures()).toEqual([
      ['chat-a', at(0).toISOString(), 10_000, 30_000],
      ['chat-b', at(30).toISOString(), 30_000, null],
    ]);
    // Came late from a backfill: chat-b had posted before chat-a, so chat-b now called first.
    await storeAlertsWithTokenRows(test.db, [call('chat-b', token, at(-5), 8_000)], now);
    const calls = await callsOf(test.db, [token]);
    expect(calls.map((row) => [row.chat_id, row.called_at.toISOString(), row.first])).toEqual([
      ['chat-a', at(0).toISOString(), false],
      ['chat-b', at(-5).toISOString(), true],
    ]);
    expect(calls).toEqual(await callsFromScratch(test.db, [token]));
  });
});
