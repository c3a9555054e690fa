import { sql, type Kysely, type Transaction } from 'kysely';
import type { AlertMessage, Token } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';
import {
  foldByToken,
  mergeFolds,
  type CorrectedFields,
  type FieldToAccumulate,
  type MessageFigures,
  type TokenFold,
} from '../tokens/token-fold.js';
import { withCorrections } from '../corrections/message-corrections.js';
import { extractedDataOf, storedAiAnswersOf, type StoredAiAnswers } from './extracted-data.js';
import { FOLD_COLUMNS, foldOfRow, tokenRowOf } from '../tokens/token-row.js';
import { insertRows, isoTime, updateRows, type JsonRow } from '../common/json-rows.js';
import { rebuildTokens } from '../tokens/token-rebuild.js';
import { refreshCallsAfterWrite, refreshCallsAndConfluenceAfterNewAlerts, refreshCallsOf } from '../channels/channel-calls.js';
import type { AppendedWrite, NewAlertOfToken } from '../channels/moved-calls.js';
import { bringBackTokens, comesBackFor } from '../tokens/token-inactivity.js';

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
  /** Every field the template's extractors found, by name. */
  fields: Record<string, unknown>;
  /** The fields that combine into the token's accumulated data. */
  accumulate: FieldToAccumulate[];
  /** The token's figures the message states (its template's extractors aimed at them); none when absent. */
  figures?: MessageFigures;
  /** The token's pair address, when the message names it. */
  pairAddress?: string | null;
  /** What the AI answered for the template's `ai` extractors, when it has. */
  ai?: StoredAiAnswers | null;
  /** The fields the trader's correction set (withCorrections lays it over every reading). */
  corrected?: CorrectedFields;
}

/** One key for a message, its (chat, message id): the unique key of the stored message. */
export const messageKey = (chatId: string, messageId: string) => `${chatId}\u0000${messageId}`;

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
 * counts and market caps stay right. Then the calls of the stored messages' tokens are
 * refreshed (refreshCallsAfterWrite), so no reader has to.
 */
export async function storeAlerts(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<StoredAlerts> {
  const { refreshed: _, ...stored } = await storeAlertsThen(db, alerts, (write) => refreshCallsAfterWrite(db, write));
  return stored;
}

/**
 * storeAlerts, whose refresh after the commit also brings the tokens' callers and confluence
 * scores up to date as of `now` (refreshCallsAndConfluenceAfterNewAlerts), answering the rows of the stored
 * messages' tokens as they then are: the extractor's write, whose rows go to the dashboards.
 */
export async function storeAlertsWithTokenRows(
  db: Kysely<Database>,
  alerts: readonly NewAlert[],
  now = new Date(),
): Promise<StoredAlerts & { tokens: Token[] }> {
  const { refreshed, ...stored } = await storeAlertsThen(db, alerts, (write) => refreshCallsAndConfluenceAfterNewAlerts(db, write, now));
  return { ...stored, tokens: refreshed };
}

/** Stores the alerts (see storeAlerts), then runs `refresh` on what was stored after the commit. */
async function storeAlertsThen<T>(
  db: Kysely<Database>,
  alerts: readonly NewAlert[],
  refresh: (write: AppendedWrite) => Promise<T>,
): Promise<StoredAlerts & { refreshed: T }> {
  const firstOfEach = new Map<string, NewAlert>();
  for (const alert of alerts) {
    const key = messageKey(alert.chatId, alert.messageId);
    if (!firstOfEach.has(key)) firstOfEach.set(key, alert);
  }
  if (firstOfEach.size === 0)
    return { messages: [], newTokens: [], refreshed: await refresh({ writtenBy: '', alerts: [], refreshes: [] }) };
  const { stored, newTokens, write } = await db.transaction().execute((tx) => insertAlerts(tx, [...firstOfEach.entries()]));
  const refreshed = await refresh(write);
  const messages = alerts.map((alert) => {
    const key = messageKey(alert.chatId, alert.messageId);
    return (firstOfEach.get(key) === alert ? stored.get(key) : undefined) ?? null;
  });
  return { messages, newTokens, refreshed };
}

/** Inserts alerts (one per key) and merges the inserted ones into their tokens. */
export async function insertAlerts(tx: Transaction<Database>, read: Array<[key: string, alert: NewAlert]>) {
  const correctedAlerts = await withCorrections(
    tx,
    read.map(([, alert]) => alert),
  );
  const alerts = read.map(([key, alert], index): [string, NewAlert] => [key, correctedAlerts[index] ?? alert]);
  // Sorted, so concurrent batches take the unique-index locks in the same order.
  const rows = new Map(
    [...alerts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, alert]) => [key, { alert, row: toMessageRow(alert) }]),
  );
  // Only the ids (and the transaction's, which its stale marks carry) come back: the rest of each stored message is what was sent.
  const inserted = await insertRows(
    tx,
    'messages',
    [...rows.values()].map(({ row }) => row),
  )
    .onConflict((conflict) => conflict.columns(['chat_id', 'message_id']).doNothing())
    .returning(['id', 'chat_id', 'message_id', sql<string>`changed_xid::text`.as('written_by')])
    .execute();
  const stored = new Map<string, AlertMessage>();
  const newAlerts: NewAlertOfToken[] = [];
  for (const { id, chat_id, message_id } of inserted) {
    const key = messageKey(chat_id, message_id);
    const sent = rows.get(key);
    if (!sent) continue;
    stored.set(key, toAlertMessage({ ...sent.row, id, timestamp: sent.alert.timestamp, links: sent.alert.links, text_dropped_at: null }));
    const { token_address, market_cap } = sent.row;
    if (token_address) newAlerts.push({ id, token_address, chat_id, message_id, timestamp: sent.alert.timestamp, market_cap });
  }
  const folds = foldByToken(mentionsOf(alerts.filter(([key]) => stored.has(key)).map(([, alert]) => alert)));
  const write: AppendedWrite = { writtenBy: inserted[0]?.written_by ?? '', alerts: newAlerts, refreshes: [] };
  return { stored, newTokens: await mergeIntoTokens(tx, folds), write };
}

