import { sql, type Kysely } from 'kysely';

/**
 * The tracer's text index gathers new messages' trigrams in a pending list and one insert merges
 * it into the index when it is full. At 16 MB (some 12,000 messages since the index left the
 * addresses out) that insert held its batch's write for 200-400 ms about every ten seconds at 500
 * alerts a second on a year of history, the alerts behind it waiting; at 4 MB the longest insert
 * of ten seconds took 70-170 ms, for no more of PostgreSQL's time (27-30 s against 31 s over
 * three minutes). The index is built after the migrations on a new database (online-indexes.ts,
 * with this limit): here only a hub that has it already changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX IF EXISTS messages_search_text_idx SET (gin_pending_list_limit = 4096)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX IF EXISTS messages_search_text_idx SET (gin_pending_list_limit = 16384)`.execute(db);
}
