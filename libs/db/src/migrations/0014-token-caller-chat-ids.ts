import { sql, type Kysely } from 'kysely';

/**
 * Each token's caller chat ids (channels/confluence.ts): the chats with a call of the
 * token, so the dashboard can show only the tokens chosen channels called, filtered in the
 * browser on the rows the delta polls already carry (a server-side filter would split the shared
 * answers of the polls, one per choice). Kept where `callers` is kept, sorted by byte order so an
 * unchanged list compares equal and its row is not rewritten. Filled here from the calls already
 * derived, so no refresh has to rewrite every token after the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens ADD COLUMN caller_chat_ids text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`UPDATE tokens SET caller_chat_ids = called.chat_ids
    FROM (
      SELECT token_address, array_agg(chat_id ORDER BY chat_id COLLATE "C") AS chat_ids FROM channel_calls GROUP BY token_address
    ) AS called
    WHERE tokens.token_address = called.token_address`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens DROP COLUMN caller_chat_ids`.execute(db);
}
