import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { sql } from 'kysely';
import { replaceAlerts, storeAlerts, storeAlertsWithTokenRows } from '../messages/alert-repository.js';
import { listActiveTokens } from '../tokens/token-repository.js';
import { refreshChannelCalls, storeConfluenceAsClockMoves, storeConfluenceScores } from './channel-calls.js';
import { CONFLUENCE_SLICES, confluenceScore, confluenceSliceOf, confluenceSlicesDue, earliness } from './confluence.js';
import { call } from './call.fixture.js';

describe('confluence score (pure)', () => {
  it('weighs the first caller 1, falling linearly to 0.5 an hour or more behind', () => {
    expect(earliness(0)).toBe(1);
    expect(earliness(30)).toBe(0.75);
    expect(earliness(60)).toBe(0.5);
    expect(earliness(600)).toBe(0.5);
    expect(earliness(-5)).toBe(1);
  });

  it('sums (0.5 + hit rate) × earliness over the chats, one decimal, 0 for none', () => {
    expect(confluenceScore([])).toBe(0);
    expect(confluenceScore([{ hitRate2x: 1, minutesBehindFirst: 0 }])).toBe(1.5);
    expect(confluenceScore([{ hitRate2x: null, minutesBehindFirst: 90 }])).toBe(0.3); // 0.25
    expect(
      confluenceScore([
        { hitRate2x: 0.5, minutesBehindFirst: 0 },
        { hitRate2x: 0.5, minutesBehindFirst: 0 },
      ]),
    ).toBe(2);
    // 1.5 + 0.375 + 0.25 = 2.125
    expect(
      confluenceScore([
        { hitRate2x: 1, minutesBehindFirst: 0 },
        { hitRate2x: 0, minutesBehindFirst: 30 },
        { hitRate2x: null, minutesBehindFirst: 120 },
      ]),
    ).toBe(2.1);
  });
});

/**
 * On a real PostgreSQL: chat-good's one judged call in the last 7 days doubled (hit rate 1),
 * chat-bad's did not (0), chat-new has none judged. Z is called by the three in the window.
 */
const T0 = Date.parse('2026-05-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const tokenX = 'XXXXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenY = 'YYYYtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenZ = 'ZZZZtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenV = 'VVVVtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenW = 'WWWWtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenU = 'UUUUtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenQ = 'QQQQtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenR = 'RRRRtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const tokenS = 'SSSStg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const DAY = 24 * 60;

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, [
    call('chat-good', tokenX, at(-3 * DAY), 10_000),
    call('chat-good', tokenX, at(-3 * DAY + 60), 30_000),
    call('chat-bad', tokenY, at(-2 * DAY), 10_000),
    call('chat-good', tokenZ, at(0), null),
    call('chat-bad', tokenZ, at(30), null),
    call('chat-new', tokenZ, at(120), null),
  ]);
});
afterAll(async () => {
  await test.drop();
});

async function stored() {
  const tokens = await listActiveTokens(test.db);
  return Object.fromEntries(tokens.map((token) => [token.token_address, [token.confluence_score, token.callers]]));
}
async function versions() {
  const { rows } = await sql<{ token_address: string; changed_xid: string }>`SELECT token_address, changed_xid::text FROM tokens`.execute(
    test.db,
  );
  return Object.fromEntries(rows.map((row) => [row.token_address, row.changed_xid]));
}

/** The analyzer's minute: the stale calls, then the scores as of `now`. */
async function refreshAt(now: Date): Promise<void> {
  await refreshChannelCalls(test.db);
  await storeConfluenceScores(test.db, now);
}

