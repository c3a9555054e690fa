import { sql, type ExpressionBuilder, type OnConflictDatabase, type OnConflictTables, type Selectable } from 'kysely';
import type { AccumulatedData } from '@solana-hub/extraction';
import type { Database, TokensTable } from '../schema.js';
import type { TokenFold } from './token-fold.js';
import { isoTime, type JsonRow } from '../common/json-rows.js';

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
    token_name_source: fold.name?.source ?? 'alert',
    token_symbol_source: fold.symbol?.source ?? 'alert',
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
    pair_address: fold.pairAddress?.value ?? null,
    pair_address_at: isoTime(fold.pairAddress?.at),
    initial_price: fold.figures.initial_price?.value ?? null,
    initial_price_at: isoTime(fold.figures.initial_price?.at),
    volume_24h: fold.figures.volume_24h?.value ?? null,
    volume_24h_at: isoTime(fold.figures.volume_24h?.at),
    holder_count: fold.figures.holder_count?.value ?? null,
    holder_count_at: isoTime(fold.figures.holder_count?.at),
    dev_holdings_percentage: fold.figures.dev_holdings_percentage?.value ?? null,
    dev_holdings_percentage_at: isoTime(fold.figures.dev_holdings_percentage?.at),
    liquidity_usd: fold.figures.liquidity_usd?.value ?? null,
    liquidity_usd_at: isoTime(fold.figures.liquidity_usd?.at),
  } satisfies JsonRow<'tokens'>;
}

/** A value with the time it was true, or null when either is missing. */
export const stamped = <T>(value: T | null, at: Date | null) => (value === null || at === null ? null : { value, at });

const withSource = <S>(value: { value: string; at: Date } | null, source: S) => (value === null ? null : { ...value, source });

/** The columns of the figures alerts state (TokenFigures), each with the time it was stated. */
export const FIGURE_COLUMNS = [
  'initial_price',
  'initial_price_at',
  'volume_24h',
  'volume_24h_at',
  'holder_count',
  'holder_count_at',
  'dev_holdings_percentage',
  'dev_holdings_percentage_at',
  'liquidity_usd',
  'liquidity_usd_at',
] as const satisfies ReadonlyArray<keyof TokensTable>;

/** The columns a token's fold is read from (foldOfRow): the ones tokenRowOf writes, but the time of the write. */
export const FOLD_COLUMNS = [
  'token_address',
  'accumulated_data',
  'chain',
  'token_name',
  'token_name_at',
  'token_symbol',
  'token_symbol_at',
  'token_name_source',
  'token_symbol_source',
  'first_seen',
  'first_message_type',
  'latest_message_at',
  'message_count',
  'initial_market_cap',
  'initial_market_cap_at',
  'current_market_cap',
  'current_market_cap_at',
  'ath_market_cap',
  'ath_timestamp',
  'pair_address',
  'pair_address_at',
  ...FIGURE_COLUMNS,
] as const satisfies ReadonlyArray<keyof TokensTable>;

/** A stored token as the fold of the messages folded into it so far. */
export function foldOfRow(row: Pick<Selectable<TokensTable>, (typeof FOLD_COLUMNS)[number]>): TokenFold {
  return {
    address: row.token_address,
    chain: row.chain,
    firstSeen: row.first_seen,
    firstMessageType: row.first_message_type,
    latestMessageAt: row.latest_message_at,
    messageCount: row.message_count,
    name: withSource(stamped(row.token_name, row.token_name_at), row.token_name_source),
    symbol: withSource(stamped(row.token_symbol, row.token_symbol_at), row.token_symbol_source),
    initialMarketCap: stamped(row.initial_market_cap, row.initial_market_cap_at),
    currentMarketCap: stamped(row.current_market_cap, row.current_market_cap_at),
    athMarketCap: stamped(row.ath_market_cap, row.ath_timestamp),
    figures: {
      initial_price: stamped(row.initial_price, row.initial_price_at),
      volume_24h: stamped(row.volume_24h, row.volume_24h_at),
      holder_count: stamped(row.holder_count, row.holder_count_at),
      dev_holdings_percentage: stamped(row.dev_holdings_percentage, row.dev_holdings_percentage_at),
      liquidity_usd: stamped(row.liquidity_usd, row.liquidity_usd_at),
    },
    pairAddress: stamped(row.pair_address, row.pair_address_at),
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
    token_name_source: eb.ref('excluded.token_name_source'),
    token_symbol_source: eb.ref('excluded.token_symbol_source'),
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
    pair_address: eb.ref('excluded.pair_address'),
    pair_address_at: eb.ref('excluded.pair_address_at'),
    initial_price: eb.ref('excluded.initial_price'),
    initial_price_at: eb.ref('excluded.initial_price_at'),
    volume_24h: eb.ref('excluded.volume_24h'),
    volume_24h_at: eb.ref('excluded.volume_24h_at'),
    holder_count: eb.ref('excluded.holder_count'),
    holder_count_at: eb.ref('excluded.holder_count_at'),
    dev_holdings_percentage: eb.ref('excluded.dev_holdings_percentage'),
    dev_holdings_percentage_at: eb.ref('excluded.dev_holdings_percentage_at'),
    liquidity_usd: eb.ref('excluded.liquidity_usd'),
    liquidity_usd_at: eb.ref('excluded.liquidity_usd_at'),
  };
}
