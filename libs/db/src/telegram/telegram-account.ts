import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { connectionOf, type TelegramConnection } from './telegram-connection.js';

/** The logged-in Telegram account; `sealedSession` is the session as TELEGRAM_SESSION_KEY sealed it. */
export interface StoredTelegramAccount {
  sealedSession: string;
  userId: number;
  displayName: string;
  savedAt: Date;
  connection: TelegramConnection;
  /** The last error the client reported while reading (cleared by a new login). */
  lastClientError: { message: string; at: Date } | null;
}

/** Keeps the account `npm run telegram:login` logged in, replacing an earlier one. */
export async function saveTelegramAccount(
  db: Kysely<Database>,
  account: Omit<StoredTelegramAccount, 'savedAt' | 'connection' | 'lastClientError'>,
  at: Date = new Date(),
): Promise<void> {
  const row = {
    id: 1 as const,
    sealed_session: account.sealedSession,
    user_id: account.userId,
    display_name: account.displayName,
    saved_at: at,
    // A new session has not failed yet: an old one's "session refused" must not outlive it.
    unreachable_since: null,
    connection_problem: null,
    last_client_error: null,
    last_client_error_at: null,
  };
  await db
    .insertInto('telegram_account')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        sealed_session: row.sealed_session,
        user_id: row.user_id,
        display_name: row.display_name,
        saved_at: row.saved_at,
        unreachable_since: null,
        connection_problem: null,
        last_client_error: null,
        last_client_error_at: null,
      }),
    )
    .execute();
}

/** The account, or null when nobody has logged in. */
export async function findTelegramAccount(db: Kysely<Database>): Promise<StoredTelegramAccount | null> {
  const row = await db.selectFrom('telegram_account').selectAll().executeTakeFirst();
  if (!row) return null;
  return {
    sealedSession: row.sealed_session,
    userId: row.user_id,
    displayName: row.display_name,
    savedAt: row.saved_at,
    connection: connectionOf(row),
    lastClientError:
      row.last_client_error === null || row.last_client_error_at === null
        ? null
        : { message: row.last_client_error, at: row.last_client_error_at },
  };
}

/** The account's client reported an error while reading: kept for the Sources screen (the last one). */
export async function recordTelegramClientError(db: Kysely<Database>, message: string, at: Date = new Date()): Promise<void> {
  await db.updateTable('telegram_account').set({ last_client_error: message, last_client_error_at: at }).execute();
}

/** Forgets the account (logged out, or its session was revoked in Telegram). */
export async function deleteTelegramAccount(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('telegram_account').execute();
}
