import { sql, type Kysely } from 'kysely';

/**
 * A token's alert market caps read from an index alone. The chart's history (and every refresh of
 * a token's calls) reads each market cap a token ever had, most of a runner's from its alerts in
 * messages: found by index and then read row by row from the heap, in which a token's rows lie
 * scattered among every other token's (110,809 rows for a runner on a year of a busy hub: most of
 * its analysis page's four seconds). With the market cap in the index they are one range of it,
 * read by an index-only scan.
 *
 * messages_token_time_idx is rebuilt with the market cap included (same keys, so the token's
 * history pages keep using it; 8 bytes more an entry) rather than joined by a second index every
 * alert would pay for. Built without CONCURRENTLY (a migration runs in a transaction): writes to
 * messages wait for the build, reads go on. On a tenth of a year of a busy hub, at load 11-17 on
 * two cores: 4.7 s for the 500,000 messages; linearly under a minute on the whole year. The
 * refresh's observations (ten times as many rows on that year, a small share of a runner's
 * market caps) keep their primary key: covering it too would rebuild it for about as long again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_token_time_cap_idx ON messages (token_address, timestamp DESC, id DESC) INCLUDE (market_cap)`.execute(db);
  await sql`DROP INDEX messages_token_time_idx`.execute(db);
  await sql`ALTER INDEX messages_token_time_cap_idx RENAME TO messages_token_time_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_token_time_plain_idx ON messages (token_address, timestamp DESC, id DESC)`.execute(db);
  await sql`DROP INDEX messages_token_time_idx`.execute(db);
  await sql`ALTER INDEX messages_token_time_plain_idx RENAME TO messages_token_time_idx`.execute(db);
}
