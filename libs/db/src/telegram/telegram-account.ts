import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** The logged-in Telegram account; `sealedSession` is the session as TELEGRAM_SESSION_KEY sealed it. */
export interface StoredTelegramAccount {
  sealedSession: string;
  userId: number;
  displayName: string;
  savedAt: Date;
}

/** Keeps the account `npm run telegram:login` logged in, replacing an earlier one. */
export async function saveTelegramAccount(
  db: Kysely<Database>,
  account: Omit<StoredTelegramAccount, 'savedAt'>,
  at: Date = new Date(),
): Promise<void> {
  const row = {
    id: 1 as const,
    sealed_session: account.sealedSession,
    user_id: account.userId,
    display_name: account.displayName,
    saved_at: at,
  };
  await db
    .insertInto('telegram_account')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ sealed_session: row.sealed_session, user_id: row.user_id, display_name: row.display_name, saved_at: row.saved_at }),
    )
    .execute();
}

/** The account, or null when nobody has logged in. */
export async function findTelegramAccount(db: Kysely<Database>): Promise<StoredTelegramAccount | null> {
  const row = await db.selectFrom('telegram_account').selectAll().executeTakeFirst();
  return row ? { sealedSession: row.sealed_session, userId: row.user_id, displayName: row.display_name, savedAt: row.saved_at } : null;
}

/** Forgets the account (logged out, or its session was revoked in Telegram). */
export async function deleteTelegramAccount(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('telegram_account').execute();
}
