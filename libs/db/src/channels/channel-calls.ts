import { sql, type Kysely, type Transaction } from 'kysely';
import type { Token } from '@solana-hub/contracts';
import type { ChannelCallsTable, Database } from '../schema.js';
import { tokensByAddress } from '../tokens/token-repository.js';
import { callFigures, minutesBehindFirst, type MarketCapPoint } from './call-figures.js';
import { marketCapHistories } from './market-cap-history.js';
import {
  confluenceCandidates,
  confluenceCandidatesDue,
  storeCallers,
  storeChatHitRates,
  storeConfluence,
  storeNewChatHitRates,
} from './confluence.js';
import { insertRows, type JsonRow } from '../common/json-rows.js';
import { callRow, type FirstMessage } from './call-row.js';
import { callsMovedByWrite, tokensOfWrite, type AppendedWrite } from './moved-calls.js';

/** Tokens recomputed (or scored) per transaction: a sweep after a big import, or the minute's scores, go in steps. */
const TOKENS_PER_STEP = 500;
/**
 * The first key ('call') of the two-key advisory locks of single tokens, the second being the
 * hash of the address. Two tokens of the same hash only wait for each other.
 */
const TOKEN_LOCK_CLASS = 0x63616c6c;

/**
 * Brings channel_calls up to date for these tokens, whose messages or market-cap history the
 * caller just changed and committed: what every writer runs right after its transaction
 * (storeAlerts, replaceAlerts, rewriteChangedAlerts, correctMessage, recordMarketCap, the
 * history's thinning), so a reader finds the calls right without writing. The tokens' callers
 * and confluence scores as of `now` are set with them (storeConfluence): between its full passes
 * the analyzer rescores only a tenth of the tokens a minute and those whose calls left the window
 * (storeConfluenceAsClockMoves), so every writer of calls keeps its tokens' scores current. Run
 * after the writer's transaction, never inside it: a refresh (and each step of the minute's
 * confluence pass) holds its tokens' locks while it writes their rows, and a transaction holding
 * those rows while waiting for one of the locks would deadlock.
 *
 * Takes the tokens' own locks (lockCallsOf), deletes their stale marks, then reads the messages
 * with a newer snapshot: every write whose mark it deleted is visible to it, and a write still
 * uncommitted leaves its mark (and refreshes after its own commit). Two writers of one token
 * take turns, so an older computation never overwrites a newer one.
 */
export async function refreshCallsOf(db: Kysely<Database>, tokens: readonly string[], now = new Date()): Promise<void> {
  await refreshCallsThen(db, tokens, async (tx, sorted) => {
    await storeConfluence(tx, now, sorted);
  });
}

/**
 * refreshCallsOf after a write that only appended to its tokens' histories (storeAlerts' new
 * alerts, recordMarketCap's new market cap), whose tokens' calls move by what it appended where
 * they can (callsMovedByWrite) instead of being recomputed from every message and market cap the
 * tokens have. Market caps alone move only the calls' peaks, which no caller or score reads: such
 * a write sets the callers alone, sparing the score's read of every call (the analyzer's refresh
 * records some 300 tokens' market caps a minute).
 */
export async function refreshCallsAfterWrite(db: Kysely<Database>, write: AppendedWrite, now = new Date()): Promise<void> {
  await refreshCallsThen(
    db,
    tokensOfWrite(write),
    async (tx, sorted) => {
      if (write.alerts.length > 0) await storeConfluence(tx, now, sorted);
      else await storeCallers(tx, sorted);
    },
    write,
  );
}

/**
 * refreshCallsAfterWrite of a batch of new alerts, answering their tokens' rows as that
 * transaction leaves them (callers and confluence scores as of `now` included): the extractor's
 * write, whose rows go to the dashboards. A row whose callers and score both move is written
 * once, not once for each.
 */
export async function refreshCallsAndConfluenceAfterNewAlerts(
  db: Kysely<Database>,
  write: AppendedWrite,
  now = new Date(),
): Promise<Token[]> {
  const rows = await refreshCallsThen(
    db,
    tokensOfWrite(write),
    async (tx, sorted) => {
      await storeConfluence(tx, now, sorted);
      return tokensByAddress(tx, sorted);
    },
    write,
  );
  return rows ?? [];
}

/**
 * Under the tokens' locks, deletes their stale marks, brings their calls up to date (moved by the
 * write's appended alerts and market caps where they can, else recomputed), then writes their rows with `store`.
 */
async function refreshCallsThen<T>(
  db: Kysely<Database>,
  tokens: readonly string[],
  store: (tx: Transaction<Database>, sorted: string[]) => Promise<T>,
  write?: AppendedWrite,
): Promise<T | undefined> {
  const sorted = [...new Set(tokens)].sort();
  if (sorted.length === 0) return undefined;
  return db.transaction().execute(async (tx) => {
    await lockCallsOf(tx, sorted);
    const marks = await tx
      .deleteFrom('channel_calls_stale')
      .where('token_address', 'in', sorted)
      .returning(['token_address', sql<string>`written_by::text`.as('written_by')])
      .execute();
    if (write) {
      const moved = await callsMovedByWrite(tx, marks, write);
      await upsertCalls(tx, moved.rows);
      await recomputeCalls(tx, [...new Set(moved.recompute)].sort());
    } else {
      await recomputeCalls(tx, sorted);
    }
    return store(tx, sorted);
  });
}

