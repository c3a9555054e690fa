import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { PEAK_WINDOW_MS } from './call-figures.js';
import { refreshCallsOf } from './channel-calls.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Where a call's figures begin and end (callFigures: the call, then its 1 h, 24 h and 7-day peaks). */
const CALL_BOUNDS_MS = [0, HOUR_MS, 24 * HOUR_MS, PEAK_WINDOW_MS];
/** Token-days thinned per statement: at the default 60 s refresh, at most some 30,000 rows read and deleted. */
const DAYS_PER_STATEMENT = 20;
/** The most refresh observations an hour between two call bounds keeps: its highest and its lowest before and after it. */
const KEPT_PER_GROUP = 3;

/**
 * A pass looks at the observations from this long before the last pass's bound on: the refresh
 * writes observations at the time it makes them, so this is only a margin.
 */
const LOOK_BACK_MS = 2 * DAY_MS;

export interface MarketCapThinning {
  /** Observations at or after this (a whole UTC hour) are all kept. */
  keptWholeFrom: Date;
  deleted: number;
  /** Whether the pass looked at the whole history (no pass had stored its bound). */
  whole: boolean;
}

/**
 * Thins the analyzer's refresh observations (`refreshed_market_caps`) older than `fullDays` to a
 * few an hour, without changing a figure of any call stored now (docs/channel-scores.md,
 * "Thinning old observations"). Of the observations in one UTC hour between two bounds of the
 * token's calls (a call, and its 1 h, 24 h and 7-day ends), it keeps the highest (the earliest
 * of equals), the lowest before it and the lowest; and for each call, the last observation at or
 * before it (its market cap when it states none) and the first that reached twice its market cap
 * (its time to 2x). The alerts' market caps are messages and stay whole.
 *
 * Idempotent: a rerun at the same hour deletes nothing. Works in statements of a few token-days
 * each (bounded statement time); each commits on its own, so an interrupted pass leaves only
 * thinned days and whole ones. Each reads the tokens' stored calls (those a write left stale
 * refreshed first) rather than every message of the tokens, and clears the stale marks its own
 * deletes made without recomputing the calls: their figures are the same (the test recomputes
 * them from the thinned history to hold it). A pass that finishes stores its bound
 * (`market_cap_thinning`), and the next looks only at the days from two days before it on; the
 * first pass, with no bound stored, looks at the whole history.
 */
export async function thinMarketCapHistory(db: Kysely<Database>, fullDays: number, now = new Date()): Promise<MarketCapThinning> {
  const keptWholeFrom = new Date(Math.floor((now.getTime() - fullDays * DAY_MS) / HOUR_MS) * HOUR_MS);
  const bound = await db.selectFrom('market_cap_thinning').select('thinned_before').executeTakeFirst();
  const since = bound ? new Date(bound.thinned_before.getTime() - LOOK_BACK_MS) : null;
  const days = await tokenDaysToThin(db, keptWholeFrom, since);
  let deleted = 0;
  for (let start = 0; start < days.length; start += DAYS_PER_STATEMENT) {
    const slice = days.slice(start, start + DAYS_PER_STATEMENT);
    // The thinning reads the stored calls: those a write left stale are brought up to date first.
    await refreshCallsOf(db, await staleAmong(db, slice));
    deleted += await thinTokenDays(db, slice, keptWholeFrom);
  }
  // A longer MARKET_CAP_HISTORY_FULL_DAYS moves the bound back: what lies beyond it is thinned already.
  await sql`INSERT INTO market_cap_thinning (thinned_before) VALUES (${keptWholeFrom})
    ON CONFLICT (only_row) DO UPDATE SET thinned_before = greatest(market_cap_thinning.thinned_before, excluded.thinned_before)`.execute(
    db,
  );
  return { keptWholeFrom, deleted, whole: since === null };
}

/** The tokens of these days whose calls a write marked stale and no refresh has cleared yet. */
async function staleAmong(db: Kysely<Database>, days: readonly TokenDay[]): Promise<string[]> {
  const rows = await db
    .selectFrom('channel_calls_stale')
    .select('token_address')
    .distinct()
    .where(
      'token_address',
      'in',
      days.map((day) => day.token_address),
    )
    .execute();
  return rows.map((row) => row.token_address);
}

interface TokenDay {
  token_address: string;
  day: Date;
}

/**
 * The (token, UTC day) pairs between `since` and `keptWholeFrom` with an hour holding more observations than
 * a thinned hour keeps: new days, and days whose hours the calls split (those are looked at again
 * and lose nothing).
 */
async function tokenDaysToThin(db: Kysely<Database>, keptWholeFrom: Date, since: Date | null): Promise<TokenDay[]> {
  return db.transaction().execute(async (tx) => {
    // A background pass: the whole history's scan (some 9 s on a year's observations) must leave
    // the other cores to the live alerts, not take them all with parallel workers.
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(tx);
    const { rows } = await sql<TokenDay>`
      SELECT token_address, day FROM (
        SELECT token_address, date_trunc('day', observed_at, 'UTC') AS day, count(*) AS observations
        FROM refreshed_market_caps WHERE observed_at < ${keptWholeFrom} AND observed_at >= ${since ?? new Date(0)}
        GROUP BY token_address, day, date_trunc('hour', observed_at, 'UTC')
      ) AS hours
      GROUP BY token_address, day HAVING max(observations) > ${KEPT_PER_GROUP}
      ORDER BY token_address, day`.execute(tx);
    return rows;
  });
}

