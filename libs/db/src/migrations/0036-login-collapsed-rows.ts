import { sql, type Kysely } from 'kysely';

/**
 * What each token's collapsed dashboard row shows of its messages, kept: the ids
 * collapsedRowMessagesByToken would choose among its newest messages (the newest of each
 * description, the newest linking to pump.fun). The first load computed them for every token on
 * the dashboard, some 170,000 index entries and 69,000 message rows for a year's 3,409 tokens
 * (585 ms of its 1.17 s). Statement triggers mark a token whose messages changed in what the
 * choice reads (its messages' token, time, description and links), as channel_calls_stale does
 * for the calls; refreshCollapsedRows (the analyzer's minute
 * pass) recomputes the marked tokens and those on the dashboard with no kept row, and a reader
 * computes a token still marked (or not kept) itself, so what it answers never lags a write.
 * Nothing is computed here: the tables start empty and the first refresh fills them (online).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE collapsed_rows (
    token_address text PRIMARY KEY,
    message_ids bigint[] NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE collapsed_rows_stale (token_address text NOT NULL)`.execute(db);
  await sql`CREATE INDEX collapsed_rows_stale_token_idx ON collapsed_rows_stale (token_address)`.execute(db);

  // Inserted and deleted rows go by one name (changed_rows); an update compares both sides.
  await sql`CREATE FUNCTION stale_collapsed_rows_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO collapsed_rows_stale (token_address)
        SELECT DISTINCT token_address FROM changed_rows WHERE token_address IS NOT NULL;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION stale_collapsed_rows_of_updated_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Only what the choice reads: an AI answer, a dropped text or a market cap moves nothing.
      INSERT INTO collapsed_rows_stale (token_address)
        SELECT DISTINCT address FROM old_rows o JOIN new_rows n ON n.id = o.id,
          LATERAL (VALUES (o.token_address), (n.token_address)) AS touched(address)
        WHERE address IS NOT NULL
          AND (o.token_address IS DISTINCT FROM n.token_address OR o.timestamp <> n.timestamp
            OR o.description IS DISTINCT FROM n.description OR o.links::text IS DISTINCT FROM n.links::text);
      RETURN NULL;
    END $$`.execute(db);
  // Ids start again after a TRUNCATE ... RESTART IDENTITY: no kept id may name a new message.
  await sql`CREATE FUNCTION forget_collapsed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM collapsed_rows;
      DELETE FROM collapsed_rows_stale;
      RETURN NULL;
    END $$`.execute(db);
  // A token's kept row goes with the token. No foreign key: it would refuse TRUNCATE tokens, and
  // a refresh keeping a row while its token is deleted would fail the analyzer's whole pass; a
  // row left by that race is never read (readers join tokens).
  await sql`CREATE FUNCTION forget_collapsed_rows_of_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM collapsed_rows;
      ELSE
        DELETE FROM collapsed_rows k USING gone_tokens g WHERE k.token_address = g.token_address;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER tokens_forget_collapsed_rows_delete AFTER DELETE ON tokens
    REFERENCING OLD TABLE AS gone_tokens FOR EACH STATEMENT EXECUTE FUNCTION forget_collapsed_rows_of_tokens()`.execute(db);
  await sql`CREATE TRIGGER tokens_forget_collapsed_rows_truncate AFTER TRUNCATE ON tokens
    FOR EACH STATEMENT EXECUTE FUNCTION forget_collapsed_rows_of_tokens()`.execute(db);
  await sql`CREATE TRIGGER messages_stale_collapsed_rows_insert AFTER INSERT ON messages
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_collapsed_rows_of_rows()`.execute(db);
  await sql`CREATE TRIGGER messages_stale_collapsed_rows_update AFTER UPDATE ON messages
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_collapsed_rows_of_updated_messages()`.execute(
    db,
  );
  await sql`CREATE TRIGGER messages_stale_collapsed_rows_delete AFTER DELETE ON messages
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_collapsed_rows_of_rows()`.execute(db);
  await sql`CREATE TRIGGER messages_forget_collapsed_rows AFTER TRUNCATE ON messages
    FOR EACH STATEMENT EXECUTE FUNCTION forget_collapsed_rows()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS tokens_forget_collapsed_rows_truncate ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_forget_collapsed_rows_delete ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_forget_collapsed_rows ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_collapsed_rows_delete ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_collapsed_rows_update ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_collapsed_rows_insert ON messages`.execute(db);
  await sql`DROP FUNCTION IF EXISTS stale_collapsed_rows_of_rows(), stale_collapsed_rows_of_updated_messages(), forget_collapsed_rows(), forget_collapsed_rows_of_tokens()`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS collapsed_rows_stale, collapsed_rows`.execute(db);
}