/**
 * Alerts that replace stored ones: an edited message (same chat and message id, new text), or a
 * stored message read again with the AI's answers. Each replaces its row (or is stored as new
 * when its original never was), and every token a replaced message named before or names now
 * is recomputed from its messages. Answers the stored messages in order. With `sameTextOnly`,
 * an alert whose message is not stored with the same text (not yet stored, or edited since)
 * changes nothing and answers null: AI answers about an older text must not overwrite the newer
 * one. (A replay, which rewrites only what changed, is rewriteChangedAlerts.) The calls of
 * those tokens are refreshed after the transaction (refreshCallsOf).
 */
export async function replaceAlerts(
  db: Kysely<Database>,
  alerts: readonly NewAlert[],
  { sameTextOnly = false }: { sameTextOnly?: boolean } = {},
): Promise<StoredAlerts & { tokensRebuilt: number }> {
  if (alerts.length === 0) return { messages: [], newTokens: [], tokensRebuilt: 0 };
  const replaced = await db.transaction().execute(async (tx) => {
    const messages: Array<AlertMessage | null> = [];
    const affected = new Set<string>();
    const inserted: string[] = [];
    for (const alert of await withCorrections(tx, alerts)) {
      const previous = await tx
        .selectFrom('messages')
        .select(['token_address', 'message_text'])
        .where('chat_id', '=', alert.chatId)
        .where('message_id', '=', alert.messageId)
        .forUpdate()
        .executeTakeFirst();
      if (sameTextOnly && previous?.message_text !== alert.text) {
        messages.push(null);
        continue;
      }
      if (!previous) {
        const key = messageKey(alert.chatId, alert.messageId);
        const { stored, newTokens } = await insertAlerts(tx, [[key, alert]]);
        messages.push(stored.get(key) ?? null);
        inserted.push(...newTokens);
        continue;
      }
      const { chat_id: _chat, message_id: _message, ...changes } = toMessageRow(alert);
      const row = await tx
        .updateTable('messages')
        .set({ ...changes, links: JSON.stringify(changes.links), extracted_data: JSON.stringify(changes.extracted_data) })
        .where('chat_id', '=', alert.chatId)
        .where('message_id', '=', alert.messageId)
        .returningAll()
        .executeTakeFirstOrThrow();
      messages.push(toAlertMessage(row));
      for (const address of [previous.token_address, alert.token?.address]) if (address) affected.add(address);
    }
    const addresses = [...affected];
    const known = addresses.length
      ? new Set(
          (await tx.selectFrom('tokens').select('token_address').where('token_address', 'in', addresses).execute()).map(
            (t) => t.token_address,
          ),
        )
      : new Set<string>();
    await rebuildTokens(tx, addresses);
    const stored = messages.flatMap((message) => message?.token_address ?? []);
    return {
      changedTokens: [...addresses, ...stored],
      answer: {
        messages,
        newTokens: [...inserted, ...addresses.filter((address) => !known.has(address))],
        tokensRebuilt: addresses.length,
      },
    };
  });
  await refreshCallsOf(db, replaced.changedTokens);
  return replaced.answer;
}

/** What is stored of a message that may be extracted again. */
export interface StoredMessageState {
  /** the newest version of the raw message kept for replay (0 until it is edited) */
  editVersion: number;
  /** the stored alert message's text; null while only the raw message is stored */
  text: string | null;
  ai: StoredAiAnswers | null;
}

