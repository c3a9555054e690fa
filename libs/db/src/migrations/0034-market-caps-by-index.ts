import { sql, type Kysely } from 'kysely';

/**
 * A token's market caps read from its indexes alone. The chart's history (and every refresh of a
 * token's calls) reads each market cap a token ever had: the alerts' from messages, the refresh's
 * from refreshed_market_caps. Both were found by index and then read row by row from the heap, in
 * which a token's rows lie scattered among every other token's (110,809 rows for a runner on a
 * year of a busy hub: most of its analysis page's four seconds). With the market cap in the
 * indexes they are one range of each, read by index-only scans.
 *
 * messages_token_time_idx is rebuilt with the market cap included (same keys, so the token's
 * history pages keep using it; 8 bytes more an entry) rather than joined by a second index every
 * alert would pay for; refreshed_market_caps' primary key likewise. Built without CONCURRENTLY
 * (a migration runs in a transaction): writes to both tables wait for the builds, reads go on.
 * On a tenth of a year of a busy hub, at load 11-17 on two cores: 4.7 s for the 500,000 messages,
 * 9.7 s for 2.45 million observations; linearly, a minute and a half on the whole year
 * (docs/performance.md, "A year of history").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX messages_token_time_cap_idx ON messages (token_address, timestamp DESC, id DESC) INCLUDE (market_cap)`.execute(db);
  await sql`DROP INDEX messages_token_time_idx`.execute(db);
  await sql`ALTER INDEX messages_token_time_cap_idx RENAME TO messages_token_time_idx`.execute(db);
  await sql`ALTER TABLE refreshed_market_caps DROP CONSTRAINT refreshed_market_caps_pkey,
    ADD CONSTRAINT refreshed_market_caps_pkey PRIMARY KEY (token_address, observed_at) INCLUDE (market_cap)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE refreshed_market_caps DROP CONSTRAINT refreshed_market_caps_pkey,
    ADD CONSTRAINT refreshed_market_caps_pkey PRIMARY KEY (token_address, observed_at)`.execute(db);
  await sql`CREATE INDEX messages_token_time_plain_idx ON messages (token_address, timestamp DESC, id DESC)`.execute(db);
  await sql`DROP INDEX messages_token_time_idx`.execute(db);
  await sql`ALTER INDEX messages_token_time_plain_idx RENAME TO messages_token_time_idx`.execute(db);
}