/**
 * The safety net behind the writers (refreshCallsOf): recomputes the calls of every token still
 * marked stale, and answers how many. The writers refresh after their commit, so a process that
 * dies between the two, a refresh that failed, or a hand-made SQL fix (the triggers mark every
 * change) leaves marks that only this clears; the analyzer runs it every minute. In steps of
 * `tokensPerStep` tokens, each under those tokens' locks, stopping after a step that was not
 * full, so steady writes cannot keep it going forever. Their callers and scores as of `now` are
 * stored with them, as every refresh stores them.
 */
export async function refreshChannelCalls(db: Kysely<Database>, now = new Date(), tokensPerStep = TOKENS_PER_STEP): Promise<number> {
  let recomputed = 0;
  for (;;) {
    const { seen, refreshed } = await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ token_address: string }>`
        SELECT DISTINCT token_address FROM channel_calls_stale LIMIT ${tokensPerStep}`.execute(tx);
      const picked = rows.map((row) => row.token_address).sort();
      if (picked.length === 0) return { seen: 0, refreshed: [] };
      // Locked before their marks are deleted: a writer refreshing one of them meanwhile has deleted them first.
      await lockCallsOf(tx, picked);
      const deleted = await tx.deleteFrom('channel_calls_stale').where('token_address', 'in', picked).returning('token_address').execute();
      const stale = [...new Set(deleted.map((row) => row.token_address))].sort();
      await recomputeCalls(tx, stale);
      await storeConfluence(tx, now, stale);
      return { seen: picked.length, refreshed: stale };
    });
    recomputed += refreshed.length;
    if (seen < tokensPerStep) break;
  }
  return recomputed;
}

/**
 * Stores every chat's hit rate and the tokens' confluence scores (and callers) as of `now` from
 * the calls as they are (confluence.ts); answers how many tokens it wrote. The scores move with
 * the clock too (calls leave the window, hit rates change), so the analyzer runs this every minute
 * (its `channel-scores` queue). The tokens go in steps of `tokensPerStep`, each in its own
 * transaction under those tokens' locks, as a calls refresh takes them: a refresh of one of them
 * waits for that step alone, never for the whole pass (a pass holding one lock over every token
 * stalled every new alert for as long as it ran, up to 0.6 s a minute on a year of history).
 */
export async function storeConfluenceScores(db: Kysely<Database>, now = new Date(), tokensPerStep = TOKENS_PER_STEP): Promise<number> {
  await storeChatHitRates(db, now);
  return storeConfluenceInSteps(db, now, await confluenceCandidates(db, now), tokensPerStep);
}

/**
 * The scores' move with the clock between two full passes (storeConfluenceScores): rescores as
 * of `now` the tokens whose score may have moved since `since` (the previous pass's time):
 * those with a call that left the window meanwhile and a slice of every candidate a minute
 * (confluenceCandidatesDue), in the same steps, and answers how many it wrote. Every writer of
 * calls stores its tokens' scores as it refreshes them, so nothing else moves a score but the
 * chats' hit rates: `everyHitRate` stores every chat's first (the analyzer's pass every
 * HIT_RATES_EVERY_MS), else only those of chats new since (storeNewChatHitRates), which the
 * writes then read. On a busy hub's year this is a tenth of the candidates and tens of leaving
 * tokens a minute, where the full pass rescored thousands at once (every token called in the
 * last day), seconds of PostgreSQL behind which new alerts queued.
 */
export async function storeConfluenceAsClockMoves(
  db: Kysely<Database>,
  since: Date,
  now: Date,
  { everyHitRate = false, tokensPerStep = TOKENS_PER_STEP }: { everyHitRate?: boolean; tokensPerStep?: number } = {},
): Promise<number> {
  await (everyHitRate ? storeChatHitRates : storeNewChatHitRates)(db, now);
  return storeConfluenceInSteps(db, now, await confluenceCandidatesDue(db, since, now), tokensPerStep);
}

/** Stores these tokens' scores as of `now`, `tokensPerStep` a transaction under their locks; answers how many it wrote. */
async function storeConfluenceInSteps(db: Kysely<Database>, now: Date, tokens: readonly string[], tokensPerStep: number): Promise<number> {
  let written = 0;
  for (let start = 0; start < tokens.length; start += tokensPerStep) {
    const step = tokens.slice(start, start + tokensPerStep);
    written += await db.transaction().execute(async (tx) => {
      await lockCallsOf(tx, step);
      return storeConfluence(tx, now, step);
    });
  }
  return written;
}

/**
 * Takes each token's own lock, in the order of their keys: every transaction takes them in that
 * one order, so two batches (or a batch and a step of the minute pass) sharing tokens wait for
 * each other and never deadlock. The sort is in a subquery, which PostgreSQL never flattens into
 * the locking query, so the locks are taken in the order the subquery yields. One statement, one
 * round trip.
 */
