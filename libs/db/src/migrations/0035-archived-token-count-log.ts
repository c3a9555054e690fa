import { sql, type Kysely } from 'kysely';
import * as archivedTokenCount from './0032-archived-token-count.js';

/**
 * The archived tokens' count as a log of signed changes beside its one row, as the Channels
 * page's counts are kept (migration 0033). The triggers of migration 0032 updated the one row
 * once per archived token: within one statement every update steps over the row's earlier
 * versions of the same transaction, so archiving 146,643 silent tokens at once (a year of a
 * busy hub, or a week of downtime's archive pass) was quadratic and did not end in 8 minutes.
 * Appending one row per change is linear; a reader adds the log to the row, and
 * foldArchivedTokenCount (the analyzer's minute pass) folds the log into it. The triggers stay
 * as they are: only the function they call changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE archived_token_count_changes (tokens bigint NOT NULL)`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION count_archived_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM archived_token_count_changes;
        UPDATE archived_token_count SET tokens = 0;
      ELSIF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.hidden) THEN
        INSERT INTO archived_token_count_changes (tokens) VALUES (1);
      ELSE
        INSERT INTO archived_token_count_changes (tokens) VALUES (-1);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

/** Back to 0032's function: its table, triggers and count made again, the count taken afresh. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE archived_token_count_changes`.execute(db);
  await archivedTokenCount.down(db);
  await archivedTokenCount.up(db);
}
