import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Whether the ingest reaches Telegram with the account, as it last recorded it. */
export type TelegramConnection = { state: 'connected' } | { state: 'unreachable'; since: Date; problem: string };

/** The logged-in Telegram account; `sealedSession` is the session as TELEGRAM_SESSION_KEY sealed it. */
export interface StoredTelegramAccount {
  sealedSession: string;
  userId: number;
  displayName: string;
  savedAt: Date;
  connection: TelegramConnection;
}

/** Keeps the account `npm run telegram:login` logged in, replacing an earlier one. */
export async function saveTelegramAccount(
  db: Kysely<Database>,
  account: Omit<StoredTelegramAccount, 'savedAt' | 'connection'>,
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
    connection:
      row.unreachable_since === null || row.connection_problem === null
        ? { state: 'connected' }
        : { state: 'unreachable', since: row.unreachable_since, problem: row.connection_problem },
  };
}

/**
 * Records the account's connection when it changes: true when the row changed. Connected clears
 * the problem; unreachable keeps the time it first went (a new problem while still out replaces
 * only the sentence). The same state again writes nothing.
 */
export async function recordTelegramConnection(db: Kysely<Database>, connection: TelegramConnection): Promise<boolean> {
  const update =
    connection.state === 'connected'
      ? db
          .updateTable('telegram_account')
          .set({ unreachable_since: null, connection_problem: null })
          .where((eb) => eb.or([eb('unreachable_since', 'is not', null), eb('connection_problem', 'is not', null)]))
      : db
          .updateTable('telegram_account')
          .set((eb) => ({
            unreachable_since: eb.fn.coalesce('unreachable_since', eb.val(connection.since)),
            connection_problem: connection.problem,
          }))
          .where((eb) => eb.or([eb('unreachable_since', 'is', null), eb('connection_problem', 'is distinct from', connection.problem)]));
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets the account (logged out, or its session was revoked in Telegram). */
export async function deleteTelegramAccount(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('telegram_account').execute();
}
