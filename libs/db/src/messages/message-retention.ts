import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

const DAY_MS = 24 * 3_600_000;
/** Archived tokens looked at per statement: a probe each of messages' (token_address, timestamp) index. */
const TOKENS_PER_BATCH = 500;
/** Messages whose text one statement drops: a short transaction, a few thousand rows locked at most. */
const MESSAGES_PER_STATEMENT = 2_000;

export interface MessageTextDrop {
  /** Messages older than this had their raw text dropped (when their token is archived). */
  droppedBefore: Date;
  /** Messages whose text this pass dropped (raw messages with them). */
  messages: number;
  statements: number;
}

/**
 * The message retention (MESSAGE_RETENTION_DAYS): drops the raw text of the messages older than
 * `days` whose token is archived, the message's `message_text` and its raw message's `text` and
 * `original_fields` (what the source sent before cleaning), and stamps `text_dropped_at`. What
 * was read from the text stays: the type, the token, the figures, the caller, the links, the
 * extracted fields, so every call, score and chart reads as before; a replay or a try on
 * history leaves such a message out (there is no text to read again).
 *
 * Idempotent (a dropped message is not looked at again) and in short statements: each drops at
 * most MESSAGES_PER_STATEMENT messages of a few hundred tokens in its own transaction, and skips
 * rows another transaction holds (an extractor rewriting them) rather than wait: the next pass
 * drops them. The space is PostgreSQL's to reuse once autovacuum has passed (docs/operations.md).
 */
export async function dropOldMessageTexts(db: Kysely<Database>, days: number, now = new Date()): Promise<MessageTextDrop> {
  const droppedBefore = new Date(now.getTime() - days * DAY_MS);
  const drop: MessageTextDrop = { droppedBefore, messages: 0, statements: 0 };
  for (let after = ''; ;) {
    const tokens = await archivedTokensAfter(db, after, droppedBefore);
    const last = tokens.at(-1);
    if (last === undefined) return drop;
    for (;;) {
      const dropped = await dropTextsOf(db, tokens, droppedBefore, now);
      drop.messages += dropped;
      drop.statements += 1;
      if (dropped < MESSAGES_PER_STATEMENT) break;
    }
    after = last;
  }
}

/** The next archived tokens (by address) seen before `before`: only they can have messages that old. */
async function archivedTokensAfter(db: Kysely<Database>, after: string, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('tokens')
    .select('token_address')
    .where('hidden', '=', true)
    .where('first_seen', '<', before)
    .where('token_address', '>', after)
    .orderBy('token_address')
    .limit(TOKENS_PER_BATCH)
    .execute();
  return rows.map((row) => row.token_address);
}

/** Drops the text of up to MESSAGES_PER_STATEMENT of these tokens' messages older than `before`, in one statement; answers how many. */
async function dropTextsOf(db: Kysely<Database>, tokens: readonly string[], before: Date, now: Date): Promise<number> {
  const { rows } = await sql<{ messages: string }>`
    WITH picked AS (
      SELECT m.id FROM messages m
      WHERE m.token_address = ANY(${tokens}::text[]) AND m.timestamp < ${before} AND m.text_dropped_at IS NULL
        -- Still archived now: a token restored since the list was read keeps its texts.
        AND EXISTS (SELECT 1 FROM tokens t WHERE t.token_address = m.token_address AND t.hidden)
      ORDER BY m.id LIMIT ${MESSAGES_PER_STATEMENT}
      FOR UPDATE OF m SKIP LOCKED
    ), dropped AS (
      UPDATE messages m SET message_text = '', text_dropped_at = ${now}
      FROM picked WHERE m.id = picked.id
      RETURNING m.chat_id, m.message_id
    ), raw AS (
      -- Run although nothing reads it: PostgreSQL carries out every data-modifying WITH.
      UPDATE raw_messages r SET text = '', original_fields = NULL
      FROM dropped WHERE r.chat_id = dropped.chat_id AND r.message_id = dropped.message_id
    )
    SELECT count(*) AS messages FROM dropped`.execute(db);
  return Number(rows[0]?.messages ?? 0);
}
