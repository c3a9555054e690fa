import { sql, type Kysely } from 'kysely';

/**
 * Every stored message rewrites its token's row, so each index on a changing token column costs
 * every write (and keeps PostgreSQL from updating the row in place). The archived page's sort and
 * search indexes saved little: sorting or searching 10,000 archived tokens without them takes
 * 5-7 ms. They go; the dashboard's (hidden, first_seen) index stays. With room left in each page
 * (fillfactor 80) a token update that changes no indexed column is a HOT update.
 * The message-text trigram index keeps the tracer's search fast; a larger pending list lets
 * PostgreSQL merge its entries in bulk rather than message by message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ['tokens_hidden_current_mc_idx', 'tokens_hidden_ath_mc_idx', 'tokens_hidden_ath_multiple_idx', 'tokens_hidden_name_idx', 'tokens_search_trgm_idx']) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  await sql`ALTER TABLE tokens SET (fillfactor = 80)`.execute(db);
  await sql`ALTER INDEX messages_text_trgm_idx SET (gin_pending_list_limit = 16384)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX messages_text_trgm_idx RESET (gin_pending_list_limit)`.execute(db);
  await sql`ALTER TABLE tokens RESET (fillfactor)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_current_mc_idx ON tokens (hidden, current_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_mc_idx ON tokens (hidden, ath_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_multiple_idx ON tokens
    (hidden, (ath_market_cap / NULLIF(initial_market_cap, 0)) DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_name_idx ON tokens (hidden, lower(token_name))`.execute(db);
  await sql`CREATE INDEX tokens_search_trgm_idx ON tokens
    USING gin ((coalesce(token_name, '') || ' ' || coalesce(token_symbol, '') || ' ' || token_address) gin_trgm_ops)`.execute(db);
}