/** Thins these token-days in one statement (a day ends at `keptWholeFrom` at the latest); answers how many rows it deleted. */
async function thinTokenDays(db: Kysely<Database>, days: readonly TokenDay[], keptWholeFrom: Date): Promise<number> {
  const tokens = days.map((day) => day.token_address);
  const starts = days.map((day) => day.day.toISOString());
  const ends = days.map((day) => new Date(Math.min(day.day.getTime() + DAY_MS, keptWholeFrom.getTime())).toISOString());
  const bounds = CALL_BOUNDS_MS.map((ms) => `${ms / 1_000} seconds`);
  const peakWindow = `${PEAK_WINDOW_MS / 1_000} seconds`;
  const thinning = sql`
    WITH slice AS (
      SELECT * FROM unnest(${tokens}::text[], ${starts}::timestamptz[], ${ends}::timestamptz[]) AS s(token_address, starts, ends)
    ),
    -- Each chat's call of these tokens as stored (up to date: see thinMarketCapHistory), with its
    -- market cap at the call; deriving them from the messages read every message of a token.
    calls AS (
      SELECT token_address, called_at, market_cap_at_call FROM channel_calls
      WHERE token_address IN (SELECT token_address FROM slice)
    ),
    -- Each token-day's market caps by index ranges, a token-day at a time: joined plainly (or
    -- as a LATERAL subquery, which PostgreSQL flattens into the same join; OFFSET 0 keeps it a
    -- subquery), the whole history's 15 million points were hashed for every statement (4.8 s
    -- each on the year).
    points AS (
      SELECT s.token_address, s.starts, h.at, h.market_cap, h.source, 0 AS bound
      FROM slice s CROSS JOIN LATERAL (
        SELECT at, market_cap, source FROM market_cap_history
        WHERE token_address = s.token_address AND at >= s.starts AND at < s.ends AND market_cap > 0
        OFFSET 0
      ) AS h
      UNION ALL
      SELECT s.token_address, s.starts, c.called_at + span, NULL, NULL, 1
      FROM slice s JOIN calls c ON c.token_address = s.token_address, unnest(${bounds}::interval[]) AS span
      WHERE c.called_at + span >= s.starts AND c.called_at + span < s.ends
    ),
    -- A group: the points of one hour between two call bounds (segment = the bounds before the
    -- point, a bound at the point's own time not counted: a window is (call, call + span]). Every
    -- window of every call is made of whole groups.
    grouped AS (
      SELECT token_address, at, market_cap, source, bound, date_trunc('hour', at, 'UTC') AS hour,
        sum(bound) OVER (PARTITION BY token_address, starts ORDER BY at, bound ROWS UNBOUNDED PRECEDING) AS segment
      FROM points
    ),
    -- The group's high is the one a peak takes: the highest, the earliest of equals, an alert before a refresh at one time.
    highs AS (
      SELECT token_address, at, market_cap, source, hour, segment,
        first_value(at) OVER high_first AS high_at, first_value(source) OVER high_first AS high_source
      FROM grouped WHERE bound = 0
      WINDOW high_first AS (PARTITION BY token_address, hour, segment ORDER BY market_cap DESC, at, source)
    ),
    lows AS (
      SELECT *,
        row_number() OVER (PARTITION BY token_address, hour, segment ORDER BY market_cap, at, source) AS low_rank,
        row_number() OVER (PARTITION BY token_address, hour, segment, at < high_at ORDER BY market_cap, at, source) AS low_rank_by_side
      FROM highs
    ),
    kept AS (
      SELECT token_address, at FROM lows
      WHERE source = 'refresh' AND ((at = high_at AND high_source = 'refresh') OR low_rank = 1 OR (at < high_at AND low_rank_by_side = 1))
      UNION
      SELECT s.token_address, (
        SELECT max(r.observed_at) FROM refreshed_market_caps r
        WHERE r.token_address = s.token_address AND r.observed_at >= s.starts AND r.observed_at < s.ends
          AND r.observed_at <= c.called_at AND r.market_cap > 0)
      FROM slice s JOIN calls c ON c.token_address = s.token_address
      UNION
      SELECT s.token_address, (
        SELECT min(r.observed_at) FROM refreshed_market_caps r
        WHERE r.token_address = s.token_address AND r.observed_at >= s.starts AND r.observed_at < s.ends
          AND r.observed_at > c.called_at AND r.observed_at <= c.called_at + ${peakWindow}::interval
          AND r.market_cap >= 2 * c.market_cap_at_call)
      FROM slice s JOIN calls c ON c.token_address = s.token_address
    )
    DELETE FROM refreshed_market_caps r USING slice s
    WHERE r.token_address = s.token_address AND r.observed_at >= s.starts AND r.observed_at < s.ends
      AND NOT EXISTS (SELECT 1 FROM kept k WHERE k.token_address = r.token_address AND k.at = r.observed_at)`;
  return db.transaction().execute(async (tx) => {
    const result = await thinning.execute(tx);
    // The deletes marked the tokens' calls stale (migration 0012), yet moved no figure: this
    // transaction's own marks go with it. A mark another writer made stays for its refresh.
    await sql`DELETE FROM channel_calls_stale WHERE written_by = pg_current_xact_id() AND token_address = ANY(${tokens}::text[])`.execute(
      tx,
    );
    return Number(result.numAffectedRows ?? 0);
  });
}
