import { sql, type Kysely } from 'kysely';

/**
 * The archived page's default order, first seen newest first with the address breaking ties
 * (archived-token-page.ts), had no index: tokens_hidden_first_seen_idx has neither the tie-break
 * nor NULLS LAST, so each page sorted every archived token (146,643 of them on a year of a busy
 * hub: half a second). A partial index over archived tokens in exactly that order serves a page
 * as one range of it, and costs nothing to writes of tokens on the dashboard.
 *
 * Built without CONCURRENTLY (a migration runs in a transaction): the tokens table is small
 * (150,000 rows a year here), its build takes about a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX tokens_archived_first_seen_idx ON tokens (first_seen DESC NULLS LAST, token_address) WHERE hidden`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX tokens_archived_first_seen_idx`.execute(db);
}
