import { sql, type Kysely } from 'kysely';

/**
 * Versions of the dashboard's lists, so a poll can carry only what changed since the
 * version the browser holds. A version is a PostgreSQL transaction id: every row of `tokens`
 * and `messages` remembers the transaction that last wrote it (`changed_xid`), whoever wrote it
 * (an alert folded in, an edit, a reprocess rebuild, an archive or restore, a market-cap
 * refresh, a hand-made SQL fix): the default stamps inserts, a BEFORE UPDATE trigger updates.
 * A list read under a snapshot whose oldest running transaction is `xmin` holds every row
 * written below `xmin`; what it may lack has `changed_xid >= xmin`, found by an index range scan.
 *
 * Two things are not rows that change, and are recorded apart:
 * - `token_removals`: tokens deleted (a rebuild leaves a token without messages), so a browser
 *   drops them. Tiny and rare (only edits that move a message), so kept without pruning.
 * - `tokens.messages_reset_xid`: when a token's newest messages can no longer be told by the
 *   messages that changed alone: a message left it (moved by an edit, re-timed, deleted) so an
 *   older one moves up, or it came back from the archive. Such a token's strip is sent whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
    ADD COLUMN messages_reset_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(db);
  await sql`ALTER TABLE messages ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(db);
  await sql`CREATE INDEX tokens_changed_xid_idx ON tokens (changed_xid)`.execute(db);
  await sql`CREATE INDEX tokens_messages_reset_xid_idx ON tokens (messages_reset_xid)`.execute(db);
  await sql`CREATE INDEX messages_changed_xid_idx ON messages (changed_xid)`.execute(db);
  await sql`CREATE TABLE token_removals (
    token_address text NOT NULL,
    removed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()
  )`.execute(db);
  await sql`CREATE INDEX token_removals_xid_idx ON token_removals (removed_xid)`.execute(db);

  await sql`CREATE FUNCTION stamp_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed_xid := pg_current_xact_id();
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE FUNCTION stamp_token_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed_xid := pg_current_xact_id();
      -- Back from the archive: the browser dropped its messages, it needs them whole.
      IF OLD.hidden AND NOT NEW.hidden THEN
        NEW.messages_reset_xid := pg_current_xact_id();
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE FUNCTION record_token_removal() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO token_removals (token_address) VALUES (OLD.token_address);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION reset_token_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE tokens SET messages_reset_xid = pg_current_xact_id() WHERE token_address = OLD.token_address;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER tokens_changed_xid BEFORE UPDATE ON tokens FOR EACH ROW EXECUTE FUNCTION stamp_token_write()`.execute(db);
  await sql`CREATE TRIGGER messages_changed_xid BEFORE UPDATE ON messages FOR EACH ROW EXECUTE FUNCTION stamp_changed_xid()`.execute(db);
  await sql`CREATE TRIGGER tokens_removal AFTER DELETE ON tokens FOR EACH ROW EXECUTE FUNCTION record_token_removal()`.execute(db);
  await sql`CREATE TRIGGER messages_left_token AFTER UPDATE ON messages FOR EACH ROW
    WHEN (OLD.token_address IS NOT NULL AND (OLD.token_address IS DISTINCT FROM NEW.token_address OR OLD.timestamp IS DISTINCT FROM NEW.timestamp))
    EXECUTE FUNCTION reset_token_messages()`.execute(db);
  await sql`CREATE TRIGGER messages_deleted_from_token AFTER DELETE ON messages FOR EACH ROW
    WHEN (OLD.token_address IS NOT NULL) EXECUTE FUNCTION reset_token_messages()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS messages_deleted_from_token ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_left_token ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_removal ON tokens`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_changed_xid ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS tokens_changed_xid ON tokens`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reset_token_messages(), record_token_removal(), stamp_token_write(), stamp_changed_xid()`.execute(db);
  await sql`DROP TABLE IF EXISTS token_removals`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN changed_xid`.execute(db);
  await sql`ALTER TABLE tokens DROP COLUMN messages_reset_xid, DROP COLUMN changed_xid`.execute(db);
}
