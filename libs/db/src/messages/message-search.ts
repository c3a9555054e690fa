import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';
import { containsPattern } from '../common/like-pattern.js';

export interface MessageSearch {
  /** Text the message contains, any case (served by the trigram index on message_text). */
  text?: string | undefined;
  trendingLevel?: string | undefined;
  messageType?: string | undefined;
  /** Only the messages of this chat. */
  chatId?: string | undefined;
  /** Only messages at or after this time; every message when absent. */
  since?: Date | undefined;
}

/**
 * A place in the newest-first order of messages: the (timestamp, id) of the last message seen.
 * `at` is the timestamp as PostgreSQL wrote it, to the microsecond, so that no message whose
 * time has more digits than a JavaScript Date is skipped or repeated.
 */
export interface MessagePosition {
  at: string;
  id: number;
}

export interface MessageSearchPage {
  messages: AlertMessage[];
  /** Where the next page starts; null when this page is the last. */
  next: MessagePosition | null;
  /** Every message the search matches, over all pages. */
  totalCount: number;
}

function matching(search: MessageSearch) {
  return (eb: ExpressionBuilder<Database, 'messages'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (search.since) conditions.push(eb('timestamp', '>=', search.since));
    if (search.messageType) conditions.push(eb('message_type', '=', search.messageType));
    if (search.chatId) conditions.push(eb('chat_id', '=', search.chatId));
    if (search.trendingLevel) conditions.push(eb('trending_level', '=', search.trendingLevel));
    if (search.text) conditions.push(eb('message_text', 'ilike', containsPattern(search.text)));
    return eb.and(conditions);
  };
}

/**
 * Messages newest first, `limit` at a time, continuing after `after` (keyset on (timestamp, id),
 * which messages_time_idx serves): messages stored meanwhile never shift a page.
 */
export async function searchMessages(
  db: Kysely<Database>,
  search: MessageSearch,
  after: MessagePosition | null,
  limit: number,
): Promise<MessageSearchPage> {
  const where = matching(search);
  let page = db
    .selectFrom('messages')
    .selectAll()
    .select(sql<string>`to_char(timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('position_at'))
    .where(where);
  if (after) page = page.where(sql<SqlBool>`(timestamp, id) < (${after.at}::timestamptz, ${after.id})`);
  const [rows, count] = await Promise.all([
    page
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    messages: shown.map(({ position_at: _position, ...row }) => toAlertMessage(row)),
    next: rows.length > limit && last ? { at: last.position_at, id: last.id } : null,
    totalCount: Number(count.n),
  };
}
