import { sql, type Kysely } from 'kysely';

/**
 * Whether the ingest reaches Telegram with the bot, for the Sources screen (another process): the
 * bot has no row of its own, so one row here, as the account's (migration 0015) on
 * telegram_account. Both null while connected; the ingest writes them only when they change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE telegram_bot_connection (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    unreachable_since timestamptz,
    connection_problem text
  )`.execute(db);
  // The row exists from the start, so recording is always an UPDATE (its WHERE makes the same state a no-op).
  await sql`INSERT INTO telegram_bot_connection (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE telegram_bot_connection`.execute(db);
}
