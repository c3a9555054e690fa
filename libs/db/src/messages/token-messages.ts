import type { Kysely } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';

/**
 * The newest `perToken` messages of every token on the dashboard (not archived; of only those
 * `addresses` names when given), newest first,
 * keyed by token address in dashboard order (first seen, newest first). One index range scan
 * per token (messages_token_time_idx) however long its history.
 */
export async function recentMessagesByToken(
  db: Kysely<Database>,
  perToken: number,
  addresses?: readonly string[],
): Promise<Record<string, AlertMessage[]>> {
  if (addresses?.length === 0) return {};
  let query = db
    .selectFrom('tokens as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .selectAll()
          .whereRef('messages.token_address', '=', 't.token_address')
          .orderBy('messages.timestamp', 'desc')
          .orderBy('messages.id', 'desc')
          .limit(perToken)
          .as('m'),
      (join) => join.onTrue(),
    )
    .selectAll('m')
    .where('t.hidden', '=', false);
  if (addresses) query = query.where('t.token_address', 'in', addresses);
  const rows = await query
    .orderBy('t.first_seen', 'desc')
    .orderBy('t.token_address')
    .orderBy('m.timestamp', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const byToken: Record<string, AlertMessage[]> = {};
  for (const row of rows) {
    const address = row.token_address as string;
    (byToken[address] ??= []).push(toAlertMessage(row));
  }
  return byToken;
}

/** One page of a token's history, newest first, and how many messages it has in all. */
export async function tokenMessagesPage(
  db: Kysely<Database>,
  address: string,
  page: { offset: number; limit: number },
): Promise<{ messages: AlertMessage[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('messages')
      .selectAll()
      .where('token_address', '=', address)
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('token_address', '=', address)
      .executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map(toAlertMessage), totalCount: Number(count.n) };
}
