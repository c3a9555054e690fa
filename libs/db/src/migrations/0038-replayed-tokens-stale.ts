import { sql, type Kysely } from 'kysely';

/**
 * `tokens_stale`: the tokens a replay changed the messages of, to be rebuilt from their messages
 * (rebuildStaleTokens). A replay rewrote each batch's tokens in the batch's own transaction, so a
 * token was rebuilt from all its messages once per batch that touched it: some ten times over in
 * a replay of 100,000 messages, the pace of the whole replay. Now a batch marks them in its
 * transaction (one row per token: a batch that marks a token already marked locks its mark,
 * which a rebuild deletes under its own lock, so no change is missed), and each is rebuilt once,
 * when the replay goes idle, at the end of `npm run replay`, or at the analyzer's minute pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE tokens_stale (token_address text PRIMARY KEY)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A token still marked keeps its row as it was last built (run `npm run replay` again to rebuild it).
  await sql`DROP TABLE IF EXISTS tokens_stale`.execute(db);
}
