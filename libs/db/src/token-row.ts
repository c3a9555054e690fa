import { sql, type ExpressionBuilder, type OnConflictDatabase, type OnConflictTables, type Selectable } from 'kysely';
import type { AccumulatedData } from '@solana-hub/extraction';
import type { Database, TokensTable } from './schema.js';
import type { TokenFold } from './token-fold.js';
import { isoTime, type JsonRow } from './json-rows.js';

/** The token row a fold decides, for insertRows. */
export function tokenRowOf(fold: TokenFold, now: Date) {
  return {
    token_address: fold.address,
    accumulated_data: fold.accumulated,
    chain: fold.chain,
    token_name: fold.name?.value ?? null,
    token_name_at: isoTime(fold.name?.at),
    token_symbol: fold.symbol?.value ?? null,
    token_symbol_at: isoTime(fold.symbol?.at),
    first_seen: isoTime(fold.firstSeen),
    first_message_type: fold.firstMessageType,
    latest_message_at: isoTime(fold.latestMessageAt),
    message_count: fold.messageCount,
    last_updated: isoTime(now),
    initial_market_cap: fold.initialMarketCap?.value ?? null,
    initial_market_cap_at: isoTime(fold.initialMarketCap?.at),
    current_market_cap: fold.currentMarketCap?.value ?? null,
    current_market_cap_at: isoTime(fold.currentMarketCap?.at),
    ath_market_cap: fold.athMarketCap?.value ?? null,
    ath_timestamp: isoTime(fold.athMarketCap?.at),
  } satisfies JsonRow<'tokens'>;
}

/** A value with the time it was true, or null when either is missing. */
export const stamped = <T>(value: T | null, at: Date | null) => (value === null || at === null ? null : { value, at });

/** A stored token as the fold of the messages folded into it so far. */
export function foldOfRow(row: Selectable<TokensTable>): TokenFold {
  return {
    address: row.token_address,
    chain: row.chain,
    firstSeen: row.first_seen,
    firstMessageType: row.first_message_type,
    latestMessageAt: row.latest_message_at,
    messageCount: row.message_count,
    name: stamped(row.token_name, row.token_name_at),
    symbol: stamped(row.token_symbol, row.token_symbol_at),
    initialMarketCap: stamped(row.initial_market_cap, row.initial_market_cap_at),
    currentMarketCap: stamped(row.current_market_cap, row.current_market_cap_at),
    athMarketCap: stamped(row.ath_market_cap, row.ath_timestamp),
    // Written only by tokenRowOf, from an AccumulatedData.
    accumulated: row.accumulated_data as AccumulatedData,
  };
}

/** For an upsert whose rows are already merged: every fold column takes the new value. */
export function overwriteTokenColumns(eb: ExpressionBuilder<OnConflictDatabase<Database, 'tokens'>, OnConflictTables<'tokens'>>) {
  return {
    // A JSONB column's new value is referred to in SQL: Kysely's type for it is the text it is written as.
    accumulated_data: sql<string>`excluded.accumulated_data`,
    chain: eb.ref('excluded.chain'),
    token_name: eb.ref('excluded.token_name'),
    token_name_at: eb.ref('excluded.token_name_at'),
    token_symbol: eb.ref('excluded.token_symbol'),
    token_symbol_at: eb.ref('excluded.token_symbol_at'),
    first_seen: eb.ref('excluded.first_seen'),
    first_message_type: eb.ref('excluded.first_message_type'),
    latest_message_at: eb.ref('excluded.latest_message_at'),
    message_count: eb.ref('excluded.message_count'),
    last_updated: eb.ref('excluded.last_updated'),
    initial_market_cap: eb.ref('excluded.initial_market_cap'),
    initial_market_cap_at: eb.ref('excluded.initial_market_cap_at'),
    current_market_cap: eb.ref('excluded.current_market_cap'),
    current_market_cap_at: eb.ref('excluded.current_market_cap_at'),
    ath_market_cap: eb.ref('excluded.ath_market_cap'),
    ath_timestamp: eb.ref('excluded.ath_timestamp'),
  };
}
