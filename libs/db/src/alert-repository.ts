import { sql, type Kysely, type Transaction } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from './schema.js';
import { toAlertMessage } from './alert-message-row.js';

/** What the extractor found in one message, ready to store. */
export interface NewAlert {
  chatId: string;
  messageId: string;
  messageType: string;
  timestamp: Date;
  text: string;
  token: { address: string; chain: 'solana' | 'evm'; name: string | null; symbol: string | null } | null;
  marketCap: number | null;
  description: string | null;
  twitterMentions: number | null;
  trendingLevel: string | null;
  links: string[];
  callerName: string | null;
  callerLink: string | null;
  extractedData: Record<string, unknown>;
}

/**
 * Stores an alert message and folds it into its token, in one transaction.
 * Answers the stored message, or null when this (chat, message id) was stored before:
 * a duplicate changes nothing, so counts and market caps stay right.
 */
export async function storeAlert(db: Kysely<Database>, alert: NewAlert): Promise<AlertMessage | null> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('messages')
      .values({
        chat_id: alert.chatId,
        message_id: alert.messageId,
        message_type: alert.messageType,
        token_address: alert.token?.address ?? null,
        token_name: alert.token?.name ?? null,
        token_symbol: alert.token?.symbol ?? null,
        timestamp: alert.timestamp,
        message_text: alert.text,
        description: alert.description,
        market_cap: alert.marketCap,
        twitter_mentions: alert.twitterMentions,
        trending_level: alert.trendingLevel,
        links: JSON.stringify(alert.links),
        caller_name: alert.callerName,
        caller_link: alert.callerLink,
        extracted_data: JSON.stringify(alert.extractedData),
      })
      .onConflict((conflict) => conflict.columns(['chat_id', 'message_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (alert.token) await foldIntoToken(tx, alert, alert.token);
    return toAlertMessage(row);
  });
}

/**
 * Messages can arrive in any order (replays, retries, several workers), so every token column
 * is decided by the message's own time, never by arrival: the first seen and initial market cap
 * come from the earliest message, the current market cap and names from the latest one, the
 * ATH from the highest market cap ever stated.
 */
async function foldIntoToken(tx: Transaction<Database>, alert: NewAlert, token: NonNullable<NewAlert['token']>): Promise<void> {
  const at = alert.timestamp;
  const marketCapAt = alert.marketCap === null ? null : at;
  await tx
    .insertInto('tokens')
    .values({
      token_address: token.address,
      chain: token.chain,
      token_name: token.name,
      token_symbol: token.symbol,
      first_seen: at,
      last_updated: new Date(),
      latest_message_at: at,
      message_count: 1,
      first_message_type: alert.messageType,
      initial_market_cap: alert.marketCap,
      initial_market_cap_at: marketCapAt,
      current_market_cap: alert.marketCap,
      current_market_cap_at: marketCapAt,
      ath_market_cap: alert.marketCap,
      ath_timestamp: marketCapAt,
      accumulated_data: JSON.stringify({}),
    })
    .onConflict((conflict) =>
      conflict.column('token_address').doUpdateSet({
        token_name: sql`CASE WHEN excluded.latest_message_at >= tokens.latest_message_at
          THEN coalesce(excluded.token_name, tokens.token_name) ELSE coalesce(tokens.token_name, excluded.token_name) END`,
        token_symbol: sql`CASE WHEN excluded.latest_message_at >= tokens.latest_message_at
          THEN coalesce(excluded.token_symbol, tokens.token_symbol) ELSE coalesce(tokens.token_symbol, excluded.token_symbol) END`,
        first_message_type: sql`CASE WHEN excluded.first_seen < tokens.first_seen
          THEN excluded.first_message_type ELSE tokens.first_message_type END`,
        first_seen: sql`least(tokens.first_seen, excluded.first_seen)`,
        latest_message_at: sql`greatest(tokens.latest_message_at, excluded.latest_message_at)`,
        last_updated: sql`excluded.last_updated`,
        message_count: sql`tokens.message_count + 1`,
        initial_market_cap: sql`CASE WHEN ${earlierMarketCap} THEN excluded.initial_market_cap ELSE tokens.initial_market_cap END`,
        initial_market_cap_at: sql`CASE WHEN ${earlierMarketCap} THEN excluded.initial_market_cap_at ELSE tokens.initial_market_cap_at END`,
        current_market_cap: sql`CASE WHEN ${laterMarketCap} THEN excluded.current_market_cap ELSE tokens.current_market_cap END`,
        current_market_cap_at: sql`CASE WHEN ${laterMarketCap} THEN excluded.current_market_cap_at ELSE tokens.current_market_cap_at END`,
        ath_market_cap: sql`CASE WHEN ${higherMarketCap} THEN excluded.ath_market_cap ELSE tokens.ath_market_cap END`,
        ath_timestamp: sql`CASE WHEN ${higherMarketCap} THEN excluded.ath_timestamp ELSE tokens.ath_timestamp END`,
      }),
    )
    .execute();
}

const earlierMarketCap = sql`excluded.initial_market_cap IS NOT NULL
  AND (tokens.initial_market_cap_at IS NULL OR excluded.initial_market_cap_at < tokens.initial_market_cap_at)`;
const laterMarketCap = sql`excluded.current_market_cap IS NOT NULL
  AND (tokens.current_market_cap_at IS NULL OR excluded.current_market_cap_at >= tokens.current_market_cap_at)`;
const higherMarketCap = sql`excluded.ath_market_cap IS NOT NULL
  AND (tokens.ath_market_cap IS NULL OR excluded.ath_market_cap > tokens.ath_market_cap)`;
