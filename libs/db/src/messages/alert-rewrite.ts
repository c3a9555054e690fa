import { sql, type Kysely } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { insertAlerts, messageKey, toMessageRow, type NewAlert } from './alert-repository.js';
import { rebuildTokens } from '../tokens/token-rebuild.js';
import { markTokensStale } from '../tokens/stale-tokens.js';
import { refreshCallsOf } from '../channels/channel-calls.js';
import { withCorrections } from '../corrections/message-corrections.js';

/** What a batch of replayed alerts changed. */
export interface RewrittenAlerts {
  /** For each alert in order: whether its message was written (rewritten, or stored for the first time). */
  changed: boolean[];
  /** Tokens rebuilt now, or marked to be rebuilt later (`deferRebuilds`). */
  tokensRebuilt: number;
}

/** How a batch's tokens are brought up to date. */
export interface RewriteOptions {
  /**
   * Mark the tokens whose messages changed (markTokensStale) rather than rebuild them and
   * refresh their calls now: a replay's batches, whose tokens rebuildStaleTokens rebuilds once
   * for the whole replay rather than once per batch that touched them.
   */
  deferRebuilds?: boolean;
}

/**
 * Stored messages read again (a replay), a batch in one transaction. One statement rewrites the
 * messages whose row differs from their new reading (PostgreSQL compares the columns, each by
 * its own type: jsonb by value, numbers, times) and answers the token each named before; the
 * tokens they named before or name now are rebuilt from their messages. A message that reads
 * as it is stored is not written: no new list version for the dashboards, no token rebuilt, so
 * a replay of a replay changes nothing. A message whose raw message is kept but whose alert
 * never was stored is stored now. Two statements for the batch where replaceAlerts, for an
 * edit or an AI answer now and then, takes two a message. The calls of the tokens it changed
 * are refreshed after the transaction (refreshCallsOf). With `deferRebuilds`, those tokens are
 * marked instead, to be rebuilt (and their calls refreshed) once later.
 */
export async function rewriteChangedAlerts(
  db: Kysely<Database>,
  read: readonly NewAlert[],
  { deferRebuilds = false }: RewriteOptions = {},
): Promise<RewrittenAlerts> {
  if (read.length === 0) return { changed: [], tokensRebuilt: 0 };
  const rewrite = await db.transaction().execute(async (tx) => {
    // The trader's corrections win over the new reading, so that a replay keeps them.
    const alerts = await withCorrections(tx, read);
    // One reading per message (two runs may replay it in one batch), in key order, so that
    // concurrent batches lock the rows they share in the same order.
    const byKey = new Map(alerts.map((alert) => [messageKey(alert.chatId, alert.messageId), alert]));
    const sorted = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = sorted.map(([, alert]) => toMessageRow(alert));
    const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'chat_id' && column !== 'message_id');
    const assignments = sql.join(columns.map((column) => sql`${sql.ref(column)} = r.${sql.ref(column)}`));
    const ours = sql.join(columns.map((column) => sql`t.${sql.ref(column)}`));
    const theirs = sql.join(columns.map((column) => sql`r.${sql.ref(column)}`));
    // `previous` is the row as the statement found it: the token the message named before.
    const { rows: written } = await sql<{
      chat_id: string;
      message_id: string;
      token_address: string | null;
      previous_token: string | null;
    }>`
      UPDATE messages AS t SET ${assignments}
      FROM json_populate_recordset(NULL::messages, ${JSON.stringify(rows)}::json) AS r, messages AS previous
      WHERE t.chat_id = r.chat_id AND t.message_id = r.message_id AND previous.id = t.id AND (${ours}) IS DISTINCT FROM (${theirs})
        -- Queued before the retention dropped its text: the reading stays, the text stays dropped.
        AND t.text_dropped_at IS NULL
      RETURNING t.chat_id, t.message_id, t.token_address, previous.token_address AS previous_token`.execute(tx);
    const affected = [
      ...new Set(
        written.flatMap((row) => [row.token_address, row.previous_token]).filter((address): address is string => address !== null),
      ),
    ];
    if (deferRebuilds) await markTokensStale(tx, affected);
    const rewritten = new Set(written.map((row) => messageKey(row.chat_id, row.message_id)));
    const notRewritten = sorted.filter(([key]) => !rewritten.has(key));
    const stored = await storedKeys(
      tx,
      notRewritten.map(([, alert]) => alert),
    );
    const neverStored = notRewritten.filter(([key]) => !stored.has(key));
    const inserted = neverStored.length > 0 ? (await insertAlerts(tx, neverStored)).stored : new Map<string, AlertMessage>();
    if (!deferRebuilds) await rebuildTokens(tx, affected);
    const changed = alerts.map((alert) => {
      const key = messageKey(alert.chatId, alert.messageId);
      return byKey.get(key) === alert && (rewritten.has(key) || inserted.has(key));
    });
    const insertedTokens = [...inserted.values()].flatMap((message) => message.token_address ?? []);
    const refreshNow = deferRebuilds ? insertedTokens : [...affected, ...insertedTokens];
    return { changedTokens: refreshNow, answer: { changed, tokensRebuilt: affected.length } };
  });
  await refreshCallsOf(db, rewrite.changedTokens);
  return rewrite.answer;
}

/** Which of the messages have a stored alert. */
async function storedKeys(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<Set<string>> {
  if (alerts.length === 0) return new Set();
  const { rows } = await sql<{ chat_id: string; message_id: string }>`
    SELECT m.chat_id, m.message_id FROM messages m
    JOIN unnest(${alerts.map((alert) => alert.chatId)}::text[], ${alerts.map((alert) => alert.messageId)}::text[]) AS sought(chat_id, message_id)
      ON m.chat_id = sought.chat_id AND m.message_id = sought.message_id`.execute(db);
  return new Set(rows.map((row) => messageKey(row.chat_id, row.message_id)));
}
