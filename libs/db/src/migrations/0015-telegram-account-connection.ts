import { sql, type Kysely } from 'kysely';

/**
 * Whether the ingest reaches Telegram with the account, for the Sources screen (another process):
 * `unreachable_since` is when the connection went (or the session was refused) and
 * `connection_problem` says why in a short sentence; both null while connected. The ingest writes
 * them only when the connection changes, never per message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_account ADD COLUMN unreachable_since timestamptz, ADD COLUMN connection_problem text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_account DROP COLUMN unreachable_since, DROP COLUMN connection_problem`.execute(db);
}
