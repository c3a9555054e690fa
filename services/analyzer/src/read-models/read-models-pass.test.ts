import { describe, expect, it } from '@jest/globals';
import { until } from '@solana-hub/testing';
import { COLLAPSED_ROW_QUIET_MS, storeAlerts } from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import { analyzerOnQueue } from '../testing/analyzer-on-queue.fixture.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { MISSING_ROWS_EVERY_MS, READ_MODELS_EVERY_MS, ReadModelsPass } from './read-models-pass.js';

// The analyzer keeps the tables the readers read (the dashboard's collapsed rows, the Channels
// page's counts) by a job scheduler of its own queue, on a real PostgreSQL and Redis.

const EARLY = '-1001000000001';
const LATE = '-1001000000002';
const PEPE = 'PepeCa11s1111111111111111111111111111pump';
const RELIC = 'Re1icCa11s111111111111111111111111111pump';

const analyzer = analyzerOnQueue(QueueName.ReadModels);
const { queue } = analyzer;

/** The ids a token's kept collapsed row holds; undefined while none is kept. */
async function keptCollapsedRow(address: string): Promise<string[] | undefined> {
  const row = await analyzer.database.db
    .selectFrom('collapsed_rows')
    .select('message_ids')
    .where('token_address', '=', address)
    .executeTakeFirst();
  return row?.message_ids;
}

/** The Channels page's kept calls per chat, as [chat, rows, calls summed]. */
async function callTotals(): Promise<Array<[string, number, number]>> {
  const rows = await analyzer.database.db
    .selectFrom('channel_call_totals')
    .select(['chat_id', (eb) => eb.fn.countAll<string>().as('rows'), (eb) => eb.fn.sum<string>('calls').as('calls')])
    .groupBy('chat_id')
    .orderBy('chat_id')
    .execute();
  return rows.map((row) => [row.chat_id, Number(row.rows), Number(row.calls)]);
}

describe('the read-models pass of the analyzer', () => {
  it('is a job scheduler of its own queue, every 10 seconds, whose first job runs at start', async () => {
    expect((await queue.getJobSchedulers()).map((scheduler) => [scheduler.key, scheduler.every])).toEqual([
      [QueueName.ReadModels, READ_MODELS_EVERY_MS],
    ]);
    await until(async () => (await queue.getCompletedCount()) > 0, 'a completed read-models job');
    // The passes below are run by hand, each as of its own clock: no repetition may come between.
    await queue.removeJobScheduler(QueueName.ReadModels);
  });

  it('folds the Channels counts each calls write logged into one row per chat, the sums unchanged', async () => {
    const call = (chatId: string, tokenAddress: string, messageId: string) => ({
      ...alertAbout({ tokenAddress, messageId, minutesAgo: 5, marketCap: 10_000 }),
      chatId,
    });
    // Three writes: each appends a row per chat whose figures it moved.
    await storeAlerts(analyzer.database.db, [call(EARLY, PEPE, '1')]);
    await storeAlerts(analyzer.database.db, [call(EARLY, RELIC, '2')]);
    await storeAlerts(analyzer.database.db, [call(LATE, PEPE, '3')]);
    // (Late's call behind Early's moves Early's figures too: a third row of Early's.)
    expect(await callTotals()).toEqual([
      [EARLY, 3, 2],
      [LATE, 1, 1],
    ]);
    const pass = analyzer.service.app.get(ReadModelsPass);
    // Early's three rows of totals, and the rows the same writes logged for the buckets.
    expect((await pass.run()).foldedCountRows).toBeGreaterThanOrEqual(3);
    expect(await callTotals()).toEqual([
      [EARLY, 1, 2],
      [LATE, 1, 1],
    ]);
  });

  it('keeps the collapsed row of a token only once its messages have been left alone a while', async () => {
    const pass = analyzer.service.app.get(ReadModelsPass);
    // Written just now: left to its readers, who compute it, until it has been quiet a while.
    await pass.run();
    expect(await keptCollapsedRow(PEPE)).toBeUndefined();
    expect(await pass.run(new Date(Date.now() + COLLAPSED_ROW_QUIET_MS))).toEqual({ foldedCountRows: 0, keptCollapsedRows: 2 });
    // Its two calls tell the same story: the row shows the newest alone.
    expect(await keptCollapsedRow(PEPE)).toHaveLength(1);
    expect(await keptCollapsedRow(RELIC)).toHaveLength(1);
    // Nothing changed since: a pass keeps and folds nothing.
    expect(await pass.run(new Date(Date.now() + COLLAPSED_ROW_QUIET_MS + 1_000))).toEqual({ foldedCountRows: 0, keptCollapsedRows: 0 });
  });

  it('keeps a dashboard token’s missing row, which no write marked, once a minute', async () => {
    const pass = analyzer.service.app.get(ReadModelsPass);
    await analyzer.database.db.deleteFrom('collapsed_rows').where('token_address', '=', RELIC).execute();
    const later = Date.now() + COLLAPSED_ROW_QUIET_MS + 2_000;
    expect(await pass.run(new Date(later))).toEqual({ foldedCountRows: 0, keptCollapsedRows: 0 });
    expect(await keptCollapsedRow(RELIC)).toBeUndefined();
    expect(await pass.run(new Date(later + MISSING_ROWS_EVERY_MS))).toEqual({ foldedCountRows: 0, keptCollapsedRows: 1 });
    expect(await keptCollapsedRow(RELIC)).toHaveLength(1);
  });
});
