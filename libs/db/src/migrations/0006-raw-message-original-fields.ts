import { sql, type Kysely } from 'kysely';

/**
 * What a source sent in the fields the raw-message contract cleaned (a NUL, a lone surrogate,
 * a control character, a link that is no web link, a date in the future), kept beside the
 * cleaned message. As JSON in a text column: there its `\u0000` and `\ud800` escapes are
 * plain characters, where jsonb would refuse them as it refuses the characters themselves.
 * Null for the messages that needed no cleaning, nearly all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE raw_messages ADD COLUMN original_fields text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE raw_messages DROP COLUMN original_fields`.execute(db);
}