async function lockCallsOf(tx: Transaction<Database>, tokens: readonly string[]): Promise<void> {
  await sql`
    SELECT count(pg_advisory_xact_lock(${TOKEN_LOCK_CLASS}, key)) FROM (
      SELECT DISTINCT hashtext(address) AS key FROM unnest(${[...tokens]}::text[]) AS address ORDER BY key
    ) AS keys`.execute(tx);
}

/** Replaces the calls of these tokens with what their messages and market-cap histories say now (their callers are the caller's to store). */
async function recomputeCalls(tx: Transaction<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const [firstMessages, histories] = await Promise.all([firstMessagesOfChats(tx, tokens), marketCapHistories(tx, tokens)]);
  await storeCalls(tx, tokens, callRows(firstMessages, histories));
}

/** The calls these first messages make (all of each of their tokens'), given the tokens' market-cap histories. */
export function callRows(
  firstMessages: readonly FirstMessage[],
  histories: ReadonlyMap<string, MarketCapPoint[]>,
): Array<JsonRow<'channel_calls'>> {
  const firstCallOf = new Map<string, number>();
  for (const message of firstMessages) {
    const at = message.timestamp.getTime();
    firstCallOf.set(message.token_address, Math.min(at, firstCallOf.get(message.token_address) ?? at));
  }
  return firstMessages.map((message) => {
    const calledAt = message.timestamp.getTime();
    const firstCalledAt = firstCallOf.get(message.token_address) ?? calledAt;
    const figures = callFigures(calledAt, message.market_cap, histories.get(message.token_address) ?? []);
    return callRow(message, figures, calledAt === firstCalledAt, minutesBehindFirst(calledAt, firstCalledAt));
  });
}

/** The columns of a call that its recomputation may change (all but its key). */
const CALL_COLUMNS = [
  'message_id',
  'chat_title',
  'called_at',
  'market_cap_at_call',
  'peak_1h',
  'peak_24h',
  'peak_7d',
  'peak_source',
  'minutes_to_2x',
  'drawdown_7d',
  'lowest_7d',
  'first',
  'minutes_behind_first',
] as const satisfies ReadonlyArray<keyof ChannelCallsTable>;

/**
 * Makes the tokens' calls these rows: deletes the calls no longer made, and writes the rows that
 * are new or changed (upsertCalls).
 */
async function storeCalls(
  tx: Transaction<Database>,
  tokens: readonly string[],
  rows: ReadonlyArray<JsonRow<'channel_calls'>>,
): Promise<void> {
  await sql`
    DELETE FROM channel_calls c WHERE c.token_address = ANY(${[...tokens]}::text[])
      AND NOT EXISTS (
        SELECT FROM unnest(${rows.map((row) => row.token_address)}::text[], ${rows.map((row) => row.chat_id)}::text[]) AS made(token_address, chat_id)
        WHERE made.token_address = c.token_address AND made.chat_id = c.chat_id)`.execute(tx);
  await upsertCalls(tx, rows);
}

/**
 * Writes these calls, only those new or changed: a new message moves few of a token's calls, and
 * a rewritten row costs its three index entries (the Channels index holds every figure) and a
 * dead tuple to vacuum.
 */
async function upsertCalls(tx: Transaction<Database>, rows: ReadonlyArray<JsonRow<'channel_calls'>>): Promise<void> {
  if (rows.length === 0) return;
  const ours = sql.join(CALL_COLUMNS.map((column) => sql`channel_calls.${sql.ref(column)}`));
  const theirs = sql.join(CALL_COLUMNS.map((column) => sql`excluded.${sql.ref(column)}`));
  await insertRows(tx, 'channel_calls', rows)
    .onConflict((conflict) =>
      conflict
        .columns(['token_address', 'chat_id'])
        .doUpdateSet(Object.fromEntries(CALL_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])))
        .where(sql<boolean>`(${ours}) IS DISTINCT FROM (${theirs})`),
    )
    .execute();
}

/**
 * Each chat's first message about each of these tokens (about every token with null), a deleted
 * message too: a call withdrawn after the fact was still made.
 */
export function firstMessagesOfChats(db: Kysely<Database>, tokens: readonly string[] | null): Promise<FirstMessage[]> {
  return db
    .with('first_message', (db) =>
      db
        .selectFrom('messages')
        .distinctOn(['token_address', 'chat_id'])
        .select(['token_address', 'chat_id', 'message_id', 'timestamp', 'market_cap'])
        .$if(tokens !== null, (query) => query.where('token_address', 'in', tokens ?? []))
        .$if(tokens === null, (query) => query.where('token_address', 'is not', null))
        .orderBy('token_address')
        .orderBy('chat_id')
        .orderBy('timestamp')
        .orderBy('id'),
    )
    .selectFrom('first_message as m')
    .leftJoin('raw_messages as raw', (join) => join.onRef('raw.chat_id', '=', 'm.chat_id').onRef('raw.message_id', '=', 'm.message_id'))
    .select(['m.token_address', 'm.chat_id', 'm.message_id', 'm.timestamp', 'm.market_cap', 'raw.chat_title'])
    .$narrowType<{ token_address: string }>()
    .execute();
}
