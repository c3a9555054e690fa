import { sql, type Kysely } from 'kysely';

/**
 * Why and when a token is archived, so the dashboard stays bounded:
 * - `archived_reason`: 'trader' (archived by hand: stays archived) or 'inactive' (archived by the
 *   analyzer after AUTO_ARCHIVE_DAYS without a message: a new alert brings it back); null while
 *   the token is on the dashboard. The tokens archived before this migration were the trader's.
 * - `archived_at`: when it was archived (unknown, null, for those archived before).
 * - `restored_at`: when the trader last brought it back by hand; inactivity counts from the newer
 *   of this and the token's last message, so a restored token gets a full period.
 * The analyzer's periodic archiving reads the active tokens by their last activity: a partial
 * index over exactly that expression keeps it an index range scan, whatever the token count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    ADD COLUMN archived_reason text CHECK (archived_reason IN ('trader', 'inactive')),
    ADD COLUMN archived_at timestamptz,
    ADD COLUMN restored_at timestamptz`.execute(db);
  await sql`UPDATE tokens SET archived_reason = 'trader' WHERE hidden`.execute(db);
  await sql`CREATE INDEX tokens_active_last_activity_idx ON tokens (greatest(latest_message_at, restored_at)) WHERE NOT hidden`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS tokens_active_last_activity_idx`.execute(db);
  await sql`ALTER TABLE tokens DROP COLUMN restored_at, DROP COLUMN archived_at, DROP COLUMN archived_reason`.execute(db);
}
