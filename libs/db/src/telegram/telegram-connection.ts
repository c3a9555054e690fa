import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Whether the ingest reaches Telegram with the account or the bot, as it last recorded it. */
export type TelegramConnection = { state: 'connected' } | { state: 'unreachable'; since: Date; problem: string };

/** The two ways the ingest reads Telegram, each with its connection recorded on a row of its own. */
export type TelegramSource = 'account' | 'bot';

/** Where each source's connection is kept: the account's row (migration 0015), the bot's one row (0016). */
const CONNECTION_TABLE = { account: 'telegram_account', bot: 'telegram_bot_connection' } as const;

interface ConnectionColumns {
  unreachable_since: Date | null;
  connection_problem: string | null;
}

/** The connection a row records: both columns set is unreachable, anything else connected. */
export function connectionOf(row: ConnectionColumns): TelegramConnection {
  return row.unreachable_since === null || row.connection_problem === null
    ? { state: 'connected' }
    : { state: 'unreachable', since: row.unreachable_since, problem: row.connection_problem };
}

/**
 * Records a source's connection when it changes: true when the row changed (false, too, for the
 * account before anyone logs in: it has no row). Connected clears the problem; unreachable keeps
 * the time it first went (a new problem while still out replaces only the sentence). The same
 * state again writes nothing.
 */
export async function recordTelegramConnection(
  db: Kysely<Database>,
  connection: TelegramConnection,
  source: TelegramSource = 'account',
): Promise<boolean> {
  const table = CONNECTION_TABLE[source];
  const update =
    connection.state === 'connected'
      ? db
          .updateTable(table)
          .set({ unreachable_since: null, connection_problem: null })
          .where((eb) => eb.or([eb('unreachable_since', 'is not', null), eb('connection_problem', 'is not', null)]))
      : db
          .updateTable(table)
          .set((eb) => ({
            unreachable_since: eb.fn.coalesce('unreachable_since', eb.val(connection.since)),
            connection_problem: connection.problem,
          }))
          .where((eb) => eb.or([eb('unreachable_since', 'is', null), eb('connection_problem', 'is distinct from', connection.problem)]));
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The bot's connection as the ingest last recorded it (connected until it records otherwise). */
export async function findTelegramBotConnection(db: Kysely<Database>): Promise<TelegramConnection> {
  const row = await db.selectFrom('telegram_bot_connection').select(['unreachable_since', 'connection_problem']).executeTakeFirst();
  return row ? connectionOf(row) : { state: 'connected' };
}
