import { sql, type Kysely } from 'kysely';

/**
 * The last error the account's Telegram client reported while reading (its updates loop, a
 * difference it could not fetch), for the Sources screen: it is logged and counted by the ingest,
 * and the screen is where a trader sees it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_account ADD COLUMN last_client_error text, ADD COLUMN last_client_error_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_account DROP COLUMN last_client_error, DROP COLUMN last_client_error_at`.execute(db);
}
