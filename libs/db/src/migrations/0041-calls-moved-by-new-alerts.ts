import { sql, type Kysely } from 'kysely';

/**
 * What lets the extractor's write move a token's calls by its new alerts alone instead of
 * recomputing them from every message and market cap the token has (a busy token's history grew
 * the write's reads from 10 to 41 ms a batch over ten minutes of 1,000 alerts a second on a
 * year of history):
 * - `channel_calls.lowest_7d`: the lowest market cap known after the call within its 7 days, where
 *   a later peak's drawdown starts from. Calls stored before it have none (null beside a peak):
 *   their token is recomputed once, as before, and has it from then on. Adding a nullable column
 *   rewrites nothing.
 * - `channel_calls_stale.written_by`: the transaction whose write marked the token, so a write
 *   can tell that no other write's change is waiting on the token's calls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channel_calls ADD COLUMN lowest_7d double precision`.execute(db);
  await sql`ALTER TABLE channel_calls_stale ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channel_calls_stale DROP COLUMN IF EXISTS written_by`.execute(db);
  await sql`ALTER TABLE channel_calls DROP COLUMN IF EXISTS lowest_7d`.execute(db);
}
