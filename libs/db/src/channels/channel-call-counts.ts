import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Folds the logs of channel_call_totals and channel_call_buckets (migration 0033): each key
 * with several rows becomes one row of their sum, and a key whose sum is 0 goes. The triggers
 * append a row per key each statement moves, so the Channels answer would otherwise sum more rows
 * each minute; the analyzer's minute pass runs this. Each statement deletes the rows it folds and
 * inserts their sums at once, so a reader (one snapshot) sees the same sums before and after, a
 * writer appending meanwhile is not waited for, and two folds at once lose nothing (the second
 * skips the rows the first deleted). Answers how many rows it folded.
 */
export async function foldChannelCallCounts(db: Kysely<Database>): Promise<number> {
  const { rows: totals } = await sql<{ folded: number }>`
    WITH folded AS (
      DELETE FROM channel_call_totals WHERE chat_id IN (SELECT chat_id FROM channel_call_totals GROUP BY chat_id HAVING count(*) > 1)
      RETURNING *
    ), kept AS (
      INSERT INTO channel_call_totals
      SELECT chat_id, sum(calls), sum(judged), sum(hits_2x), sum(hits_5x), sum(fell_half), sum(firsts), sum(alert_peaks),
        sum(refresh_peaks), sum(multiples), sum(doublings)
      FROM folded GROUP BY chat_id HAVING sum(calls) <> 0
    )
    SELECT count(*)::int AS folded FROM folded`.execute(db);
  const { rows: buckets } = await sql<{ folded: number }>`
    WITH folded AS (
      DELETE FROM channel_call_buckets WHERE (chat_id, figure, bucket) IN (
        SELECT chat_id, figure, bucket FROM channel_call_buckets GROUP BY chat_id, figure, bucket HAVING count(*) > 1)
      RETURNING *
    ), kept AS (
      INSERT INTO channel_call_buckets SELECT chat_id, figure, bucket, sum(calls) FROM folded
      GROUP BY chat_id, figure, bucket HAVING sum(calls) <> 0
    )
    SELECT count(*)::int AS folded FROM folded`.execute(db);
  return (totals[0]?.folded ?? 0) + (buckets[0]?.folded ?? 0);
}
