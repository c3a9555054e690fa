import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';
import { containsPattern } from '../common/like-pattern.js';

export interface MessageSearch {
  /**
   * Text the message contains, any case: a word, a number or any part of them; a Solana address
   * (or any run of 32 base58 characters or more) only whole (`textMatches`).
   */
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
  /** Every message the search matches, over all pages, counted up to the `countUpTo` asked; null when not asked. */
  totalCount: number | null;
  /** Whether more messages match than were counted (totalCount is then `countUpTo`). */
  totalCapped: boolean;
}

/** The messages a search matches, as a WHERE. */
export function messagesMatching(search: MessageSearch) {
  return (eb: ExpressionBuilder<Database, 'messages'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (search.since) conditions.push(eb('timestamp', '>=', search.since));
    if (search.messageType) conditions.push(eb('message_type', '=', search.messageType));
    if (search.chatId) conditions.push(eb('chat_id', '=', search.chatId));
    if (search.trendingLevel) conditions.push(eb('trending_level', '=', search.trendingLevel));
    if (search.text) conditions.push(textMatches(search.text));
    return eb.and(conditions);
  };
}

/**
 * The text search as its indexes serve it (migration 0042): a search naming an address finds the
 * messages that name it (messages_addresses_idx) and contain the whole search; any other, the
 * messages whose text without its addresses contains it (messages_search_text_idx). The search
 * is known when PostgreSQL plans the statement, which keeps only the branch it takes.
 */
function textMatches(text: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`CASE WHEN message_addresses(${text}) = '{}'
    THEN message_search_text(message_text) ILIKE ${pattern}
    ELSE message_addresses(message_text) @> message_addresses(${text}) AND message_text ILIKE ${pattern} END`;
}

/**
 * Messages newest first, `limit` at a time, continuing after `after` (keyset on (timestamp, id),
 * which messages_time_idx serves, and messages_chat_time_idx for one chat): messages stored
 * meanwhile never shift a page. The matches are counted up to `countUpTo` (none when null): an
 * exact count of a year of messages would read every one of them for each page, where counting
 * to a bound stops there, as the page does.
 */
export async function searchMessages(
  db: Kysely<Database>,
  search: MessageSearch,
  after: MessagePosition | null,
  limit: number,
  countUpTo: number | null,
): Promise<MessageSearchPage> {
  const where = messagesMatching(search);
  let page = db
    .selectFrom('messages')
    .selectAll()
    .select(sql<string>`to_char(timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('position_at'))
    .where(where);
  if (after) page = page.where(sql<SqlBool>`(timestamp, id) < (${after.at}::timestamptz, ${after.id})`);
  const [rows, counted] = await Promise.all([
    page
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),
    countUpTo === null ? null : countMatches(db, where, countUpTo),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    messages: shown.map(({ position_at: _position, ...row }) => toAlertMessage(row)),
    next: rows.length > limit && last ? { at: last.position_at, id: last.id } : null,
    totalCount: counted === null ? null : Math.min(counted, countUpTo ?? counted),
    totalCapped: counted !== null && countUpTo !== null && counted > countUpTo,
  };
}

/** How many messages match, up to `upTo` + 1 (one more tells that there are more). */
async function countMatches(db: Kysely<Database>, where: ReturnType<typeof messagesMatching>, upTo: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('messages')
        .select(sql`1`.as('one'))
        .where(where)
        .limit(upTo + 1)
        .as('match'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
