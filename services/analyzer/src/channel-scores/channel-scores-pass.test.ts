import { describe, expect, it } from '@jest/globals';
import { until } from '@solana-hub/testing';
import {
  COLLAPSED_ROW_QUIET_MS,
  CONFLUENCE_SLICES,
  confluenceSliceOf,
  rewriteChangedAlerts,
  storeAlerts,
  type NewAlert,
} from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { analyzerOnQueue } from '../testing/analyzer-on-queue.fixture.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { CHANNEL_SCORES_EVERY_MS, ChannelScoresPass } from './channel-scores-pass.js';

// The analyzer keeps the channel calls and the tokens' confluence scores current by a job
// scheduler of its own queue, on a real PostgreSQL and Redis.

const EARLY = '-1001000000001';
const LATE = '-1001000000002';
const NEWCOMER = '-1001000000003';
const PEPE = 'PepeCa11s1111111111111111111111111111pump';
const RELIC = 'Re1icCa11s111111111111111111111111111pump';
const FOLDER = '-1001000000004';
const HOUR_MINUTES = 60;

let nextId = 1;
// Early calls Pepe at 10K, Late 10 minutes after at 25K: Early's call doubled (hit rate 1), Late's
// has nothing after it (a miss, 0). Pepe: 1.5 for Early + 0.5 × (1 − 0.5 × 10 / 60) for Late = 1.96 → 2.
const analyzer = analyzerOnQueue(QueueName.ChannelScores, async (db) => {
  await storeAlerts(db, [callOf(EARLY, PEPE, 30, 10_000), callOf(LATE, PEPE, 20, 25_000)]);
});
const { queue } = analyzer;

function callOf(chatId: string, tokenAddress: string, minutesAgo: number, marketCap: number | null): NewAlert {
  return { ...alertAbout({ tokenAddress, messageId: String(nextId++), minutesAgo, marketCap }), chatId };
}

function tokenFigures(address: string) {
  return analyzer.database.db
    .selectFrom('tokens')
    .select(['confluence_score', 'callers'])
    .where('token_address', '=', address)
    .executeTakeFirstOrThrow();
}

/** The ids a token's kept collapsed row holds; undefined while none is kept. */
async function keptCollapsedRow(address: string): Promise<string[] | undefined> {
  const row = await analyzer.database.db
    .selectFrom('collapsed_rows')
    .select('message_ids')
    .where('token_address', '=', address)
    .executeTakeFirst();
  return row?.message_ids;
}