describe('confluence stored by the calls refresh and the confluence pass', () => {
  it('stores each token’s score and callers', async () => {
    await refreshAt(at(10 * 60));
    expect(await stored()).toEqual({ [tokenX]: [0, 1], [tokenY]: [0, 1], [tokenZ]: [2.1, 3] });
  });

  it('writes no row whose values did not change', async () => {
    const before = await versions();
    await refreshAt(at(10 * 60 + 1));
    expect(await versions()).toEqual(before);
  });

  it('lowers the score as calls leave the window, to 0, and keeps the callers', async () => {
    const before = await versions();
    await refreshAt(at(DAY + 10));
    expect(await stored()).toEqual({ [tokenX]: [0, 1], [tokenY]: [0, 1], [tokenZ]: [0.6, 3] });
    const after = await versions();
    expect(after[tokenX]).toBe(before[tokenX]);
    expect(after[tokenZ]).not.toBe(before[tokenZ]);
    await refreshAt(at(DAY + 121));
    expect((await stored())[tokenZ]).toEqual([0, 3]);
  });

  it('counts a new caller as soon as its call is derived', async () => {
    await storeAlerts(test.db, [call('chat-late', tokenY, at(DAY + 130), null)]);
    await refreshChannelCalls(test.db);
    // The callers and the score follow the calls in the refresh's own transaction, the score as of
    // the store's clock (the real one, months after these calls: out of its window).
    expect((await stored())[tokenY]).toEqual([0, 2]);
    await storeConfluenceScores(test.db, at(DAY + 131));
    // chat-late is a day behind chat-bad, and has no judged call: 0.5 × 0.5.
    expect((await stored())[tokenY]).toEqual([0.3, 2]);
  });

  it('scores the tokens of the extractor’s store in its calls refresh, answering the rows as stored', async () => {
    const now = at(DAY + 141);
    const { tokens } = await storeAlertsWithTokenRows(test.db, [call('chat-later', tokenY, at(DAY + 140), null)], now);
    // chat-late and chat-later, each a day behind chat-bad (out of the window) with no judged call: 2 × 0.25.
    expect(tokens.map((token) => [token.confluence_score, token.callers])).toEqual([[0.5, 3]]);
    expect(tokens).toEqual((await listActiveTokens(test.db)).filter((token) => token.token_address === tokenY));
    const before = await versions();
    await storeConfluenceScores(test.db, now);
    expect(await versions()).toEqual(before);
  });

  it('takes the callers’ hit rates as the last pass stored them, and computes those of chats it has not seen', async () => {
    const passAt = at(DAY + 200);
    await storeConfluenceScores(test.db, passAt);
    const hitRates = async () =>
      Object.fromEntries((await test.db.selectFrom('chat_hit_rates').selectAll().execute()).map((row) => [row.chat_id, row.hit_rate_2x]));
    // chat-good's one judged call (tokenX, 10K then 30K within the hour) doubled, chat-bad's did not.
    expect(await hitRates()).toMatchObject({ 'chat-good': 1, 'chat-bad': 0 });
    // The store now says 0 for chat-good, as if its calls had moved since: the writes must take that.
    await test.db.updateTable('chat_hit_rates').set({ hit_rate_2x: 0 }).where('chat_id', '=', 'chat-good').execute();
    // chat-fresh, which the pass never saw, doubles its first call before calling tokenW.
    await storeAlerts(test.db, [call('chat-fresh', tokenV, at(DAY + 201), 10_000), call('chat-fresh', tokenV, at(DAY + 202), 25_000)]);
    const { tokens } = await storeAlertsWithTokenRows(
      test.db,
      [call('chat-good', tokenW, at(DAY + 210), null), call('chat-fresh', tokenW, at(DAY + 211), null)],
      at(DAY + 212),
    );
    // chat-good first with its stored 0: 0.5; chat-fresh a minute behind with its computed 1: 1.5 × 0.99.
    expect(tokens.map((token) => [token.token_address, token.confluence_score])).toEqual([[tokenW, 2]]);
    // The next pass computes every chat's again, and stores chat-fresh's.
    await storeConfluenceScores(test.db, at(DAY + 213));
    expect(await hitRates()).toMatchObject({ 'chat-good': 1, 'chat-fresh': 1 });
  });

  it('scores the tokens of every store and edit as it refreshes their calls, as of its clock', async () => {
    const now = Date.now();
    // chat-good (stored hit rate 1) first: 1.5; chat-bad (0) half a minute behind: 0.5 × 0.996.
    const bad = call('chat-bad', tokenU, new Date(now - 30_000), null);
    await storeAlerts(test.db, [call('chat-good', tokenU, new Date(now - 60_000), null), bad]);
    expect((await stored())[tokenU]).toEqual([2, 2]);
    // chat-bad's message edited to name another token: tokenU has chat-good alone.
    await replaceAlerts(test.db, [{ ...bad, token: { ...bad.token!, address: tokenQ } }]);
    expect((await stored())[tokenU]).toEqual([1.5, 1]);
    expect((await stored())[tokenQ]).toEqual([0.5, 1]);
  });
});

