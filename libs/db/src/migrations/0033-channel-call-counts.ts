import { sql, type Kysely } from 'kysely';

/**
 * What the Channels page's "all" period needs, kept per chat so the answer no longer reads every
 * call ever made (929,895 on a year of a busy hub: most of a second). Its counts are sums, and
 * its three medians (7-day multiple, minutes to 2x, minutes behind the first caller) are found
 * exactly from a histogram and an index: the histogram says which bucket holds the middle rank,
 * and an index on (chat, bucket, value) reads the value at that rank within the bucket.
 *
 * - `channel_call_totals`: per chat, the counts of the answer (calls, judged, hits, …) and how
 *   many calls have each median's figure.
 * - `channel_call_buckets`: per chat, figure (1 multiple, 2 minutes to 2x, 3 minutes behind
 *   first) and bucket (`channel_call_bucket`, about 13 % wide on a log scale, one bucket for
 *   values ≤ 0), how many calls have a value there.
 *
 * Both are logs of signed changes, not one row per key: statement triggers on channel_calls
 * append one row per key a statement moved (once per statement, from its transition tables), so
 * two refreshes of different tokens under their own locks never wait on a chat's shared row. A
 * reader sums the rows of each key; foldChannelCallCounts (the analyzer's minute pass) folds a
 * key's rows into one. The periods that move with the clock (24 h to 30 d) are still read exactly
 * from the calls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No write may fall between the backfill and the triggers (CREATE INDEX takes this lock anyway).
  await sql`LOCK TABLE channel_calls IN SHARE MODE`.execute(db);
  await sql`CREATE FUNCTION channel_call_bucket(value double precision) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN value > 0 THEN floor(ln(value) * 8)::integer ELSE -32768 END`.execute(db);
  await sql`CREATE TABLE channel_call_totals (
    chat_id text NOT NULL,
    calls integer NOT NULL,
    judged integer NOT NULL,
    hits_2x integer NOT NULL,
    hits_5x integer NOT NULL,
    fell_half integer NOT NULL,
    firsts integer NOT NULL,
    alert_peaks integer NOT NULL,
    refresh_peaks integer NOT NULL,
    multiples integer NOT NULL,
    doublings integer NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE channel_call_buckets (
    chat_id text NOT NULL,
    figure smallint NOT NULL,
    bucket integer NOT NULL,
    calls integer NOT NULL
  )`.execute(db);

  await sql`CREATE FUNCTION count_channel_calls() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
        ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
    BEGIN
      EXECUTE format(${sql.lit(countChanges('%s'))}, changed);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER channel_calls_count_insert AFTER INSERT ON channel_calls
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_channel_calls()`.execute(db);
  await sql`CREATE TRIGGER channel_calls_count_update AFTER UPDATE ON channel_calls
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_channel_calls()`.execute(db);
  await sql`CREATE TRIGGER channel_calls_count_delete AFTER DELETE ON channel_calls
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_channel_calls()`.execute(db);
  await sql`CREATE FUNCTION forget_channel_call_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE channel_call_totals, channel_call_buckets;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER channel_calls_count_truncate AFTER TRUNCATE ON channel_calls
    FOR EACH STATEMENT EXECUTE FUNCTION forget_channel_call_counts()`.execute(db);

  // The calls stored before, counted in one read of the table as the triggers count a statement's rows.
  await sql.raw(countChanges('SELECT 1 AS sign, * FROM channel_calls')).execute(db);

  // The middle values are read by rank within a bucket: each index holds a figure in bucket order,
  // read by index-only scans (the multiple's index includes the columns its expression is made of).
  await sql`CREATE INDEX channel_calls_multiple_idx ON channel_calls
    (chat_id, channel_call_bucket(peak_7d / market_cap_at_call), (peak_7d / market_cap_at_call))
    INCLUDE (peak_7d, market_cap_at_call) WHERE peak_7d / market_cap_at_call IS NOT NULL`.execute(db);
  await sql`CREATE INDEX channel_calls_minutes_to_2x_idx ON channel_calls
    (chat_id, channel_call_bucket(minutes_to_2x), minutes_to_2x) WHERE minutes_to_2x IS NOT NULL`.execute(db);
  await sql`CREATE INDEX channel_calls_behind_first_idx ON channel_calls
    (chat_id, channel_call_bucket(minutes_behind_first), minutes_behind_first)`.execute(db);
}

/** What each count of channel_call_totals counts, as the Channels answer's filters (channel-scores.ts). */
const COUNTED = [
  ['calls', 'true'],
  ['judged', 'market_cap_at_call IS NOT NULL'],
  ['hits_2x', 'peak_24h / market_cap_at_call >= 2'],
  ['hits_5x', 'peak_24h / market_cap_at_call >= 5'],
  ['fell_half', 'drawdown_7d >= 0.5 AND peak_7d / market_cap_at_call > 1'],
  ['firsts', 'first'],
  ['alert_peaks', "peak_source = 'alert'"],
  ['refresh_peaks', "peak_source = 'refresh'"],
  ['multiples', 'peak_7d / market_cap_at_call IS NOT NULL'],
  ['doublings', 'minutes_to_2x IS NOT NULL'],
] as const;

/**
 * The statement that appends what the calls of `changed` (a query of signed channel_calls rows)
 * add to the counts: one row per chat and per (chat, figure, bucket) whose count moved.
 */
function countChanges(changed: string): string {
  const counts = COUNTED.map(([column, condition]) => `coalesce(sum(sign) FILTER (WHERE ${condition}), 0) AS ${column}`).join(', ');
  const zeros = COUNTED.map(() => '0').join(', ');
  return `WITH changed AS (${changed}), totals AS (
      INSERT INTO channel_call_totals (chat_id, ${COUNTED.map(([column]) => column).join(', ')})
      SELECT * FROM (SELECT chat_id, ${counts} FROM changed GROUP BY chat_id) AS moved
      WHERE (${COUNTED.map(([column]) => `moved.${column}`).join(', ')}) <> (${zeros})
    )
    INSERT INTO channel_call_buckets (chat_id, figure, bucket, calls)
    SELECT chat_id, figure, channel_call_bucket(value), sum(sign)
    FROM changed, LATERAL (VALUES (1, peak_7d / market_cap_at_call), (2, minutes_to_2x), (3, minutes_behind_first)) AS f(figure, value)
    WHERE value IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS channel_calls_multiple_idx, channel_calls_minutes_to_2x_idx, channel_calls_behind_first_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS channel_calls_count_truncate ON channel_calls`.execute(db);
  await sql`DROP TRIGGER IF EXISTS channel_calls_count_delete ON channel_calls`.execute(db);
  await sql`DROP TRIGGER IF EXISTS channel_calls_count_update ON channel_calls`.execute(db);
  await sql`DROP TRIGGER IF EXISTS channel_calls_count_insert ON channel_calls`.execute(db);
  await sql`DROP FUNCTION IF EXISTS count_channel_calls(), forget_channel_call_counts()`.execute(db);
  await sql`DROP TABLE IF EXISTS channel_call_totals, channel_call_buckets`.execute(db);
  await sql`DROP FUNCTION IF EXISTS channel_call_bucket(double precision)`.execute(db);
}
