import { beforeAll, describe, expect, it } from '@jest/globals';
import { analysisReport, readJson } from '@solana-hub/testing';
import { recordMarketCap, saveAnalysis, saveTelegramChatList, storeAlerts } from '@solana-hub/db';
import {
  apiErrorSchema,
  channelCallsResponseSchema,
  channelsResponseSchema,
  MARKET_CAP_POINTS_LIMIT,
  marketCapsResponseSchema,
  tokenCallsResponseSchema,
} from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { ALPHA, BETA, TOKEN_X, TOKEN_Y, MINUTE, ago, callAlert } from './call-alert.fixture.js';

// The channel routes through the real gateway, over HTTP, on a real PostgreSQL.

const gateway = gatewayForTests('channels password');
const get = (path: string) => fetch(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie } });

beforeAll(async () => {
  const db = gateway.database.db;
  // Beta's title comes from its raw message only, and reads like a spreadsheet formula. Kept before
  // its alert is stored, as the extractor keeps it: the call takes the title when it is made.
  await db
    .insertInto('raw_messages')
    .values({
      source: 'http',
      chat_id: BETA,
      chat_title: '=HYPERLINK("x"), Beta',
      message_id: '2',
      edit_version: 0,
      date: ago(2 * 24 * 60 - 5),
      text: 'alert 2',
      links: JSON.stringify([]),
      received_at: new Date(),
    })
    .execute();
  // X two days ago: Alpha first at 10k, Beta 5 minutes later at 15k, 30k an hour after. Y an hour ago: Beta at 20k, Alpha at 50k.
  await storeAlerts(db, [
    callAlert(ALPHA, TOKEN_X, ago(2 * 24 * 60), 10_000),
    callAlert(BETA, TOKEN_X, ago(2 * 24 * 60 - 5), 15_000),
    callAlert(ALPHA, TOKEN_X, ago(2 * 24 * 60 - 60), 30_000),
    callAlert(BETA, TOKEN_Y, ago(60), 20_000),
    callAlert(ALPHA, TOKEN_Y, ago(30), 50_000),
  ]);
  await saveTelegramChatList(db, [{ chatId: ALPHA, title: 'Alpha Calls', kind: 'channel', username: null }]);
});

describe('GET /api/channels', () => {
  it('scores each chat over the period’s calls, with the sources of the peaks', async () => {
    const answer = await readJson(await get('/api/channels?period=7d'), channelsResponseSchema);
    expect(answer.period).toBe('7d');
    expect(answer.channels).toEqual([
      {
        chat_id: ALPHA,
        chat_title: 'Alpha Calls',
        calls: 2,
        hit_rate_2x: 0.5,
        hit_rate_5x: 0,
        median_multiple: 3,
        best_multiple: 3,
        median_minutes_to_2x: 60,
        fell_half_share: 0,
        first_caller_share: 0.5,
        median_minutes_behind_first: 15,
      },
      {
        chat_id: BETA,
        chat_title: '=HYPERLINK("x"), Beta',
        calls: 2,
        hit_rate_2x: 1,
        hit_rate_5x: 0,
        median_multiple: 2.25,
        best_multiple: 2.5,
        median_minutes_to_2x: 42.5,
        fell_half_share: 0,
        first_caller_share: 0.5,
        median_minutes_behind_first: 2.5,
      },
    ]);
    expect(answer.peak_sources).toEqual({ alerts: 3, refresh: 0 });
  });

  it('brings the calls and their callers up to date, but leaves the confluence scores to their writers and the analyzer’s pass', async () => {
    const db = gateway.database.db;
    const tokens = () =>
      db.selectFrom('tokens').select(['token_address', 'callers', 'confluence_score']).orderBy('token_address').execute();
    // Y was called within the last 24 hours: its store scored it 2.3.
    expect(await tokens()).toEqual([
      { token_address: TOKEN_X, callers: 2, confluence_score: 0 },
      { token_address: TOKEN_Y, callers: 2, confluence_score: 2.3 },
    ]);
    // A score set wrong behind the writers' back: no reader computes it again.
    await db.updateTable('tokens').set({ confluence_score: 0 }).where('token_address', '=', TOKEN_Y).execute();
    await readJson(await get('/api/channels?period=24h'), channelsResponseSchema);
    expect(await tokens()).toEqual([
      { token_address: TOKEN_X, callers: 2, confluence_score: 0 },
      { token_address: TOKEN_Y, callers: 2, confluence_score: 0 },
    ]);
  });

  it('counts only the calls made in the period, and takes new messages and refreshed market caps at the next answer', async () => {
    const day = await readJson(await get('/api/channels?period=24h'), channelsResponseSchema);
    expect(day.channels.map((channel) => [channel.chat_id, channel.calls, channel.first_caller_share])).toEqual([
      [ALPHA, 1, 0],
      [BETA, 1, 1],
    ]);
    await recordMarketCap(gateway.database.db, TOKEN_Y, 120_000, ago(10));
    const refreshed = await readJson(await get('/api/channels?period=24h'), channelsResponseSchema);
    expect(refreshed.channels.find((channel) => channel.chat_id === BETA)).toMatchObject({ hit_rate_5x: 1, best_multiple: 6 });
    expect(refreshed.peak_sources).toEqual({ alerts: 0, refresh: 2 });
  });

  it('refuses a period that is none, naming it', async () => {
    const response = await get('/api/channels?period=1y');
    expect(response.status).toBe(400);
    expect((await readJson(response, apiErrorSchema)).error).toMatch(/period/);
  });

  it('is closed without a session', async () => {
    expect((await fetch(`${gateway.base}/api/channels`)).status).toBe(401);
  });
});

