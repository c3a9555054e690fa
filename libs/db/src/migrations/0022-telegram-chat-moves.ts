import { sql, type Kysely } from 'kysely';

/**
 * Basic groups upgraded to supergroups. Telegram gives the supergroup a new id and a history of
 * its own, and the basic group stops (it only says "migrated to"). A row records the move, so the
 * watch follows the supergroup and no restart or replica reads the dead basic group again; the
 * basic group's stored messages stay under its old id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE telegram_chat_moves (
    from_chat_id text PRIMARY KEY,
    to_chat_id text NOT NULL,
    moved_at timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE telegram_chat_moves`.execute(db);
}
