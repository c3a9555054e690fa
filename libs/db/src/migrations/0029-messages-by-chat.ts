import { sql, type Kysely } from 'kysely';

/**
 * The tracer's channel filter reads one chat's messages newest first, 50 at a time (keyset on
 * (timestamp, id)). Without an index of its own it walked messages_time_idx through every chat's
 * messages, reading each row to look at its chat: on a year of a busy hub, a quiet channel's page
 * (or a day with fewer than 50 of its messages) read tens of thousands of rows. With this index
 * the page is one range of it.
 *
 * Built without CONCURRENTLY: kysely runs the migrations in one transaction, where CONCURRENTLY is
 * refused. On a year of five million messages the build took under a minute on two shared cores
 * (docs/performance.md, "A year of history"), during which writes to messages wait (the
 * extractor's jobs stay queued); reads go on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_chat_time_idx ON messages (chat_id, timestamp DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX messages_chat_time_idx`.execute(db);
}
