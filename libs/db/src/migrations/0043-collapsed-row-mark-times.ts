import { sql, type Kysely } from 'kysely';

/**
 * When each mark of a stale collapsed row was made, so the analyzer's minute pass can leave a
 * token still being written to the readers (refreshCollapsedRows): under a steady stream every
 * dashboard token was marked again seconds after the pass recomputed it, and the pass was a
 * tenth of PostgreSQL's time spent on rows no reader would use. The default is the writing
 * transaction's start, a constant for the rows already there: no rewrite, instant on any hub.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE collapsed_rows_stale ADD COLUMN marked_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE collapsed_rows_stale DROP COLUMN IF EXISTS marked_at`.execute(db);
}
