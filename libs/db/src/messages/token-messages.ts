import type { Kysely } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';

/**
 * One page of a token's history, newest first, whether older messages follow, and how many it
 * has in all. The page's place is found in messages_token_time_idx alone (an index-only scan of
 * (token_address, timestamp, id), skipping `offset` entries), and only its rows are read from the
 * table: a deep page of a token with a year of messages costs a walk along the index, not a read
 * of every row before it. The total is the token's message_count, kept on its row by every
 * write (a count of a runner's hundred thousand messages took over a second on each page);
 * whether more follow is asked of the index itself (one row past the page).
 */
export async function tokenMessagesPage(
  db: Kysely<Database>,
  address: string,
  page: { offset: number; limit: number },
): Promise<{ messages: AlertMessage[]; totalCount: number; hasMore: boolean }> {
  const [rows, token] = await Promise.all([
    db
      .selectFrom('messages')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('messages')
          .select('id')
          .where('token_address', '=', address)
          .orderBy('timestamp', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit + 1)
          .offset(page.offset),
      )
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('tokens').select('message_count').where('token_address', '=', address).executeTakeFirst(),
  ]);
  const shown = rows.slice(0, page.limit);
  return { messages: shown.map(toAlertMessage), totalCount: token?.message_count ?? 0, hasMore: rows.length > page.limit };
}
