import { sql, type Kysely } from 'kysely';

/**
 * When the message retention (MESSAGE_RETENTION_DAYS) dropped a message's raw text: the screens
 * say so in place of the text, and a replay or a try on history leaves the message out (its
 * stored reading, made from the text, is all there is left). A nullable column without a
 * default: added without rewriting the table, online at any size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN text_dropped_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE messages DROP COLUMN text_dropped_at`.execute(db);
}