describe('the slices of the candidates between full passes (pure)', () => {
  const minute = (minutes: number) => new Date(minutes * 60_000);

  it('are due by the minutes of the clock a span crosses, every slice for ten or more', () => {
    expect(confluenceSlicesDue(minute(1_003.2), minute(1_003.9))).toEqual(new Set());
    expect(confluenceSlicesDue(minute(1_003.9), minute(1_004.1))).toEqual(new Set([4]));
    expect(confluenceSlicesDue(minute(1_003), minute(1_006))).toEqual(new Set([4, 5, 6]));
    expect(confluenceSlicesDue(minute(1_008.5), minute(1_011.5))).toEqual(new Set([9, 0, 1]));
    expect(confluenceSlicesDue(minute(1_000), minute(1_000 + 3 * DAY)).size).toBe(CONFLUENCE_SLICES);
  });

  it('share the tokens about evenly', () => {
    const addresses = Array.from({ length: 5_000 }, (_, index) => createHash('sha256').update(String(index)).digest('base64url'));
    const sizes = Array.from(
      { length: CONFLUENCE_SLICES },
      (_, slice) => addresses.filter((address) => confluenceSliceOf(address) === slice).length,
    );
    expect(Math.min(...sizes)).toBeGreaterThan(400);
    expect(Math.max(...sizes)).toBeLessThan(600);
  });
});

describe('the scores between two full passes', () => {
  const start = 30 * DAY;
  /** The first minute after `after` whose slice is `address`'s. */
  const sliceMinuteOf = (address: string, after: number) => {
    let minute = after + 1;
    while (minute % CONFLUENCE_SLICES !== confluenceSliceOf(address)) minute++;
    return minute;
  };

  it('rescore the tokens with a call that left the window since the last pass, and the slice due', async () => {
    await storeAlerts(test.db, [call('chat-new', tokenS, at(start), null), call('chat-new', tokenR, at(start + 60), null)]);
    await storeConfluenceScores(test.db, at(start + 61));
    expect([(await stored())[tokenS], (await stored())[tokenR]]).toEqual([
      [0.5, 1],
      [0.5, 1],
    ]);
    // A score no writer made (a hand-made SQL fix): only a pass of its slice puts it right.
    await test.db.updateTable('tokens').set({ confluence_score: 9 }).where('token_address', '=', tokenR).execute();
    // tokenS's call leaves the window within a minute of the clock, before tokenR's: tokenS alone is rescored.
    expect(await storeConfluenceAsClockMoves(test.db, at(start + DAY), at(start + DAY + 0.5))).toBe(1);
    expect([(await stored())[tokenS], (await stored())[tokenR]]).toEqual([
      [0, 1],
      [9, 1],
    ]);
    // The minute before tokenR's slice leaves it; its slice's minute rescores it, called in the last day.
    const sliceMinute = sliceMinuteOf(tokenR, start + DAY + 1);
    await storeConfluenceAsClockMoves(test.db, at(sliceMinute - 1.5), at(sliceMinute - 0.5));
    expect((await stored())[tokenR]).toEqual([9, 1]);
    await storeConfluenceAsClockMoves(test.db, at(sliceMinute - 0.5), at(sliceMinute + 0.5));
    expect((await stored())[tokenR]).toEqual([0.5, 1]);
  });

  it('store the hit rates of chats new since the full pass, or of every chat when asked', async () => {
    const now = start + DAY + 40;
    // Nothing left and no slice due: nothing written. A chat new since the full pass has its hit
    // rate stored (its first call doubled), so the writes about its tokens read it rather than compute it.
    await storeAlerts(test.db, [call('chat-quick', tokenW, at(start + 70), 10_000), call('chat-quick', tokenW, at(start + 80), 25_000)]);
    expect(await storeConfluenceAsClockMoves(test.db, at(now), at(now + 0.5))).toBe(0);
    const hitRateOf = async (chatId: string) =>
      (await test.db.selectFrom('chat_hit_rates').select('hit_rate_2x').where('chat_id', '=', chatId).executeTakeFirst())?.hit_rate_2x;
    expect(await hitRateOf('chat-quick')).toBe(1);
    // A stored rate moves only with every chat's: chat-quick's later call, which did not double, counts then.
    await storeAlerts(test.db, [call('chat-quick', tokenQ, at(start + 90), 10_000), call('chat-quick', tokenQ, at(start + 100), 11_000)]);
    await storeConfluenceAsClockMoves(test.db, at(now + 0.5), at(now + 0.6));
    expect(await hitRateOf('chat-quick')).toBe(1);
    await storeConfluenceAsClockMoves(test.db, at(now + 0.6), at(now + 0.7), { everyHitRate: true });
    expect(await hitRateOf('chat-quick')).toBe(0.5);
  });
});