/** The stored state of the given messages, by messageKey; a message not stored at all is absent. */
export async function storedMessageStates(
  db: Kysely<Database>,
  messages: ReadonlyArray<{ chatId: string; messageId: string }>,
): Promise<Map<string, StoredMessageState>> {
  if (messages.length === 0) return new Map();
  const rows = await db
    .selectFrom('raw_messages as raw')
    .leftJoin('messages as message', (join) =>
      join.onRef('message.chat_id', '=', 'raw.chat_id').onRef('message.message_id', '=', 'raw.message_id'),
    )
    .select((eb) => [
      'raw.chat_id',
      'raw.message_id',
      'raw.edit_version',
      'message.message_text',
      eb.ref('message.extracted_data', '->').key('ai').as('ai'),
    ])
    .where((eb) =>
      eb(
        eb.refTuple('raw.chat_id', 'raw.message_id'),
        'in',
        messages.map((message) => eb.tuple(message.chatId, message.messageId)),
      ),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      messageKey(row.chat_id, row.message_id),
      { editVersion: row.edit_version, text: row.message_text, ai: storedAiAnswersOf(row.ai) },
    ]),
  );
}

export async function storeAlert(db: Kysely<Database>, alert: NewAlert): Promise<AlertMessage | null> {
  const { messages } = await storeAlerts(db, [alert]);
  return messages[0] ?? null;
}

/** The messages row of an alert, as insertRows and json_populate_recordset take it. */
export function toMessageRow(alert: NewAlert) {
  return {
    chat_id: alert.chatId,
    message_id: alert.messageId,
    message_type: alert.messageType,
    token_address: alert.token?.address ?? null,
    token_name: alert.token?.name ?? null,
    token_symbol: alert.token?.symbol ?? null,
    timestamp: isoTime(alert.timestamp),
    message_text: alert.text,
    description: alert.description,
    market_cap: alert.marketCap,
    twitter_mentions: alert.twitterMentions,
    trending_level: alert.trendingLevel,
    links: alert.links,
    caller_name: alert.callerName,
    caller_link: alert.callerLink,
    extracted_data: extractedDataOf(alert),
  } satisfies JsonRow<'messages'>;
}

function mentionsOf(alerts: readonly NewAlert[]) {
  return alerts.flatMap((alert) =>
    alert.token
      ? [
          {
            ...alert.token,
            messageType: alert.messageType,
            marketCap: alert.marketCap,
            accumulate: alert.accumulate,
            figures: alert.figures ?? {},
            pairAddress: alert.pairAddress ?? null,
            at: alert.timestamp,
            corrected: alert.corrected,
          },
        ]
      : [],
  );
}

/**
 * Merges each fold into its token: the tokens that exist are locked, merged with `mergeFolds`
 * and written back, so concurrent batches never lose each other's messages and every rule lives
 * once, in token-fold.ts; the others are inserted as the fold itself (one inserted meanwhile by
 * another batch is locked and merged too). Folds come sorted by address, so batches lock rows in
 * the same order. A token archived for inactivity that a new message names comes back to the
 * dashboard in the same transaction. Answers the addresses of the tokens it created.
 */
async function mergeIntoTokens(tx: Transaction<Database>, folds: readonly TokenFold[]): Promise<string[]> {
  if (folds.length === 0) return [];
  const now = new Date();
  const stored = await lockTokens(
    tx,
    folds.map((fold) => fold.address),
  );
  const fresh = folds.filter((fold) => !stored.has(fold.address));
  const created = new Set<string>();
  if (fresh.length > 0) {
    const inserted = await insertRows(
      tx,
      'tokens',
      fresh.map((fold) => tokenRowOf(fold, now)),
    )
      .onConflict((conflict) => conflict.column('token_address').doNothing())
      .returning('token_address')
      .execute();
    for (const row of inserted) created.add(row.token_address);
    const raced = fresh.filter((fold) => !created.has(fold.address)).map((fold) => fold.address);
    if (raced.length > 0) for (const [address, row] of await lockTokens(tx, raced)) stored.set(address, row);
  }
  const merged = folds.flatMap((fold) => {
    const current = stored.get(fold.address);
    return current ? [mergeFolds(foldOfRow(current), fold)] : [];
  });
  await updateRows(
    tx,
    'tokens',
    'token_address',
    merged.map((fold) => tokenRowOf(fold, now)),
  );
  const comingBack = folds.filter((fold) => {
    const current = stored.get(fold.address);
    return current !== undefined && comesBackFor(current, fold.latestMessageAt);
  });
  await bringBackTokens(
    tx,
    comingBack.map((fold) => fold.address),
  );
  return [...created];
}

/**
 * The stored tokens among `addresses`, locked until the transaction ends: their folds and
 * whether they are archived for inactivity (the rest of the row, its caller list among it, is
 * not this write's and costs the driver to parse).
 */
async function lockTokens(tx: Transaction<Database>, addresses: readonly string[]) {
  const rows = await tx
    .selectFrom('tokens')
    .select([...FOLD_COLUMNS, 'archived_reason', 'archived_at'])
    .where('token_address', 'in', addresses)
    .orderBy('token_address')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.token_address, row]));
}
