import { sql, type Kysely } from 'kysely';
import { MESSAGES_PER_TOKEN, type AlertMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toAlertMessage } from './alert-message-row.js';

/** A message's links (a JSON array of URLs) hold one to pump.fun (the dashboard's isPumpfunToken reads the same). */
const PUMPFUN_LINK = '"https://(www\\.)?pump\\.fun/';

/** Held by a refresh of kept collapsed rows, so two never interleave (see refreshCollapsedRows). */
const REFRESH_LOCK = 0x636f6c726f77;

/**
 * The ids of the messages the collapsed row of the token `t` (of the enclosing query) shows:
 * among its newest MESSAGES_PER_TOKEN messages, the newest of each distinct description and the
 * newest that links to pump.fun. The window is found by an index-only scan per token
 * (messages_token_time_idx; a plain scan of it read every message of a busy token), then only
 * its messages' descriptions and links are looked at.
 */
const collapsedIdsOfT = sql`
  SELECT id FROM (
    SELECT id, pumpfun,
      row_number() OVER (PARTITION BY description ORDER BY timestamp DESC, id DESC) AS of_description,
      row_number() OVER (PARTITION BY pumpfun ORDER BY timestamp DESC, id DESC) AS of_link
    FROM (
      SELECT m.id, m.timestamp, m.description, m.links::text ~* ${PUMPFUN_LINK} AS pumpfun
      FROM (
        SELECT id FROM messages WHERE token_address = t.token_address
        ORDER BY timestamp DESC, id DESC LIMIT ${MESSAGES_PER_TOKEN}
      ) newest
      JOIN messages m ON m.id = newest.id
    ) windowed
  ) ranked
  WHERE of_description = 1 OR (pumpfun AND of_link = 1)`;

const isKept = sql`EXISTS (SELECT 1 FROM collapsed_rows k WHERE k.token_address = t.token_address)`;
const isMarked = sql`EXISTS (SELECT 1 FROM collapsed_rows_stale s WHERE s.token_address = t.token_address)`;

/**
 * What a collapsed dashboard row shows of its token's messages, for every token on the dashboard
 * (not archived; of only those `addresses` names when given), keyed by token address in dashboard
 * order (first seen, newest first), each newest first: among its newest MESSAGES_PER_TOKEN
 * messages, the newest of each distinct description (the row lists them, 4 and 'N more
 * descriptions...') and the newest that links to pump.fun (an unrecognised token's pump.fun tag).
 * The newest message is always one of them. The strip of an expanded row pages the whole history
 * instead (tokenMessagesPage): a year's dashboard answered 69,065 messages here, 4 to 5 s, before.
 * The choice of a token is read from its kept row (collapsed_rows, migration 0036) unless a
 * write since marked it or none is kept; then it is computed here, from the messages as this
 * read's snapshot sees them. Whole rows are read for the chosen messages alone.
 */
export async function collapsedRowMessagesByToken(
  db: Kysely<Database>,
  addresses?: readonly string[],
): Promise<Record<string, AlertMessage[]>> {
  if (addresses?.length === 0) return {};
  const among = addresses ? sql`AND t.token_address = ANY(${addresses})` : sql``;
  const chosen = sql<number>`(
    SELECT unnest(k.message_ids) FROM tokens t JOIN collapsed_rows k ON k.token_address = t.token_address
    WHERE NOT t.hidden ${among} AND NOT ${isMarked}
    UNION ALL
    SELECT c.id FROM tokens t CROSS JOIN LATERAL (${collapsedIdsOfT}) c
    WHERE NOT t.hidden ${among} AND (NOT ${isKept} OR ${isMarked}))`;
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

/**
 * How long a token's messages must have been left alone before the minute pass keeps its
 * collapsed row. A token written within it is likely to be written again before anyone reads
 * the kept row (a reader computes a marked token itself), so keeping it would be work thrown
 * away: at 1,000 alerts a second every dashboard token was marked again seconds after the pass
 * had kept it, and the pass took a tenth of PostgreSQL's time.
 */
export const COLLAPSED_ROW_QUIET_MS = 30_000;

/**
 * Brings the kept collapsed rows up to date: recomputes those of the tokens a write marked
 * (migration 0036's triggers) and keeps one for every token on the dashboard that has none (new
 * since the migration, or brought back from the archive by hand), leaving out the tokens marked
 * in the `quietMs` before `now`: they stay marked, and their readers compute them. Answers how
 * many rows it wrote. The analyzer runs it every minute, and the readers compute what is still
 * marked themselves, so a write is never shown late; the first load reads the rest kept. In
 * steps of `tokensPerStep` tokens, stopping after a step that was not full, so steady writes
 * cannot keep it going forever. Each step holds REFRESH_LOCK, deletes its tokens' marks, and
 * only then, in a statement of its own (READ COMMITTED), computes them: a write committed before
 * the marks were deleted is seen, one committed after leaves its mark for the readers and the
 * next pass. Last, a token still being written keeps only its newest mark (pruneBusyMarks).
 */
export async function refreshCollapsedRows(
  db: Kysely<Database>,
  {
    now = new Date(),
    quietMs = COLLAPSED_ROW_QUIET_MS,
    tokensPerStep = 2_000,
  }: { now?: Date; quietMs?: number; tokensPerStep?: number } = {},
): Promise<number> {
  // The marks carry PostgreSQL's clock and this the caller's: a few seconds apart only move when
  // a token counts as quiet, never what a reader is answered.
  const quietSince = new Date(now.getTime() - quietMs);
  const isBusy = sql`EXISTS (SELECT 1 FROM collapsed_rows_stale s WHERE s.token_address = t.token_address AND s.marked_at > ${quietSince})`;
  let refreshed = 0;
  for (;;) {
    const picked = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(tx);
      const { rows } = await sql<{ token_address: string }>`
        (SELECT token_address FROM collapsed_rows_stale GROUP BY token_address HAVING max(marked_at) <= ${quietSince} LIMIT ${tokensPerStep})
        UNION
        (SELECT t.token_address FROM tokens t WHERE NOT t.hidden AND NOT ${isKept} AND NOT ${isBusy} LIMIT ${tokensPerStep})`.execute(tx);
      const tokens = rows.map((row) => row.token_address);
      if (tokens.length === 0) return 0;
      await tx.deleteFrom('collapsed_rows_stale').where('token_address', 'in', tokens).execute();
      await sql`
        INSERT INTO collapsed_rows (token_address, message_ids)
        SELECT t.token_address, ARRAY(${collapsedIdsOfT}) FROM tokens t WHERE t.token_address = ANY(${tokens})
        ON CONFLICT (token_address) DO UPDATE SET message_ids = excluded.message_ids`.execute(tx);
      return tokens.length;
    });
    refreshed += picked;
    if (picked < tokensPerStep) break;
  }
  await pruneBusyMarks(db, quietSince);
  return refreshed;
}

/**
 * Deletes every mark of a token still being written (marked since `quietSince`) but its newest:
 * one mark is what its readers look for, and each batch of a busy token's alerts adds one.
 * Safe beside any writer or refresh: a token's newest mark this statement sees is never
 * deleted, and a mark it cannot see yet is not touched.
 */
async function pruneBusyMarks(db: Kysely<Database>, quietSince: Date): Promise<void> {
  await sql`
    DELETE FROM collapsed_rows_stale s USING (
      SELECT token_address, max(marked_at) AS newest FROM collapsed_rows_stale
      GROUP BY token_address HAVING max(marked_at) > ${quietSince}
    ) busy
    WHERE s.token_address = busy.token_address AND s.marked_at < busy.newest`.execute(db);
}