async function staleTokens(): Promise<number> {
  const { n } = await analyzer.database.db
    .selectFrom('channel_calls_stale')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('the channel-scores pass of the analyzer', () => {
  it('is a job scheduler of its own queue, every minute, whose first job at start derives the calls and the scores', async () => {
    expect((await queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler.every])).toEqual([
      [QueueName.ChannelScores, CHANNEL_SCORES_EVERY_MS],
    ]);
    await until(async () => (await tokenFigures(PEPE)).confluence_score === 2, 'Pepe’s score from the pass at start');
    expect(await tokenFigures(PEPE)).toEqual({ confluence_score: 2, callers: 2 });
    expect(await staleTokens()).toBe(0);
    const calls = await analyzer.database.db
      .selectFrom('channel_calls')
      .select(['chat_id', 'first', 'peak_7d'])
      .orderBy('called_at')
      .execute();
    expect(calls).toEqual([
      { chat_id: EARLY, first: true, peak_7d: 25_000 },
      { chat_id: LATE, first: false, peak_7d: null },
    ]);
    await until(async () => (await queue.getCompletedCount()) > 0, 'a completed channel-scores job');
  });

  it('takes a new call into the scores at the next job', async () => {
    // A newcomer with no judged call is Relic's first and only caller: (0.5 + 0) × 1.
    await storeAlerts(analyzer.database.db, [callOf(NEWCOMER, RELIC, 5, null)]);
    const completed = await queue.getCompletedCount();
    await queue.add(QueueName.ChannelScores, {});
    await until(async () => (await queue.getCompletedCount()) > completed, 'the channel-scores job');
    expect(await tokenFigures(RELIC)).toEqual({ confluence_score: 0.5, callers: 1 });
    // Relic was written just now: its collapsed row is left to its readers until it has been
    // quiet a while; a pass then keeps it (and Pepe's, if the pass at start found it too recent:
    // its two calls tell the same story, so its row shows the newest alone).
    expect(await keptCollapsedRow(RELIC)).toBeUndefined();
    const pass = analyzer.service.app.get(ChannelScoresPass);
    await pass.run(new Date(Date.now() + COLLAPSED_ROW_QUIET_MS));
    expect(await keptCollapsedRow(RELIC)).toHaveLength(1);
    expect(await keptCollapsedRow(PEPE)).toHaveLength(1);
    expect(await tokenFigures(RELIC)).toEqual({ confluence_score: 0.5, callers: 1 });
    // Nothing changed since: a pass recomputes and writes nothing.
    expect(await pass.run(new Date(Date.now() + COLLAPSED_ROW_QUIET_MS + 1_000))).toEqual({
      rebuiltTokens: 0,
      recomputedTokens: 0,
      scoredTokens: 0,
      fullConfluence: false,
      foldedCountRows: 0,
      keptCollapsedRows: 0,
    });
  });

  it('rescores a tenth of the tokens each minute of the clock: a hand-made score within ten minutes', async () => {
    const pass = analyzer.service.app.get(ChannelScoresPass);
    // Half a minute into a minute of the clock after the last pass's.
    const firstMinute = Math.floor((Date.now() + COLLAPSED_ROW_QUIET_MS) / 60_000) + 1;
    const minute = (minutes: number) => new Date((firstMinute + minutes) * 60_000 + 30_000);
    expect(await pass.run(minute(0))).toMatchObject({ fullConfluence: false });
    // A score no writer made (a hand-made SQL fix): each pass rescores its minute's slice, RELIC's in its own.
    await analyzer.database.db.updateTable('tokens').set({ confluence_score: 9 }).where('token_address', '=', RELIC).execute();
    const scores: number[] = [];
    for (let minutes = 1; minutes <= CONFLUENCE_SLICES; minutes++) {
      expect(await pass.run(minute(minutes))).toMatchObject({ fullConfluence: false });
      scores.push((await tokenFigures(RELIC)).confluence_score);
    }
    const relicsMinute =
      (confluenceSliceOf(RELIC) - (firstMinute % CONFLUENCE_SLICES) + CONFLUENCE_SLICES) % CONFLUENCE_SLICES || CONFLUENCE_SLICES;
    expect(scores).toEqual(scores.map((_, index) => (index + 1 < relicsMinute ? 9 : 0.5)));
  });

  it('continues from the last pass of any analyzer, and is full when the kept time is unreadable', async () => {
    const { app } = analyzer.service;
    const another = new ChannelScoresPass(app.get(DATABASE), app.get(REDIS), app.get(CONFIG), app.get(LOGGER));
    const later = new Date(Date.now() + COLLAPSED_ROW_QUIET_MS + 15 * 60_000);
    expect(await another.run(later)).toMatchObject({ fullConfluence: false });
    await app.get<Redis>(REDIS).set(`${app.get<Config>(CONFIG).redisPrefix}:channel-scores:last-pass-at`, 'not a time');
    expect(await another.run(new Date(later.getTime() + 60_000))).toMatchObject({ fullConfluence: true });
    expect(await app.get(ChannelScoresPass).run(new Date(later.getTime() + 120_000))).toMatchObject({ fullConfluence: false });
  });

  it('lowers the scores as the calls leave the 24-hour window, keeping the callers', async () => {
    const dayLater = new Date(Date.now() + (24 * HOUR_MINUTES + 30) * 60_000);
    expect(await analyzer.service.app.get(ChannelScoresPass).run(dayLater)).toEqual({
      rebuiltTokens: 0,
      recomputedTokens: 0,
      scoredTokens: 2,
      fullConfluence: false,
      foldedCountRows: 0,
      keptCollapsedRows: 0,
    });
    expect(await tokenFigures(PEPE)).toEqual({ confluence_score: 0, callers: 2 });
    expect(await tokenFigures(RELIC)).toEqual({ confluence_score: 0, callers: 1 });
  });

  it('rebuilds the tokens a replay marked and left, with their calls', async () => {
    // Late's call of Pepe read again at 40K: Early's call now peaks there.
    const replayed = { ...alertAbout({ tokenAddress: PEPE, messageId: '2', minutesAgo: 20, marketCap: 40_000 }), chatId: LATE };
    expect(await rewriteChangedAlerts(analyzer.database.db, [replayed], { deferRebuilds: true })).toEqual({
      changed: [true],
      tokensRebuilt: 1,
    });
    expect(await analyzer.service.app.get(ChannelScoresPass).run()).toMatchObject({ rebuiltTokens: 1, recomputedTokens: 0 });
    expect(
      await analyzer.database.db
        .selectFrom('tokens')
        .select('current_market_cap')
        .where('token_address', '=', PEPE)
        .executeTakeFirstOrThrow(),
    ).toEqual({ current_market_cap: 40_000 });
    expect(
      await analyzer.database.db.selectFrom('channel_calls').select('peak_7d').where('chat_id', '=', EARLY).executeTakeFirstOrThrow(),
    ).toEqual({
      peak_7d: 40_000,
    });
    expect(await analyzer.database.db.selectFrom('tokens_stale').selectAll().execute()).toEqual([]);
  });

  it('folds the Channels counts each calls write logged into one row per chat, the sums unchanged', async () => {
    const totals = async () => {
      const rows = await analyzer.database.db
        .selectFrom('channel_call_totals')
        .select([(eb) => eb.fn.countAll<string>().as('rows'), (eb) => eb.fn.sum<string>('calls').as('calls')])
        .where('chat_id', '=', FOLDER)
        .executeTakeFirstOrThrow();
      return [Number(rows.rows), Number(rows.calls)];
    };
    // Two writes of a new chat's first calls: each appends a row of its own.
    await storeAlerts(analyzer.database.db, [callOf(FOLDER, PEPE, 4, 30_000)]);
    await storeAlerts(analyzer.database.db, [callOf(FOLDER, RELIC, 3, 5_000)]);
    expect(await totals()).toEqual([2, 2]);
    expect((await analyzer.service.app.get(ChannelScoresPass).run()).foldedCountRows).toBeGreaterThanOrEqual(2);
    expect(await totals()).toEqual([1, 2]);
  });
});
