import { sql, type Kysely } from 'kysely';

/**
 * `tokens_stale`: the tokens a replay changed the messages of, to be rebuilt from their messages
 * (rebuildStaleTokens). A replay rewrote each batch's tokens in the batch's own transaction, so a
 * token was rebuilt from all its messages once per batch that touched it: some ten times over in
 * a replay of 100,000 messages, the pace of the whole replay. Now a batch marks them in its
 * transaction (a row per token and batch, as channel_calls_stale: batches never wait on each
 * other's marks, and a rebuild deletes only the marks committed before it reads), and each is
 * rebuilt once, when the replay goes quiet, at the end of `npm run replay`, or at the analyzer's
 * minute pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE tokens_stale (token_address text NOT NULL)`.execute(db);
  await sql`CREATE INDEX tokens_stale_token_idx ON tokens_stale (token_address)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A token still marked keeps its row as it was last built (run `npm run replay` again to rebuild it).
  await sql`DROP TABLE IF EXISTS tokens_stale`.execute(db);
}
