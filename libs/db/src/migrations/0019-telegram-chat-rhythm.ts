import { sql, type Kysely } from 'kysely';

/**
 * A watched chat's usual interval between messages (the median gap the ingest's reader keeps),
 * so the Sources screen can say when a chat has gone quiet for many times its usual interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_chats ADD COLUMN usual_interval_seconds integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE telegram_chats DROP COLUMN usual_interval_seconds`.execute(db);
}