describe('GET /api/channels.csv', () => {
  it('answers the same rows as CSV, a formula-like title made harmless', async () => {
    const response = await get('/api/channels.csv?period=all');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'chat_id,chat_title,calls,hit_rate_2x,hit_rate_5x,median_multiple,best_multiple,median_minutes_to_2x,fell_half_share,first_caller_share,median_minutes_behind_first',
    );
    // By now Y's refreshed 120k stands: Alpha's call of Y at 50k made 2.4x in 20 minutes.
    expect(lines[1]).toBe(`${ALPHA},Alpha Calls,2,1,0,2.7,3,40,0,0.5,15`);
    expect(lines[2]).toMatch(/^-1001000000002,"'=HYPERLINK\(""x""\), Beta",2,/);
    expect(lines[3]).toBe('');
  });
});

describe('GET /api/tokens/:address/calls and /api/channels/calls', () => {
  it('lists a token’s calls oldest first with who was first', async () => {
    const { calls } = await readJson(await get(`/api/tokens/${TOKEN_X}/calls`), tokenCallsResponseSchema);
    expect(
      calls.map((call) => [
        call.chat_id,
        call.chat_title,
        call.market_cap_at_call,
        call.peak_market_cap,
        call.multiple,
        call.first,
        call.minutes_behind_first,
      ]),
    ).toEqual([
      [ALPHA, 'Alpha Calls', 10_000, 30_000, 3, true, 0],
      [BETA, '=HYPERLINK("x"), Beta', 15_000, 30_000, 2, false, 5],
    ]);
    expect((await readJson(await get('/api/tokens/UnknownToken/calls'), tokenCallsResponseSchema)).calls).toEqual([]);
    expect((await get('/api/tokens/not%20a%20token/calls')).status).toBe(400);
  });

  it('gives each call the security facts known at it, and those known now', async () => {
    // Y's calls: Beta an hour ago, Alpha 30 minutes ago. Analysed 2 minutes after Beta's call, then 10 minutes ago.
    const analyze = (at: Date, facts: Parameters<typeof analysisReport>[2]) =>
      saveAnalysis(gateway.database.db, TOKEN_Y, { report: analysisReport(TOKEN_Y, at, facts), analyzedAt: at });
    await analyze(ago(58), { canMint: true, canFreeze: false, topHoldersPercent: 71, liquidityUsd: 9_000 });
    await analyze(ago(10), { canMint: false, canFreeze: false, topHoldersPercent: 40, liquidityUsd: 52_000 });
    const answer = await readJson(await get(`/api/tokens/${TOKEN_Y}/calls`), tokenCallsResponseSchema);
    expect(
      answer.calls.map((call) => [call.chat_id, call.security_at_call?.mint_authority_revoked, call.security_at_call?.top10_percent]),
    ).toEqual([
      [BETA, false, 71],
      [ALPHA, false, 71],
    ]);
    expect(answer.security_now).toMatchObject({
      mint_authority_revoked: true,
      freeze_authority_revoked: true,
      top10_percent: 40,
      liquidity_usd: 52_000,
    });
    expect((await readJson(await get(`/api/tokens/${TOKEN_X}/calls`), tokenCallsResponseSchema)).security_now).toBeNull();
  });

  it('lists a chat’s calls newest first with their tokens', async () => {
    const answer = await readJson(await get(`/api/channels/calls?chat_id=${ALPHA}&period=all`), channelCallsResponseSchema);
    expect(answer).toMatchObject({ chat_id: ALPHA, period: 'all', truncated: false });
    expect(answer.calls.map((call) => [call.token_address, call.token_symbol, call.first])).toEqual([
      [TOKEN_Y, 'YYYY', false],
      [TOKEN_X, 'XXXX', true],
    ]);
    expect((await get('/api/channels/calls?period=all')).status).toBe(400);
    expect((await readJson(await get('/api/channels/calls?chat_id=a%2Fchat%20with%20spaces'), channelCallsResponseSchema)).calls).toEqual(
      [],
    );
  });
});

