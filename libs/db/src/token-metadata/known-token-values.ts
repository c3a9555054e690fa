import { sql, type Kysely } from 'kysely';
import type { KnownTokenValues as LayoutKnownValues } from '@solana-hub/extraction';
import type { Database, MetadataProvider } from '../schema.js';

/** Where a known value comes from: a message's alert or the trader's correction of it, or a provider. */
export type KnownValueSource = { kind: 'alert' | 'correction'; chatId: string; messageId: string } | { kind: MetadataProvider };

/** A value a token is known to have had at a time. */
export interface KnownValue<T> {
  value: T;
  at: Date;
  source: KnownValueSource;
}

/** What is known of a token's name, symbol and market cap, newest first. */
export interface KnownTokenValues {
  names: KnownValue<string>[];
  symbols: KnownValue<string>[];
  marketCaps: KnownValue<number>[];
}

export interface KnownValuesOptions {
  /**
   * Leave out what this chat's own alerts say (to learn a chat's layout from what others know);
   * the trader's corrections of its messages stay: they are what the chat should have read.
   */
  exceptChatId?: string;
}

interface StatementRow {
  token_address: string;
  chat_id: string;
  message_id: string;
  at: Date;
  name: string | null;
  symbol: string | null;
  market_cap: number | null;
  corrected_name: string | null;
  corrected_symbol: string | null;
  corrected_market_cap: number | null;
}

/**
 * What is known of each token's name, symbol and market cap, with where each value came from:
 * its messages' alerts (as extracted), the trader's corrections (which win over the alert of
 * their message), the providers' names (on-chain metadata, DexScreener) and the market caps
 * DexScreener's refresh saw. A token nothing is known of is absent.
 */
export async function knownTokenValues(
  db: Kysely<Database>,
  addresses: readonly string[],
  { exceptChatId }: KnownValuesOptions = {},
): Promise<Map<string, KnownTokenValues>> {
  const known = new Map<string, KnownTokenValues>();
  if (addresses.length === 0) return known;
  const entry = (address: string) => {
    let values = known.get(address);
    if (!values) known.set(address, (values = { names: [], symbols: [], marketCaps: [] }));
    return values;
  };
  const [statements, providers, refreshed] = await Promise.all([
    sql<StatementRow>`
      SELECT m.token_address, m.chat_id, m.message_id, m.timestamp AS at, m.token_name AS name, m.token_symbol AS symbol,
        m.market_cap, c.token_name AS corrected_name, c.token_symbol AS corrected_symbol, c.market_cap AS corrected_market_cap
      FROM messages m
      LEFT JOIN message_corrections c ON c.chat_id = m.chat_id AND c.message_id = m.message_id
      WHERE m.token_address = ANY(${addresses}::text[]) AND (${exceptChatId ?? null}::text IS NULL OR m.chat_id <> ${exceptChatId ?? null} OR c.chat_id IS NOT NULL)
      ORDER BY m.timestamp DESC, m.id DESC`.execute(db),
    db.selectFrom('token_metadata').selectAll().where('token_address', 'in', addresses).orderBy('observed_at', 'desc').execute(),
    db.selectFrom('refreshed_market_caps').selectAll().where('token_address', 'in', addresses).orderBy('observed_at', 'desc').execute(),
  ]);
  for (const row of statements.rows) {
    const values = entry(row.token_address);
    const ownChat = row.chat_id === exceptChatId;
    const from = (corrected: boolean): KnownValueSource => ({
      kind: corrected ? 'correction' : 'alert',
      chatId: row.chat_id,
      messageId: row.message_id,
    });
    // The stored message already shows its correction; what the chat's own alert said is left out.
    const add = <T>(list: KnownValue<T>[], value: T | null, corrected: boolean) => {
      if (value !== null && (corrected || !ownChat)) list.push({ value, at: row.at, source: from(corrected) });
    };
    add(values.names, row.name, row.corrected_name !== null);
    add(values.symbols, row.symbol, row.corrected_symbol !== null);
    add(values.marketCaps, row.market_cap, row.corrected_market_cap !== null);
  }
  for (const row of providers) {
    const values = entry(row.token_address);
    const source = { kind: row.provider };
    if (row.name !== null) values.names.push({ value: row.name, at: row.observed_at, source });
    if (row.symbol !== null) values.symbols.push({ value: row.symbol, at: row.observed_at, source });
  }
  for (const row of refreshed) {
    entry(row.token_address).marketCaps.push({ value: row.market_cap, at: row.observed_at, source: { kind: 'dexscreener' } });
  }
  for (const values of known.values()) values.marketCaps.sort((a, b) => b.at.getTime() - a.at.getTime());
  return known;
}

/** The known market cap nearest to `at`, if one was seen within `withinMs` of it. */
export function marketCapNear(values: KnownTokenValues, at: Date, withinMs: number): KnownValue<number> | null {
  let nearest: KnownValue<number> | null = null;
  for (const known of values.marketCaps) {
    const distance = Math.abs(known.at.getTime() - at.getTime());
    if (distance <= withinMs && (!nearest || distance < Math.abs(nearest.at.getTime() - at.getTime()))) nearest = known;
  }
  return nearest;
}

/** A token a chat's message names, at the message's time: what learning that chat's layout asks of the others. */
export interface KnownValuesQuery {
  tokenAddress: string;
  chatId: string;
  at: Date;
}

/**
 * How far from a message's time a market cap still counts as the token's market cap then:
 * tokens these alerts are about move fast, and learning compares within its own tolerance.
 */
export const KNOWN_MARKET_CAP_WINDOW_MS = 30 * 60_000;

/**
 * For each message, what is known of its token apart from its own chat (corrections of the
 * chat's messages included): the newest name and symbol, and the market cap nearest the
 * message's time within KNOWN_MARKET_CAP_WINDOW_MS. Answers in the order asked; one question
 * per chat in the batch.
 */
export async function knownValuesAt(db: Kysely<Database>, queries: readonly KnownValuesQuery[]): Promise<LayoutKnownValues[]> {
  const byChat = new Map<string, Map<string, KnownTokenValues>>();
  for (const chatId of new Set(queries.map((query) => query.chatId))) {
    const addresses = [...new Set(queries.filter((query) => query.chatId === chatId).map((query) => query.tokenAddress))];
    byChat.set(chatId, await knownTokenValues(db, addresses, { exceptChatId: chatId }));
  }
  return queries.map(({ tokenAddress, chatId, at }) => {
    const values = byChat.get(chatId)?.get(tokenAddress);
    if (!values) return { name: null, symbol: null, marketCap: null };
    return {
      name: values.names[0]?.value ?? null,
      symbol: values.symbols[0]?.value ?? null,
      marketCap: marketCapNear(values, at, KNOWN_MARKET_CAP_WINDOW_MS)?.value ?? null,
    };
  });
}
