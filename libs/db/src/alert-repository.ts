import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database, MessagesTable } from './schema.js';
import { toAlertMessage } from './alert-message-row.js';
import { foldByToken, type TokenFold } from './token-fold.js';
import { tokenColumnsOf } from './token-row.js';
import { rebuildTokens } from './token-rebuild.js';

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

const alertKey = (chatId: string, messageId: string) => `${chatId}\u0000${messageId}`;

export interface StoredAlerts {
  /** For each alert in order: the stored message, or null for a duplicate. */
  messages: Array<AlertMessage | null>;
  /** Tokens these alerts brought into the database for the first time. */
  newTokens: string[];
}

/**
 * Stores alert messages and folds the new ones into their tokens, in one transaction: a few
 * statements for the whole batch instead of a few per message. A message whose (chat, message
 * id) was stored before (or earlier in the same batch) is a duplicate and changes nothing, so
 * counts and market caps stay right.
 */
export async function storeAlerts(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<StoredAlerts> {
  const firstOfEach = new Map<string, NewAlert>();
  for (const alert of alerts) {
    const key = alertKey(alert.chatId, alert.messageId);
    if (!firstOfEach.has(key)) firstOfEach.set(key, alert);
  }
  if (firstOfEach.size === 0) return { messages: [], newTokens: [] };
  const { stored, newTokens } = await db.transaction().execute((tx) => insertAlerts(tx, [...firstOfEach.entries()]));
  const messages = alerts.map((alert) => {
    const key = alertKey(alert.chatId, alert.messageId);
    return (firstOfEach.get(key) === alert ? stored.get(key) : undefined) ?? null;
  });
  return { messages, newTokens };
}

/** Inserts alerts (one per key) and merges the inserted ones into their tokens. */
async function insertAlerts(tx: Transaction<Database>, alerts: Array<[key: string, alert: NewAlert]>) {
  const rows = await tx
    .insertInto('messages')
    // Sorted, so concurrent batches take the unique-index locks in the same order.
    .values([...alerts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, alert]) => toMessageRow(alert)))
    .onConflict((conflict) => conflict.columns(['chat_id', 'message_id']).doNothing())
    .returningAll()
    .execute();
  const fresh = new Set(rows.map((row) => alertKey(row.chat_id, row.message_id)));
  const folds = foldByToken(mentionsOf(alerts.filter(([key]) => fresh.has(key)).map(([, alert]) => alert)));
  return {
    stored: new Map(rows.map((row) => [alertKey(row.chat_id, row.message_id), toAlertMessage(row)])),
    newTokens: await mergeIntoTokens(tx, folds),
  };
}

/**
 * Alerts that replace stored ones: an edited message (same chat and message id, new text), or
 * a stored message extracted again with new templates. Each replaces its row (or is stored as
 * new when its original never was), and every token a replaced message named before or names
 * now is recomputed from its messages. Answers the stored messages in order.
 */
