// The Channels page's answer for 200 chats and 100,000 calls (goal: ≤ 300 ms) on a
// real PostgreSQL, as the gateway computes it: channelScores, a read (the writers keep the
// calls). Also what the derived calls cost: storing the history through the extractor's write
// path (with the triggers and each batch's calls refresh), every call recomputed by the minute
// pass's sweep, a burst of new messages and market caps with their refreshes, and the analyzer's
// confluence pass over every token (storeConfluenceScores, once a minute) with the fold of the
// kept counts (foldChannelCallCounts). Figures only.
//   npm run -s -w @solana-hub/bench channels     (DATABASE_URL, else 127.0.0.1:5432; BENCH_CALLS=100000, BENCH_CHATS=200)
import { sql, type Kysely } from 'kysely';
import { CHANNEL_PERIOD_MS, CHANNEL_PERIODS, type ChannelPeriod } from '@solana-hub/contracts';
import {
  channelScores,
  foldChannelCallCounts,
  recordMarketCap,
  refreshChannelCalls,
  storeAlerts,
  storeConfluenceScores,
  type Database,
  type NewAlert,
} from '@solana-hub/db';
import { createTestDatabase, newAlert, randomSequence } from '@solana-hub/testing';
import { machine, printTable, rate } from './figures.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const CHATS = Number(process.env.BENCH_CHATS ?? 200);
/** Chats calling each token: 100,000 calls over 10,000 tokens. */
const CALLERS_PER_TOKEN = 10;
/** Later messages per token stating a market cap (its history besides the calls). */
const LATER_MESSAGES_PER_TOKEN = 4;
const RUNS = 20;
const DAY = 86_400_000;
const count = (n: number) => n.toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Each token is first called within the last 30 days, then by CALLERS_PER_TOKEN distinct chats
 * over the next hours, each stating a market cap, followed by later messages over a few days.
 */
