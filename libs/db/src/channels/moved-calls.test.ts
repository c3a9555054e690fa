import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { insertAlerts, messageKey, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { recordMarketCap } from '../tokens/token-market-cap.js';
import { recordRefreshedMarketCap } from './market-cap-history.js';
import { refreshCallsAfterWrite, refreshChannelCalls } from './channel-calls.js';
import { callsMovedByWrite, tokensOfWrite, type AppendedWrite } from './moved-calls.js';
import { call, callsFromScratch, callsOf, staleTokensOf } from './call.fixture.js';

/**
 * The extractor's write of new alerts, and the analyzer's of a refreshed market cap, move a
 * token's calls by what they appended alone when nothing else waits on them and it is later than
 * everything the token has; otherwise they recompute them. Either way the calls equal a
 * recomputation from scratch.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const start = Date.UTC(2026, 6, 1);
const at = (minutes: number) => new Date(start + minutes * 60_000);
const tokenNamed = (name: string) => `${name}${randomBytes(6).toString('hex')}`;

/** Stores the alerts in their own transaction without refreshing any call: what a write commits before its refresh. */
function commitAlerts(alerts: readonly NewAlert[]): Promise<AppendedWrite> {
  return test.db
    .transaction()
    .execute((tx) =>
      insertAlerts(
        tx,
        alerts.map((alert) => [messageKey(alert.chatId, alert.messageId), alert]),
      ),
    )
    .then(({ write }) => write);
}

/** What the refresh after `write` would decide for its tokens, seen in a transaction rolled back after. */
async function decisionAfter(write: AppendedWrite): Promise<{ moved: string[]; recompute: string[] }> {
  const tokens = tokensOfWrite(write);
  let decision = { moved: [] as string[], recompute: [] as string[] };
  const rollBack = new Error('roll back');
  await test.db
    .transaction()
    .execute(async (tx) => {
      const marks = await tx
        .deleteFrom('channel_calls_stale')
        .where('token_address', 'in', tokens)
        .returning(['token_address', sql<string>`written_by::text`.as('written_by')])
        .execute();
      const { rows, recompute } = await callsMovedByWrite(tx, marks, write);
      decision = {
        moved: [...new Set(rows.flatMap((row) => (typeof row.token_address === 'string' ? [row.token_address] : [])))],
        recompute,
      };
      throw rollBack;
    })
    .catch((error: unknown) => {
      if (error !== rollBack) throw error;
    });
  return decision;
}

/** Records a refreshed market cap in its own transaction without refreshing any call, answering the write it appended. */
async function commitRefresh(token: string, marketCap: number, when: Date): Promise<AppendedWrite> {
  const history = await recordRefreshedMarketCap(test.db, token, marketCap, when);
  if (!history?.inserted) throw new Error('the refreshed market cap added no row');
  return { writtenBy: history.writtenBy, alerts: [], refreshes: [{ token_address: token, observed_at: when, market_cap: marketCap }] };
}

/** The refresh after `write` recomputes `token` from scratch (it cannot move it), and then its calls are a recomputation's. */
async function expectRecomputedAfter(write: AppendedWrite, token: string): Promise<void> {
  expect(await decisionAfter(write)).toEqual({ moved: [], recompute: [token] });
  await refreshCallsAfterWrite(test.db, write);
  expect(await callsOf(test.db, [token])).toEqual(await callsFromScratch(test.db, [token]));
}

describe('calls moved by new alerts and refreshed market caps', () => {
  it('move by alerts later than the token has: new peaks, a new low before one, 2x, a new chat', async () => {
    const token = tokenNamed('M');
    await storeAlerts(test.db, [
      call('chat-1', token, at(0), 10_000),
      call('chat-1', token, at(10), 12_000),
      call('chat-2', token, at(20), 8_000),
    ]);
    const write = await commitAlerts([
      call('chat-2', token, at(30), 25_000),
      call('chat-3', token, at(40), 5_000),
      call('chat-4', token, at(45), null),
      call('chat-1', token, at(50), 40_000),
    ]);
    expect(await decisionAfter(write)).toEqual({ moved: [token], recompute: [] });
    await refreshCallsAfterWrite(test.db, write);
    const kept = await callsOf(test.db, [token]);
    expect(kept.map((row) => [row.chat_id, row.peak_7d, row.minutes_to_2x, row.drawdown_7d, row.lowest_7d, row.first])).toEqual([
      ['chat-1', 40_000, 30, 0.5, 5_000, true],
      ['chat-2', 40_000, 10, 0.375, 5_000, false],
      ['chat-3', 40_000, 10, 0, 40_000, false],
      // States none: its market cap at the call is chat-3's 5k, the last known before it.
      ['chat-4', 40_000, 5, 0, 40_000, false],
    ]);
    expect(kept).toEqual(await callsFromScratch(test.db, [token]));
  });

  it('recompute a token when a new alert is older than its latest message', async () => {
    const token = tokenNamed('L');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000), call('chat-2', token, at(60), 30_000)]);
    const write = await commitAlerts([call('chat-3', token, at(30), 20_000)]);
    await expectRecomputedAfter(write, token);
  });

  it('recompute a token another write changed and has not refreshed yet', async () => {
    const token = tokenNamed('O');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000)]);
    await commitAlerts([call('chat-2', token, at(10), 30_000)]);
    const write = await commitAlerts([call('chat-3', token, at(20), 20_000)]);
    await expectRecomputedAfter(write, token);
  });

  it('recompute a token whose refreshed market cap is later than the new alert', async () => {
    const token = tokenNamed('R');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000)]);
    await recordMarketCap(test.db, token, 50_000, at(30));
    const write = await commitAlerts([call('chat-2', token, at(20), 20_000)]);
    expect(await decisionAfter(write)).toEqual({ moved: [], recompute: [token] });
  });

  it('recompute a token whose calls were stored before their lowest market cap was kept', async () => {
    const token = tokenNamed('U');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000), call('chat-1', token, at(10), 20_000)]);
    await test.db.updateTable('channel_calls').set({ lowest_7d: null }).where('token_address', '=', token).execute();
    const write = await commitAlerts([call('chat-2', token, at(20), 30_000)]);
    await expectRecomputedAfter(write, token);
  });

  it('leave a token alone when a refresh since the write recomputed it', async () => {
    const token = tokenNamed('G');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000)]);
    const write = await commitAlerts([call('chat-2', token, at(20), 30_000)]);
    await refreshChannelCalls(test.db);
    expect(await decisionAfter(write)).toEqual({ moved: [], recompute: [] });
    await refreshCallsAfterWrite(test.db, write);
    expect(await callsOf(test.db, [token])).toEqual(await callsFromScratch(test.db, [token]));
  });

  it('move by a refreshed market cap later than the token has: a new peak after a lower one', async () => {
    const token = tokenNamed('F');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000), call('chat-2', token, at(10), 12_000)]);
    await recordMarketCap(test.db, token, 6_000, at(20));
    const write = await commitRefresh(token, 30_000, at(30));
    expect(await decisionAfter(write)).toEqual({ moved: [token], recompute: [] });
    await refreshCallsAfterWrite(test.db, write);
    const kept = await callsOf(test.db, [token]);
    expect(kept.map((row) => [row.chat_id, row.peak_7d, row.peak_source, row.minutes_to_2x, row.drawdown_7d, row.lowest_7d])).toEqual([
      ['chat-1', 30_000, 'refresh', 30, 0.4, 6_000],
      ['chat-2', 30_000, 'refresh', 20, 0.5, 6_000],
    ]);
    expect(kept).toEqual(await callsFromScratch(test.db, [token]));
  });

  it('start a new call stating no market cap from the highest of one time, an alert above a refresh', async () => {
    const token = tokenNamed('T');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000), call('chat-1', token, at(10), 20_000)]);
    await recordMarketCap(test.db, token, 15_000, at(10));
    const write = await commitAlerts([call('chat-2', token, at(20), null)]);
    expect(await decisionAfter(write)).toEqual({ moved: [token], recompute: [] });
    await refreshCallsAfterWrite(test.db, write);
    const kept = await callsOf(test.db, [token]);
    expect(kept.find((row) => row.chat_id === 'chat-2')?.market_cap_at_call).toBe(20_000);
    expect(kept).toEqual(await callsFromScratch(test.db, [token]));
  });

  it('recompute a token whose refreshed market cap is older than its latest alert', async () => {
    const token = tokenNamed('E');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000), call('chat-2', token, at(60), 30_000)]);
    const write = await commitRefresh(token, 50_000, at(30));
    await expectRecomputedAfter(write, token);
  });

  it('recompute a token whose refreshed market cap was raised at a time it had, and leave it when nothing changed', async () => {
    const token = tokenNamed('H');
    await storeAlerts(test.db, [call('chat-1', token, at(0), 10_000)]);
    await recordMarketCap(test.db, token, 20_000, at(30));
    await recordMarketCap(test.db, token, 25_000, at(30));
    expect(await staleTokensOf(test.db, [token])).toEqual([]);
    expect(await callsOf(test.db, [token])).toEqual(await callsFromScratch(test.db, [token]));
    expect((await callsOf(test.db, [token]))[0]?.peak_7d).toBe(25_000);
    // Lower than the one kept at that time: the history and the calls stay as they are.
    expect(await recordRefreshedMarketCap(test.db, token, 15_000, at(30))).toBeNull();
    expect(await staleTokensOf(test.db, [token])).toEqual([]);
  });

  /**
   * A live day: batches mostly later than the last (so most move), some late, two writers
   * at once, refreshed market caps between (mostly later than everything, some as old as the
   * latest alert or late); with few distinct values and times, so peaks, 2x and
   * lows tie.
   */
  it('equal a recomputation from scratch after any batches, late ones and concurrent ones among them', async () => {
    const alertArbitrary = fc.record({
      chat: fc.integer({ min: 0, max: 4 }),
      token: fc.integer({ min: 0, max: 1 }),
      step: fc.integer({ min: 0, max: 3 }).map((step) => step * 40),
      marketCap: fc.option(
        fc.integer({ min: 1, max: 12 }).map((k) => k * 5_000),
        { nil: null },
      ),
    });
    const operationArbitrary = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({ kind: fc.constant('batch' as const), alerts: fc.array(alertArbitrary, { minLength: 1, maxLength: 4 }) }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('late' as const), alert: alertArbitrary }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('together' as const),
          one: fc.array(alertArbitrary, { minLength: 1, maxLength: 3 }),
          two: fc.array(alertArbitrary, { minLength: 1, maxLength: 3 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('refresh-market-cap' as const),
          token: fc.integer({ min: 0, max: 1 }),
          marketCap: fc.integer({ min: 1, max: 12 }).map((k) => k * 5_000),
          // Later than everything (most), as old as the latest alert, or late.
          behind: fc.oneof({ weight: 4, arbitrary: fc.constant(-5) }, { weight: 1, arbitrary: fc.constantFrom(0, 30) }),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 1, maxLength: 20 }), async (operations) => {
        const run = randomBytes(4).toString('hex');
        const tokens = [0, 1].map((index) => `Live${run}${index}`);
        let clock = 0;
        const alertOf = (alert: { chat: number; token: number; step: number; marketCap: number | null }, minute: number) =>
          call(`chat-${alert.chat}`, tokens[alert.token] ?? '', at(minute), alert.marketCap);
        const batchOf = (alerts: ReadonlyArray<{ chat: number; token: number; step: number; marketCap: number | null }>) =>
          alerts.map((alert) => alertOf(alert, (clock += alert.step)));
        for (const operation of operations) {
          if (operation.kind === 'batch') await storeAlerts(test.db, batchOf(operation.alerts));
          else if (operation.kind === 'late')
            await storeAlerts(test.db, [alertOf(operation.alert, Math.max(0, clock - operation.alert.step - 30))]);
          else if (operation.kind === 'together')
            await Promise.all([storeAlerts(test.db, batchOf(operation.one)), storeAlerts(test.db, batchOf(operation.two))]);
          else if (operation.behind < 0)
            await recordMarketCap(test.db, tokens[operation.token] ?? '', operation.marketCap, at((clock += 5)));
          else
            await recordMarketCap(test.db, tokens[operation.token] ?? '', operation.marketCap, at(Math.max(0, clock - operation.behind)));
        }
        const kept = await callsOf(test.db, tokens);
        expect(await staleTokensOf(test.db, tokens)).toEqual([]);
        expect(kept).toEqual(await callsFromScratch(test.db, tokens));
      }),
      { numRuns: 40 },
    );
  });
});
