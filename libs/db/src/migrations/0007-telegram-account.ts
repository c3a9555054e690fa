import { sql, type Kysely } from 'kysely';

/**
 * The Telegram user-account source:
 * - `telegram_account`: the one logged-in account's session, sealed (AES-256-GCM) with a key
 *   derived from TELEGRAM_SESSION_KEY; the database never sees it in the clear.
 * - `telegram_chats`: the account's channels and groups as the ingest last listed them, which of
 *   them feed the dashboard (`watched`), how far back a newly watched one is read, the id of the
 *   last message read from it (the cursor a restart resumes from) and what the Sources screen
 *   shows about it (latest message, lag, last error).
 * - `message_deletions`: messages deleted in Telegram. The message stays, marked by
 *   `messages.deleted_at`; the table also marks a message the extractor stores only after its
 *   deletion was seen (the two travel different ways: the queue and the database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telegram_account')
    // One account: the row's key can only be 1.
    .addColumn('id', 'smallint', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('sealed_session', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('telegram_chats')
    .addColumn('chat_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('channel', 'supergroup', 'group')`))
    .addColumn('username', 'text')
    .addColumn('in_account', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('listed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('watched', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('watched_since', 'timestamptz')
    .addColumn('backfill_hours', 'double precision', (c) => c.check(sql`backfill_hours >= 0`))
    .addColumn('last_read_message_id', 'bigint')
    .addColumn('caught_up_at', 'timestamptz')
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_received_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('message_deletions')
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_deletions_pkey', ['chat_id', 'message_id'])
    .execute();

  await sql`ALTER TABLE messages ADD COLUMN deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE messages DROP COLUMN deleted_at`.execute(db);
  await db.schema.dropTable('message_deletions').execute();
  await db.schema.dropTable('telegram_chats').execute();
  await db.schema.dropTable('telegram_account').execute();
}