function history(now: number): NewAlert[] {
  const random = randomSequence(17);
  const tokens = Math.ceil(CALLS / CALLERS_PER_TOKEN);
  const alerts: NewAlert[] = [];
  let messageId = 0;
  const alert = (chat: number, address: string, at: number, marketCap: number): NewAlert =>
    newAlert({
      chatId: `-100${String(chat).padStart(10, '0')}`,
      messageId: String(++messageId),
      timestamp: new Date(at),
      text: `call ${messageId}`,
      token: { address, chain: 'solana', name: `Bench ${address.slice(-6)}`, symbol: 'BNCH' },
      marketCap,
    });
  for (let token = 0; token < tokens; token += 1) {
    const address = `Bench${String(token).padStart(10, '0')}`;
    const firstAt = now - random() * 30 * DAY;
    const startCap = 5_000 + random() * 100_000;
    const chats = new Set<number>();
    while (chats.size < CALLERS_PER_TOKEN) chats.add(Math.floor(random() * CHATS));
    for (const chat of chats) alerts.push(alert(chat, address, firstAt + random() * 6 * 3_600_000, startCap * (0.5 + random() * 2)));
    for (let later = 0; later < LATER_MESSAGES_PER_TOKEN; later += 1) {
      alerts.push(alert([...chats][later] ?? 0, address, firstAt + random() * 5 * DAY, startCap * random() * 8));
    }
  }
  return alerts;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/** The gateway's answer for a period: the aggregate alone (the writers keep the calls). */
async function answer(db: Kysely<Database>, period: ChannelPeriod, now: number) {
  const reach = CHANNEL_PERIOD_MS[period];
  return channelScores(db, reach === null ? null : new Date(now - reach));
}

/** Milliseconds to store the alerts as the extractor does, 1,000 a batch. */
async function storeAll(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<number> {
  const [elapsed] = await timed(async () => {
    for (let start = 0; start < alerts.length; start += 1_000) await storeAlerts(db, alerts.slice(start, start + 1_000));
  });
  return elapsed;
}

const now = Date.now();
const alerts = history(now);
// What the stale-marking trigger costs the extractor's writes: the same history without it.
/** Milliseconds to store the history in a database of its own with these triggers disabled. */
async function storeWithout(triggers: ReadonlyArray<{ table: string; trigger: string }>): Promise<number> {
  const own = await createTestDatabase();
  try {
    for (const { table, trigger } of triggers)
      await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.id(trigger)}`.execute(own.db);
    return await storeAll(own.db, alerts);
  } finally {
    await own.drop();
  }
}
const untriggeredMs = await storeWithout([{ table: 'messages', trigger: 'messages_stale_calls_insert' }]);
// What keeping the Channels counts costs the calls refresh of every batch.
const uncountedMs = await storeWithout(
  ['insert', 'update', 'delete'].map((op) => ({ table: 'channel_calls', trigger: `channel_calls_count_${op}` })),
);

const database = await createTestDatabase();
try {
  const storeMs = await storeAll(database.db, alerts);
  // Every call recomputed from nothing by the minute pass's sweep, as after an upgrade.
  await database.db.deleteFrom('channel_calls').execute();
  await sql`INSERT INTO channel_calls_stale (token_address) SELECT token_address FROM tokens`.execute(database.db);
  const [coldMs, tokens] = await timed(() => refreshChannelCalls(database.db));
  const calls = Number(
    (
      await database.db
        .selectFrom('channel_calls')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  const rows: Array<[string, string]> = [
    ['machine', machine()],
    ['history', `${count(alerts.length)} messages, ${count(tokens)} tokens, ${count(calls)} calls of ${CHATS} chats`],
    [
      'storing it (storeAlerts and its calls refresh, 1,000 a batch, with the triggers)',
      `${ms(storeMs)} (${count(rate(alerts.length, storeMs))} messages/s)`,
    ],
    ['the same without the stale-marking trigger', `${ms(untriggeredMs)} (${count(rate(alerts.length, untriggeredMs))} messages/s)`],
    ["the same without the Channels counts' triggers", `${ms(uncountedMs)} (${count(rate(alerts.length, uncountedMs))} messages/s)`],
    ['every call recomputed by the sweep', `${ms(coldMs)} (${count(rate(calls, coldMs))} calls/s)`],
  ];
  const [firstPassMs] = await timed(() => storeConfluenceScores(database.db, new Date(now)));
  const [nextPassMs] = await timed(() => storeConfluenceScores(database.db, new Date(now + 60_000)));
  rows.push(['the confluence pass over every token, first run', ms(firstPassMs)]);
  rows.push(['the same a minute later (only changed scores written)', ms(nextPassMs)]);
  // The minute pass also folds the kept counts' logs, which the sweep's writes grew.
  const [foldMs, folded] = await timed(() => foldChannelCallCounts(database.db));
  rows.push([`the pass's fold of the kept counts after the sweep (${count(folded)} rows)`, ms(foldMs)]);
  // Right after the sweep the table's pages are not yet all-visible (heap fetches);
  // autovacuum sets them soon after (migration 0011 vacuums the table at 2 % changed rows).
  for (const vacuumed of [false, true]) {
    if (vacuumed) await sql`VACUUM ANALYZE channel_calls`.execute(database.db);
    for (const period of CHANNEL_PERIODS) {
      await answer(database.db, period, now);
      const times: number[] = [];
      let channels = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const [elapsed, scores] = await timed(() => answer(database.db, period, now));
        times.push(elapsed);
        channels = scores.channels.length;
      }
      const when = vacuumed ? 'vacuumed' : 'fresh';
      rows.push([
        `answer for period=${period} (${channels} chats), ${when}, median / p95 of ${RUNS}`,
        `${ms(median(times))} / ${ms(p95(times))}`,
      ]);
    }
  }

  // A burst between two answers: 200 new messages on 100 tokens and 20 refreshed market caps.
  // Each write refreshes the calls of its tokens, so the sweep after them finds nothing.
  const burst = alerts.slice(0, 200).map((alert, index) => ({ ...alert, messageId: `burst-${index}`, timestamp: new Date(now - 60_000) }));
  const [burstMs] = await timed(async () => {
    await storeAlerts(database.db, burst);
    for (const alert of burst.slice(0, 20))
      if (alert.token) await recordMarketCap(database.db, alert.token.address, 1_000_000, new Date(now - 30_000));
  });
  const [sweepMs, sweptTokens] = await timed(() => refreshChannelCalls(database.db));
  const [afterMs] = await timed(() => answer(database.db, '7d', now));
  rows.push(['200 new messages and 20 refreshed market caps, each write with its calls refresh', ms(burstMs)]);
  rows.push([`the sweep after them (${sweptTokens} tokens left stale)`, ms(sweepMs)]);
  rows.push(['the next answer for period=7d', ms(afterMs)]);
  const [allAfterMs] = await timed(() => answer(database.db, 'all', now));
  const [burstFoldMs, burstFolded] = await timed(() => foldChannelCallCounts(database.db));
  rows.push(['the next answer for period=all, before the fold', ms(allAfterMs)]);
  rows.push([`the fold after the burst (${count(burstFolded)} rows)`, ms(burstFoldMs)]);
  printTable(rows);
} finally {
  await database.drop();
}
