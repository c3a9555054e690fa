import { sql, type Kysely } from 'kysely';

const archivedSortIndexes = [
  'tokens_hidden_current_mc_idx',
  'tokens_hidden_ath_mc_idx',
  'tokens_hidden_ath_multiple_idx',
  'tokens_hidden_name_idx',
  'tokens_search_trgm_idx',
];

/**
 * Every stored message rewrites its token's row, and each index on the archived page's sort and
 * search columns cost every one of those writes. They become partial indexes over archived tokens
 * only (`WHERE hidden`): the archived page still has them, and a write to an active token adds no
 * entry to them. Room left in each page (fillfactor 80) lets an update stay on its page.
 * The message-text trigram index keeps the tracer's search fast; a larger pending list lets
 * PostgreSQL merge its entries in bulk rather than message by message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of archivedSortIndexes) await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  await sql`CREATE INDEX tokens_archived_current_mc_idx ON tokens (current_market_cap DESC NULLS LAST) WHERE hidden`.execute(db);
  await sql`CREATE INDEX tokens_archived_ath_mc_idx ON tokens (ath_market_cap DESC NULLS LAST) WHERE hidden`.execute(db);
  await sql`CREATE INDEX tokens_archived_ath_multiple_idx ON tokens
    ((ath_market_cap / NULLIF(initial_market_cap, 0)) DESC NULLS LAST) WHERE hidden`.execute(db);
  await sql`CREATE INDEX tokens_archived_name_idx ON tokens (lower(token_name)) WHERE hidden`.execute(db);
  await sql`CREATE INDEX tokens_archived_search_trgm_idx ON tokens
    USING gin ((coalesce(token_name, '') || ' ' || coalesce(token_symbol, '') || ' ' || token_address) gin_trgm_ops) WHERE hidden`.execute(
    db,
  );
  await sql`ALTER TABLE tokens SET (fillfactor = 80)`.execute(db);
  await sql`ALTER INDEX messages_text_trgm_idx SET (gin_pending_list_limit = 16384)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX messages_text_trgm_idx RESET (gin_pending_list_limit)`.execute(db);
  await sql`ALTER TABLE tokens RESET (fillfactor)`.execute(db);
  for (const index of [
    'tokens_archived_current_mc_idx',
    'tokens_archived_ath_mc_idx',
    'tokens_archived_ath_multiple_idx',
    'tokens_archived_name_idx',
    'tokens_archived_search_trgm_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  // Migration 0001's full indexes, as it made them (a migration's text never changes).
  await sql`CREATE INDEX tokens_hidden_current_mc_idx ON tokens (hidden, current_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_mc_idx ON tokens (hidden, ath_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_multiple_idx ON tokens
    (hidden, (ath_market_cap / NULLIF(initial_market_cap, 0)) DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_name_idx ON tokens (hidden, lower(token_name))`.execute(db);
  await sql`CREATE INDEX tokens_search_trgm_idx ON tokens
    USING gin ((coalesce(token_name, '') || ' ' || coalesce(token_symbol, '') || ' ' || token_address) gin_trgm_ops)`.execute(db);
}
