import type { Kysely, Selectable } from 'kysely';
import type { AlertMessage, ArchivedToken, StatedFigure, Token, TokenFigures } from '@solana-hub/contracts';
import type { Database, TokensTable } from '../schema.js';
import { toAlertMessage } from '../messages/alert-message-row.js';
import { FIGURE_COLUMNS } from './token-row.js';

export interface TokenListFilter {
  /** Only tokens whose first message has one of these types; empty = every type. */
  messageTypes?: readonly string[];
}

/** The dashboard's tokens: not archived, newest first. */
export async function listActiveTokens(db: Kysely<Database>, filter: TokenListFilter = {}): Promise<Token[]> {
  let query = db.selectFrom('tokens').selectAll().where('hidden', '=', false);
  if (filter.messageTypes && filter.messageTypes.length > 0) {
    query = query.where('first_message_type', 'in', filter.messageTypes);
  }
  const rows = await query.orderBy('first_seen', 'desc').orderBy('token_address').execute();
  return rows.map(toToken);
}

/** Whether the list filtered by `filter` shows this token (as listActiveTokens selects). */
export function isListedToken(token: Token, filter: TokenListFilter): boolean {
  const types = filter.messageTypes ?? [];
  return !token.hidden && (types.length === 0 || types.includes(token.first_message_type));
}

/**
 * The newest message of every token on the dashboard (not archived), keyed by token address; of
 * only those `addresses` names when given (what a poll for changes needs).
 * One index probe per token (messages_token_time_idx): the dashboard's tokens, not every token
 * the hub ever saw (a DISTINCT ON over a year's five million messages took 40 s).
 */
export async function latestMessageByToken(db: Kysely<Database>, addresses?: readonly string[]): Promise<Record<string, AlertMessage>> {
  if (addresses?.length === 0) return {};
  let query = db
    .selectFrom('tokens as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .selectAll()
          .whereRef('messages.token_address', '=', 't.token_address')
          .orderBy('messages.timestamp', 'desc')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('m')
    .where('t.hidden', '=', false);
  if (addresses) query = query.where('t.token_address', 'in', addresses);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [row.token_address as string, toAlertMessage(row)]));
}

/** The columns a Token is made of (toToken): a read for the dashboards selects these, not the fold's state or list versions. */
export const TOKEN_COLUMNS = [
  'token_address',
  'chain',
  'token_name',
  'token_symbol',
  'pair_address',
  'first_seen',
  'last_updated',
  'initial_market_cap',
  'current_market_cap',
  'ath_market_cap',
  'ath_timestamp',
  'hidden',
  'first_message_type',
  'message_count',
  'latest_message_at',
  ...FIGURE_COLUMNS,
  'confluence_score',
  'callers',
  'caller_chat_ids',
] as const satisfies ReadonlyArray<keyof TokensTable>;

/** A tokens row as far as a Token needs it. */
export type TokenRow = Pick<Selectable<TokensTable>, (typeof TOKEN_COLUMNS)[number]>;

export function toToken(row: TokenRow): Token {
  return {
    token_address: row.token_address,
    chain: row.chain,
    token_name: row.token_name,
    token_symbol: row.token_symbol,
    pair_address: row.pair_address,
    first_seen: row.first_seen.toISOString(),
    last_updated: row.last_updated.toISOString(),
    initial_market_cap: row.initial_market_cap,
    current_market_cap: row.current_market_cap,
    ath_market_cap: row.ath_market_cap,
    ath_timestamp: row.ath_timestamp?.toISOString() ?? null,
    hidden: row.hidden,
    first_message_type: row.first_message_type,
    message_count: row.message_count,
    latest_message_at: row.latest_message_at.toISOString(),
    figures: figuresOf(row),
    confluence_score: row.confluence_score,
    callers: row.callers,
    caller_chat_ids: row.caller_chat_ids,
  };
}

const statedFigure = (value: number | null, at: Date | null): StatedFigure | undefined =>
  value === null || at === null ? undefined : { value, at: at.toISOString() };

/** Only the figures its alerts stated (JSON leaves out the others): a token without any answers `{}`, a few bytes in every list poll. */
function figuresOf(row: TokenRow): TokenFigures {
  return {
    initial_price: statedFigure(row.initial_price, row.initial_price_at),
    volume_24h: statedFigure(row.volume_24h, row.volume_24h_at),
    holder_count: statedFigure(row.holder_count, row.holder_count_at),
    dev_holdings_percentage: statedFigure(row.dev_holdings_percentage, row.dev_holdings_percentage_at),
    liquidity_usd: statedFigure(row.liquidity_usd, row.liquidity_usd_at),
  };
}

/** An archived token with why and when; one archived without a recorded reason was the trader's. */
export function toArchivedToken(row: Selectable<TokensTable>): ArchivedToken {
  return { ...toToken(row), archived_reason: row.archived_reason ?? 'trader', archived_at: row.archived_at?.toISOString() ?? null };
}

/** The rows of these stored tokens (archived ones too) as last committed, in no particular order. */
export async function tokensByAddress(db: Kysely<Database>, addresses: readonly string[]): Promise<Token[]> {
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('tokens')
    .select(TOKEN_COLUMNS)
    .where('token_address', 'in', [...addresses])
    .execute();
  return rows.map(toToken);
}

/** Which of the addresses are stored tokens (archived ones too). */
export async function storedTokenAddresses(db: Kysely<Database>, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('tokens')
    .select('token_address')
    .where('token_address', 'in', [...addresses])
    .execute();
  return new Set(rows.map((row) => row.token_address));
}
