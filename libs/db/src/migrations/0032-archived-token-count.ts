import { sql, type Kysely } from 'kysely';

/**
 * How many tokens are archived, kept in a one-row table by triggers on tokens, for the archived
 * page and the navigation bar's count. Counting them read every archived token's row (146,643
 * on a year of a busy hub: a quarter of a second each time): an index-only scan cannot skip the
 * rows, as every alert rewrites its token and so keeps the tokens' pages from staying all-visible.
 *
 * Only a change of `hidden` (an archive, a restore), an archived token inserted or deleted, or a
 * TRUNCATE moves the count; the writes of tokens on the dashboard (every alert) do not fire the
 * triggers' functions, and only archives and restores wait on the one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE archived_token_count (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    tokens bigint NOT NULL
  )`.execute(db);
  await sql`INSERT INTO archived_token_count (tokens) SELECT count(*) FROM tokens WHERE hidden`.execute(db);
  await sql`CREATE FUNCTION count_archived_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE archived_token_count SET tokens = 0;
      ELSIF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.hidden) THEN
        UPDATE archived_token_count SET tokens = tokens + 1;
      ELSE
        UPDATE archived_token_count SET tokens = tokens - 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER tokens_archived_inserted AFTER INSERT ON tokens FOR EACH ROW
    WHEN (NEW.hidden) EXECUTE FUNCTION count_archived_tokens()`.execute(db);
  await sql`CREATE TRIGGER tokens_archived_changed AFTER UPDATE OF hidden ON tokens FOR EACH ROW
    WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden) EXECUTE FUNCTION count_archived_tokens()`.execute(db);
  await sql`CREATE TRIGGER tokens_archived_deleted AFTER DELETE ON tokens FOR EACH ROW
    WHEN (OLD.hidden) EXECUTE FUNCTION count_archived_tokens()`.execute(db);
  await sql`CREATE TRIGGER tokens_truncated AFTER TRUNCATE ON tokens FOR EACH STATEMENT EXECUTE FUNCTION count_archived_tokens()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS tokens_truncated ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_archived_deleted ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_archived_changed ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_archived_inserted ON tokens`.execute(db);
  await sql`DROP FUNCTION IF EXISTS count_archived_tokens()`.execute(db);
  await sql`DROP TABLE IF EXISTS archived_token_count`.execute(db);
}
