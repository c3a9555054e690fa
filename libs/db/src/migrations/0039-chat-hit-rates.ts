import { sql, type Kysely } from 'kysely';

/**
 * `chat_hit_rates`: each chat's 7-day hit rate at 2x as the analyzer's minute pass last computed
 * it (storeConfluenceScores). The extractor's write after every batch of alerts recomputed the
 * hit rates of the batch's callers from their calls of the last 7 days, a scan that grows with a
 * chat's calls a week (some 30,000 rows a batch for a busy hub's chats, a ninth of PostgreSQL's
 * time per batch); it now reads them here, at most a minute old, and computes only those of
 * chats the pass has not seen yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE chat_hit_rates (chat_id text PRIMARY KEY, hit_rate_2x double precision)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chat_hit_rates`.execute(db);
}
