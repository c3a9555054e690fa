import { sql, type Kysely } from 'kysely';
import type { KnownTokenValues } from '@solana-hub/extraction';
import type { Database } from '../schema.js';

/** A token a chat's message names, at the message's time. */
export interface KnownValuesQuery {
  tokenAddress: string;
  chatId: string;
  at: Date;
}

/**
 * How far from a message's time a market cap still counts as the token's market cap then:
 * tokens these alerts are about move fast, and learning compares within MARKET_CAP_TOLERANCE.
 */
const MARKET_CAP_WINDOW_SECONDS = 30 * 60;

/**
 * What is known of each token apart from the asking chat, from what is stored: the newest name
 * and symbol other chats' messages gave it, and the market cap nearest the message's time
 * within MARKET_CAP_WINDOW_SECONDS, from another chat's message or the market data (the
 * analyzer's observation). A chat's own readings never count: they are what is being learned.
 * Answers in the order asked.
 */
export async function knownTokenValues(db: Kysely<Database>, queries: readonly KnownValuesQuery[]): Promise<KnownTokenValues[]> {
  if (queries.length === 0) return [];
  const { rows } = await sql<{ ordinal: string; name: string | null; symbol: string | null; market_cap: number | null }>`
    SELECT q.ordinal,
      (SELECT m.token_name FROM messages m
        WHERE m.token_address = q.address AND m.chat_id <> q.chat_id AND m.token_name IS NOT NULL AND m.deleted_at IS NULL
        ORDER BY m.timestamp DESC LIMIT 1) AS name,
      (SELECT m.token_symbol FROM messages m
        WHERE m.token_address = q.address AND m.chat_id <> q.chat_id AND m.token_symbol IS NOT NULL AND m.deleted_at IS NULL
        ORDER BY m.timestamp DESC LIMIT 1) AS symbol,
      (SELECT cap FROM (
          SELECT m.market_cap AS cap, m.timestamp AS at FROM messages m
            WHERE m.token_address = q.address AND m.chat_id <> q.chat_id AND m.market_cap IS NOT NULL AND m.deleted_at IS NULL
              AND m.timestamp BETWEEN q.at - make_interval(secs => ${MARKET_CAP_WINDOW_SECONDS}) AND q.at + make_interval(secs => ${MARKET_CAP_WINDOW_SECONDS})
          UNION ALL
          SELECT t.observed_market_cap, t.observed_market_cap_at FROM tokens t
            WHERE t.token_address = q.address AND t.observed_market_cap IS NOT NULL
              AND abs(extract(epoch FROM t.observed_market_cap_at - q.at)) <= ${MARKET_CAP_WINDOW_SECONDS}
        ) caps ORDER BY abs(extract(epoch FROM caps.at - q.at)) LIMIT 1) AS market_cap
    FROM unnest(${queries.map((query) => query.tokenAddress)}::text[], ${queries.map((query) => query.chatId)}::text[],
      ${queries.map((query) => query.at.toISOString())}::timestamptz[]) WITH ORDINALITY AS q(address, chat_id, at, ordinal)`.execute(db);
  const byOrdinal = new Map(rows.map((row) => [Number(row.ordinal), row]));
  return queries.map((_query, index) => {
    const row = byOrdinal.get(index + 1);
    return {
      name: row?.name ?? null,
      symbol: row?.symbol ?? null,
      marketCap: row?.market_cap === null || row?.market_cap === undefined ? null : Number(row.market_cap),
    };
  });
}