export async function replaceAlerts(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<StoredAlerts & { tokensRebuilt: number }> {
  if (alerts.length === 0) return { messages: [], newTokens: [], tokensRebuilt: 0 };
  return db.transaction().execute(async (tx) => {
    const messages: Array<AlertMessage | null> = [];
    const affected = new Set<string>();
    const inserted: string[] = [];
    for (const alert of alerts) {
      const previous = await tx
        .selectFrom('messages')
        .select('token_address')
        .where('chat_id', '=', alert.chatId)
        .where('message_id', '=', alert.messageId)
        .forUpdate()
        .executeTakeFirst();
      if (!previous) {
        const key = alertKey(alert.chatId, alert.messageId);
        const { stored, newTokens } = await insertAlerts(tx, [[key, alert]]);
        messages.push(stored.get(key) ?? null);
        inserted.push(...newTokens);
        continue;
      }
      const { chat_id: _chat, message_id: _message, id: _id, created_at: _created, ...changes } = toMessageRow(alert);
      const row = await tx
        .updateTable('messages')
        .set(changes)
        .where('chat_id', '=', alert.chatId)
        .where('message_id', '=', alert.messageId)
        .returningAll()
        .executeTakeFirstOrThrow();
      messages.push(toAlertMessage(row));
      for (const address of [previous.token_address, alert.token?.address]) if (address) affected.add(address);
    }
    const addresses = [...affected];
    const known = addresses.length
      ? new Set((await tx.selectFrom('tokens').select('token_address').where('token_address', 'in', addresses).execute()).map((t) => t.token_address))
      : new Set<string>();
    await rebuildTokens(tx, addresses);
    return { messages, newTokens: [...inserted, ...addresses.filter((address) => !known.has(address))], tokensRebuilt: addresses.length };
  });
}

export async function storeAlert(db: Kysely<Database>, alert: NewAlert): Promise<AlertMessage | null> {
  const { messages } = await storeAlerts(db, [alert]);
  return messages[0] ?? null;
}

function toMessageRow(alert: NewAlert): Insertable<MessagesTable> {
  return {
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
  };
}

function mentionsOf(alerts: readonly NewAlert[]) {
  return alerts.flatMap((alert) =>
    alert.token
      ? [{ ...alert.token, messageType: alert.messageType, marketCap: alert.marketCap, at: alert.timestamp }]
      : [],
  );
}

/**
 * Merges each fold into its token row with the same rules as `mergeFolds` (token-fold.ts), so
 * the stored token is the fold of all its messages whatever order batches commit in.
 * Answers the addresses of the tokens it created.
 */
async function mergeIntoTokens(tx: Transaction<Database>, folds: readonly TokenFold[]): Promise<string[]> {
  if (folds.length === 0) return [];
  const now = new Date();
  const rows = await tx
    .insertInto('tokens')
    .values(
      folds.map((fold) => ({
        token_address: fold.address,
        ...tokenColumnsOf(fold, now),
        accumulated_data: JSON.stringify({}),
      })),
    )
    .onConflict((conflict) =>
      conflict.column('token_address').doUpdateSet({
        token_name: sql`CASE WHEN ${laterName} THEN excluded.token_name ELSE tokens.token_name END`,
        token_name_at: sql`CASE WHEN ${laterName} THEN excluded.token_name_at ELSE tokens.token_name_at END`,
        token_symbol: sql`CASE WHEN ${laterSymbol} THEN excluded.token_symbol ELSE tokens.token_symbol END`,
        token_symbol_at: sql`CASE WHEN ${laterSymbol} THEN excluded.token_symbol_at ELSE tokens.token_symbol_at END`,
        chain: sql`CASE WHEN ${earlierFirst} THEN excluded.chain ELSE tokens.chain END`,
        first_message_type: sql`CASE WHEN ${earlierFirst} THEN excluded.first_message_type ELSE tokens.first_message_type END`,
        first_seen: sql`least(tokens.first_seen, excluded.first_seen)`,
        latest_message_at: sql`greatest(tokens.latest_message_at, excluded.latest_message_at)`,
        last_updated: sql`excluded.last_updated`,
        message_count: sql`tokens.message_count + excluded.message_count`,
        initial_market_cap: sql`CASE WHEN ${earlierMarketCap} THEN excluded.initial_market_cap ELSE tokens.initial_market_cap END`,
        initial_market_cap_at: sql`CASE WHEN ${earlierMarketCap} THEN excluded.initial_market_cap_at ELSE tokens.initial_market_cap_at END`,
        current_market_cap: sql`CASE WHEN ${laterMarketCap} THEN excluded.current_market_cap ELSE tokens.current_market_cap END`,
        current_market_cap_at: sql`CASE WHEN ${laterMarketCap} THEN excluded.current_market_cap_at ELSE tokens.current_market_cap_at END`,
        ath_market_cap: sql`CASE WHEN ${higherMarketCap} THEN excluded.ath_market_cap ELSE tokens.ath_market_cap END`,
        ath_timestamp: sql`CASE WHEN ${higherMarketCap} THEN excluded.ath_timestamp ELSE tokens.ath_timestamp END`,
      }),
    )
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning(['token_address', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  return rows.filter((row) => row.inserted).map((row) => row.token_address);
}

/** `excluded` (this batch) wins over the stored value: the SQL twins of token-fold.ts's rules. */
const laterValue = (column: string, at: string) => sql.raw(`excluded.${column} IS NOT NULL AND (tokens.${column} IS NULL
  OR excluded.${at} > tokens.${at} OR (excluded.${at} = tokens.${at} AND excluded.${column} > tokens.${column}))`);
const earlierValue = (column: string, at: string) => sql.raw(`excluded.${column} IS NOT NULL AND (tokens.${column} IS NULL
  OR excluded.${at} < tokens.${at} OR (excluded.${at} = tokens.${at} AND excluded.${column} < tokens.${column}))`);
const laterName = laterValue('token_name', 'token_name_at');
const laterSymbol = laterValue('token_symbol', 'token_symbol_at');
const earlierFirst = earlierValue('first_message_type', 'first_seen');
const earlierMarketCap = earlierValue('initial_market_cap', 'initial_market_cap_at');
const laterMarketCap = laterValue('current_market_cap', 'current_market_cap_at');
const higherMarketCap = sql.raw(`excluded.ath_market_cap IS NOT NULL AND (tokens.ath_market_cap IS NULL
  OR excluded.ath_market_cap > tokens.ath_market_cap
  OR (excluded.ath_market_cap = tokens.ath_market_cap AND excluded.ath_timestamp < tokens.ath_timestamp))`);