describe('GET /api/tokens/:address/market-caps', () => {
  it('answers the token’s market caps oldest first with their source', async () => {
    const answer = await readJson(await get(`/api/tokens/${TOKEN_X}/market-caps`), marketCapsResponseSchema);
    expect(answer).toEqual({
      points: [
        { at: ago(2 * 24 * 60).toISOString(), market_cap: 10_000, source: 'alert' },
        { at: ago(2 * 24 * 60 - 5).toISOString(), market_cap: 15_000, source: 'alert' },
        { at: ago(2 * 24 * 60 - 60).toISOString(), market_cap: 30_000, source: 'alert' },
      ],
      total: 3,
    });
    expect(await readJson(await get('/api/tokens/UnknownToken/market-caps'), marketCapsResponseSchema)).toEqual({ points: [], total: 0 });
    const refused = await get('/api/tokens/not%20a%20token/market-caps');
    expect(refused.status).toBe(400);
    apiErrorSchema.parse(await refused.json());
  });

  it('thins a long history by time to the limit, keeping the first, the last, the lowest and the highest', async () => {
    const token = 'ZZZZtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const count = MARKET_CAP_POINTS_LIMIT * 2 + 1;
    const start = ago(count).getTime();
    // A saw-tooth with one dip and one spike inside it.
    const marketCap = (index: number) => (index === 4_321 ? 10 : index === 7_654 ? 99_999 : 1_000 + (index % 97) * 10);
    await gateway.database.db
      .insertInto('refreshed_market_caps')
      .values(
        Array.from({ length: count }, (_, index) => ({
          token_address: token,
          observed_at: new Date(start + index * MINUTE),
          market_cap: marketCap(index),
        })),
      )
      .execute();
    const { points, total } = await readJson(await get(`/api/tokens/${token}/market-caps`), marketCapsResponseSchema);
    expect(total).toBe(count);
    expect(points.length).toBeLessThanOrEqual(MARKET_CAP_POINTS_LIMIT);
    expect(points.length).toBeGreaterThan(MARKET_CAP_POINTS_LIMIT / 2);
    expect(points[0]).toEqual({ at: new Date(start).toISOString(), market_cap: 1_000, source: 'refresh' });
    expect(points.at(-1)).toEqual({
      at: new Date(start + (count - 1) * MINUTE).toISOString(),
      market_cap: marketCap(count - 1),
      source: 'refresh',
    });
    const caps = points.map((point) => point.market_cap);
    expect([Math.min(...caps), Math.max(...caps)]).toEqual([10, 99_999]);
    const times = points.map((point) => Date.parse(point.at));
    expect(times.every((time, index) => index === 0 || time > (times[index - 1] as number))).toBe(true);
  });
});
