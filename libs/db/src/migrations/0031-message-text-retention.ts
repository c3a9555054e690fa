import { sql, type Kysely } from 'kysely';

/**
 * When the message retention (MESSAGE_RETENTION_DAYS) dropped a message's raw text: the screens
 * say so in place of the text, and a replay or a try on history leaves the message out (its
 * stored reading, made from the text, is all there is left). A nullable column without a
 * default: added without rewriting the table, online at any size.
 *
 * The drop does not stamp the row's `changed_xid` (migration 0009): the retention touches
 * archived tokens' messages only, which no dashboard list shows, and a pass writes thousands of
 * rows a statement; stamped, every browser's next poll would find more rows changed than a delta
 * carries and load its whole list again, once per statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN text_dropped_at timestamptz`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION stamp_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.text_dropped_at IS NULL AND NEW.text_dropped_at IS NOT NULL THEN
        RETURN NEW;
      END IF;
      NEW.changed_xid := pg_current_xact_id();
      RETURN NEW;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION stamp_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.changed_xid := pg_current_xact_id();
      RETURN NEW;
    END $$`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN text_dropped_at`.execute(db);
}
