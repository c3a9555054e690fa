import { sql, type Kysely, type Transaction } from 'kysely';
import type { Token } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toToken } from '../tokens/token-repository.js';
import { callFigures, minutesBehindFirst } from './call-figures.js';
import { marketCapHistories } from './market-cap-history.js';
import { storeCallers, storeConfluence } from './confluence.js';
import { insertRows, isoTime, type JsonRow } from '../common/json-rows.js';

/** Tokens recomputed per transaction: a refresh after a big import goes in steps. */
const TOKENS_PER_STEP = 500;
/**
 * pg_advisory_xact_lock key ('calls' in ASCII) of the calls refresh and of the confluence pass:
 * one at a time, so an older computation never overwrites a newer one.
 */
const REFRESH_LOCK = 0x63616c6c73;

/**
 * Brings channel_calls up to date: recomputes the calls of every token the triggers marked
 * stale (a message stored, edited, moved, deleted; a refreshed market cap), with the tokens'
 * callers, and answers how many tokens it recomputed. Cheap when little changed, so the
 * readers call it before reading; the confluence scores are the analyzer's minute pass
 * (storeConfluenceScores), never a reader's.
 *
 * Each step takes the advisory lock (refreshes in several processes take turns, so an older
 * computation never overwrites a newer one), deletes the stale marks it sees, then reads the
 * messages with a newer snapshot: every write whose mark it deleted is visible to it, and a
 * write still uncommitted leaves its mark for the next refresh. It stops after a step that was
 * not full, so steady writes cannot keep a reader refreshing forever.
 */
export async function refreshChannelCalls(db: Kysely<Database>, tokensPerStep = TOKENS_PER_STEP): Promise<number> {
  let recomputed = 0;
  for (;;) {
    const tokens = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(tx);
      const { rows } = await sql<{ token_address: string }>`
        DELETE FROM channel_calls_stale WHERE token_address IN (
          SELECT DISTINCT token_address FROM channel_calls_stale LIMIT ${tokensPerStep})
        RETURNING token_address`.execute(tx);
      const stale = [...new Set(rows.map((row) => row.token_address))].sort();
      await recomputeCalls(tx, stale);
      return stale;
    });
    recomputed += tokens.length;
    if (tokens.length < tokensPerStep) break;
  }
  return recomputed;
}

/**
 * Stores the tokens' confluence scores (and callers) as of `now` from the calls as they are
 * (confluence.ts), under the refresh's advisory lock so it never interleaves with a refresh
 * rewriting calls; answers how many tokens it wrote. The scores move with the clock too (calls
 * leave the window, hit rates change), so the analyzer runs this every minute after a refresh
 * (its `channel-scores` queue).
 */
export async function storeConfluenceScores(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(tx);
    return storeConfluence(tx, now);
  });
}

/**
 * Brings the calls, callers and confluence scores of these tokens (those an alert just named) up
 * to date now, rather than at the analyzer's next minute pass, and answers their rows as they
 * then are: what the dashboards are sent (docs/live-updates.md). Run right after the alerts'
 * own transaction, never inside it: the minute pass holds the advisory lock while it writes
 * token rows, and a transaction holding those rows' locks while waiting for it would deadlock.
 * Takes the lock as a refresh does and deletes the tokens' stale marks first, so a write still
 * uncommitted keeps its mark for the next refresh (see refreshChannelCalls); the minute pass
 * still ranks every channel and moves every score with the clock.
 */
export async function refreshCallsOfTokens(db: Kysely<Database>, tokens: readonly string[], now = new Date()): Promise<Token[]> {
  if (tokens.length === 0) return [];
  const sorted = [...new Set(tokens)].sort();
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(tx);
    await tx.deleteFrom('channel_calls_stale').where('token_address', 'in', sorted).execute();
    await recomputeCalls(tx, sorted);
    await storeConfluence(tx, now, sorted);
    const rows = await tx.selectFrom('tokens').selectAll().where('token_address', 'in', sorted).execute();
    return rows.map(toToken);
  });
}

/** Replaces the calls of these tokens with what their messages and market-cap histories say now. */
async function recomputeCalls(tx: Transaction<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const [firstMessages, histories] = await Promise.all([firstMessagesOfChats(tx, tokens), marketCapHistories(tx, tokens)]);
  const firstCallOf = new Map<string, number>();
  for (const message of firstMessages) {
    const at = message.timestamp.getTime();
    firstCallOf.set(message.token_address, Math.min(at, firstCallOf.get(message.token_address) ?? at));
  }
  const rows = firstMessages.map((message): JsonRow<'channel_calls'> => {
    const calledAt = message.timestamp.getTime();
    const figures = callFigures(calledAt, message.market_cap, histories.get(message.token_address) ?? []);
    return {
      token_address: message.token_address,
      chat_id: message.chat_id,
      message_id: message.message_id,
      chat_title: message.chat_title,
      called_at: isoTime(message.timestamp),
      market_cap_at_call: figures.marketCapAtCall,
      peak_1h: figures.peak1h,
      peak_24h: figures.peak24h,
      peak_7d: figures.peak7d,
      peak_source: figures.peakSource,
      minutes_to_2x: figures.minutesToTwoX,
      drawdown_7d: figures.drawdown7d,
      first: calledAt === firstCallOf.get(message.token_address),
      minutes_behind_first: minutesBehindFirst(calledAt, firstCallOf.get(message.token_address) ?? calledAt),
    };
  });
  await tx.deleteFrom('channel_calls').where('token_address', 'in', tokens).execute();
  if (rows.length > 0) await insertRows(tx, 'channel_calls', rows).execute();
  await storeCallers(tx, tokens);
}

/**
 * Each chat's first message about each token (a deleted message too: a call withdrawn after
 * the fact was still made), with the chat's title as that message's raw copy gave it.
 */
function firstMessagesOfChats(tx: Transaction<Database>, tokens: readonly string[]) {
  return tx
    .with('first_message', (db) =>
      db
        .selectFrom('messages')
        .distinctOn(['token_address', 'chat_id'])
        .select(['token_address', 'chat_id', 'message_id', 'timestamp', 'market_cap'])
        .where('token_address', 'in', tokens)
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
