import { sql, type Kysely } from 'kysely';

/**
 * The tracer's text search, split in two: the words of a message, and the Solana addresses in it.
 *
 * The trigram index of the whole text cost most of every message written (on a year of history,
 * 85 % of the messages insert): an address's forty-odd random trigrams each touch a posting list
 * of their own. Indexed apart, the text without its base58 runs of 32 characters or more
 * (addresses, signatures) takes a quarter of the time to index, and the addresses go into an
 * array index, one entry each. A search then finds a word, a number or any part of them as
 * before, and an address by the whole address; a fragment of an address no longer
 * matches every pump.fun token whose address ends in "pump".
 *
 * Only the functions are made here: the indexes on them (and the old index's drop) are built
 * CONCURRENTLY after the migrations (online-indexes.ts), as a transaction would hold every write
 * to messages for the minutes a year of them takes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION message_search_text(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT regexp_replace($1, '[1-9A-HJ-NP-Za-km-z]{32,}', ' ', 'g') $$`.execute(db);
  await sql`CREATE FUNCTION message_addresses(text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT coalesce(array_agg(DISTINCT lower(run[1])), '{}')
      FROM regexp_matches($1, '[1-9A-HJ-NP-Za-km-z]{32,}', 'g') AS run $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS messages_search_text_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS messages_addresses_idx`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS messages_text_trgm_idx ON messages USING gin (message_text gin_trgm_ops)
    WITH (gin_pending_list_limit = 16384)`.execute(db);
  await sql`DROP FUNCTION message_addresses(text)`.execute(db);
  await sql`DROP FUNCTION message_search_text(text)`.execute(db);
}
