import { sql, type Kysely } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';

/**
 * What a collapsed dashboard row shows of its token's messages, for every token on the dashboard
 * (not archived; of only those `addresses` names when given), keyed by token address in dashboard
 * order (first seen, newest first), each newest first: among its newest `window` messages, the
 * newest of each distinct description (the row lists them, 4 and 'N more descriptions...') and
 * the newest that links to pump.fun (an unrecognised token's pump.fun tag). The newest message is
 * always one of them. The strip of an expanded row pages the whole history instead
 * (tokenMessagesPage): a year's dashboard answered 69,065 messages here, 4 to 5 s, before.
 * The window is found by an index-only scan per token (messages_token_time_idx; a plain scan
 * of it read every message of a busy token), then only its messages' descriptions and links are
 * looked at; whole rows are read for the chosen messages alone.
 */
export async function collapsedRowMessagesByToken(
  db: Kysely<Database>,
  window: number,
  addresses?: readonly string[],
): Promise<Record<string, AlertMessage[]>> {
  if (addresses?.length === 0) return {};
  let chosen = db
    .selectFrom('tokens as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom(
                // Ids alone: an index-only scan that stops at `window`, whatever the token's history.
                eb
                  .selectFrom('messages')
                  .select('id')
                  .whereRef('messages.token_address', '=', 't.token_address')
                  .orderBy('timestamp', 'desc')
                  .orderBy('id', 'desc')
                  .limit(window)
                  .as('newest'),
              )
              .innerJoin('messages as m', 'm.id', 'newest.id')
              .select(['m.id', 'm.timestamp', 'm.description'])
              .select(sql<boolean>`m.links::text ~* ${PUMPFUN_LINK}`.as('pumpfun'))
              .as('windowed'),
          )
          .select(['id', 'pumpfun'])
          .select(sql<number>`row_number() OVER (PARTITION BY description ORDER BY timestamp DESC, id DESC)`.as('of_description'))
          .select(sql<number>`row_number() OVER (PARTITION BY pumpfun ORDER BY timestamp DESC, id DESC)`.as('of_link'))
          .as('ranked'),
      (join) => join.onTrue(),
    )
    .select('ranked.id')
    .where('t.hidden', '=', false)
    .where((eb) => eb.or([eb('ranked.of_description', '=', 1), eb.and([eb('ranked.pumpfun', '=', true), eb('ranked.of_link', '=', 1)])]));
  if (addresses) chosen = chosen.where('t.token_address', 'in', addresses);
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('tokens as t', 't.token_address', 'm.token_address')
    .selectAll('m')
    .where('m.id', 'in', chosen)
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

/** A message's links (a JSON array of URLs) hold one to pump.fun (the dashboard's isPumpfunToken reads the same). */
const PUMPFUN_LINK = '"https://(www\\.)?pump\\.fun/';

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
