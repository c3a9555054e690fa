import { sql, type Kysely } from 'kysely';

/**
 * Each token's confluence score and callers (channels/confluence.ts): stored on the
 * token so the dashboard's delta polls carry them like any other column (a write moves
 * changed_xid). The channel-calls refresh keeps them, writing only the rows whose values
 * changed. `callers` is filled here from the calls already derived; the scores at the next
 * refresh. The partial index finds the few tokens with a score, whose calls may have left the
 * window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    ADD COLUMN confluence_score double precision NOT NULL DEFAULT 0,
    ADD COLUMN callers integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX tokens_confluence_idx ON tokens (token_address) WHERE confluence_score > 0`.execute(db);
  await sql`UPDATE tokens SET callers = counted.callers
    FROM (SELECT token_address, count(*)::int AS callers FROM channel_calls GROUP BY token_address) AS counted
    WHERE tokens.token_address = counted.token_address`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS tokens_confluence_idx`.execute(db);
  await sql`ALTER TABLE tokens DROP COLUMN confluence_score, DROP COLUMN callers`.execute(db);
}
