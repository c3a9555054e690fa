import { sql, type Kysely } from 'kysely';
import { MARKET_CAP_POINTS_LIMIT, marketCapSourceSchema, type MarketCapsResponse } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import type { MarketCapPoint } from './call-figures.js';

/** How recordRefreshedMarketCap changed the history: its transaction, and whether the row is new (else a raised value). */
export interface RefreshedMarketCapWrite {
  writtenBy: string;
  inserted: boolean;
}

/**
 * Keeps a market cap the analyzer's refresh observed in the token's history, one row per
 * (token, time): the same observation recorded twice is one row, and of two values at the same
 * time the higher stays (the token fold's rule for a tie). The alerts' own market caps are not
 * copied here: the view market_cap_history reads them from their messages. Answers null when the
 * history did not change, else its own transaction (which the token's stale mark carries) and
 * whether it added a row (`xmax = 0`: a row an ON CONFLICT update wrote has its xmax set).
 */
export async function recordRefreshedMarketCap(
  db: Kysely<Database>,
  tokenAddress: string,
  marketCap: number,
  at: Date,
): Promise<RefreshedMarketCapWrite | null> {
  return (await recordRefreshedMarketCaps(db, new Map([[tokenAddress, marketCap]]), at)).get(tokenAddress) ?? null;
}

/**
 * recordRefreshedMarketCap for the market caps of many tokens observed at one time, in one
 * statement (one transaction for all): answers how each token's history changed, by address,
 * leaving out the tokens whose history did not.
 */
export async function recordRefreshedMarketCaps(
  db: Kysely<Database>,
  marketCaps: ReadonlyMap<string, number>,
  at: Date,
): Promise<Map<string, RefreshedMarketCapWrite>> {
  if (marketCaps.size === 0) return new Map();
  const { rows } = await sql<{ token_address: string; written_by: string; inserted: boolean }>`
    INSERT INTO refreshed_market_caps (token_address, observed_at, market_cap)
    SELECT observed.token_address, ${at}::timestamptz, observed.market_cap
    FROM unnest(${[...marketCaps.keys()]}::text[], ${[...marketCaps.values()]}::float8[]) AS observed(token_address, market_cap)
    ON CONFLICT (token_address, observed_at) DO UPDATE SET market_cap = excluded.market_cap
      WHERE refreshed_market_caps.market_cap < excluded.market_cap
    RETURNING token_address, pg_current_xact_id()::text AS written_by, xmax = 0 AS inserted`.execute(db);
  return new Map(rows.map((row) => [row.token_address, { writtenBy: row.written_by, inserted: row.inserted }]));
}

/** Every positive market cap known of these tokens, by token, oldest first. */
export async function marketCapHistories(db: Kysely<Database>, tokenAddresses: readonly string[]): Promise<Map<string, MarketCapPoint[]>> {
  const histories = new Map<string, MarketCapPoint[]>();
  if (tokenAddresses.length === 0) return histories;
  const { rows } = await sql<{ token_address: string; at: Date; market_cap: number; source: string }>`
    SELECT token_address, at, market_cap, source FROM market_cap_history
    WHERE token_address = ANY(${[...tokenAddresses]}::text[]) AND market_cap > 0
    ORDER BY token_address, at`.execute(db);
  for (const row of rows) {
    const point = { at: row.at.getTime(), marketCap: row.market_cap, source: marketCapSourceSchema.parse(row.source) };
    const history = histories.get(row.token_address);
    if (history) history.push(point);
    else histories.set(row.token_address, [point]);
  }
  return histories;
}

/** The fewest points a thinned chart answers: the first, the last, the lowest and the highest. */
const LEAST_THINNED_POINTS = 4;

/**
 * A token's market-cap history for its chart, oldest first (an alert's before a refresh's at the
 * same time), with how many market caps it holds. When that is at most `limit`, every one. When it
 * is more, PostgreSQL thins it by time (the chart's x axis): the span from the first to the last
 * is cut into ⌊limit / 4⌋ equal buckets, and of each bucket only its first, last, lowest and
 * highest market caps leave the database (an alert's before a refresh's, and the earliest, where
 * they tie), so the line keeps every rise and fall a pixel column can show, the first and the
 * last points, the lowest and the highest. The span is four index probes; the buckets one pass
 * over the alerts' covering index (messages_token_time_idx) and the refresh's primary key: a
 * runner's hundred thousand market caps, most of them its alerts', are aggregated there, never
 * sent as rows.
 */
export async function tokenMarketCaps(
  db: Kysely<Database>,
  tokenAddress: string,
  limit = MARKET_CAP_POINTS_LIMIT,
): Promise<MarketCapsResponse> {
  const most = Math.max(LEAST_THINNED_POINTS, Math.floor(limit));
  const span = await historySpan(db, tokenAddress);
  if (!span) return { points: [], total: 0 };
  const thinned = await bucketExtremes(db, tokenAddress, most, span);
  const rows = thinned.total <= most ? await everyMarketCap(db, tokenAddress) : thinned.rows;
  return {
    points: rows.map((row) => ({ at: row.at.toISOString(), market_cap: row.market_cap, source: marketCapSourceSchema.parse(row.source) })),
    total: thinned.total,
  };
}

interface ChartRow {
  at: Date;
  market_cap: number;
  source: string;
}

/**
 * The times of the token's first and last market caps, null when it has none: the ends of each
 * of the view's two sources (market_cap_history cannot answer a min() by index), each read from
 * one end of its index.
 */
async function historySpan(db: Kysely<Database>, tokenAddress: string): Promise<{ first: Date; last: Date } | null> {
  const end = (order: 'ASC' | 'DESC') => sql`
    SELECT at FROM (
      (SELECT timestamp AS at FROM messages WHERE token_address = ${tokenAddress} AND market_cap > 0 ORDER BY timestamp ${sql.raw(order)} LIMIT 1)
      UNION ALL
      (SELECT observed_at FROM refreshed_market_caps WHERE token_address = ${tokenAddress} AND market_cap > 0 ORDER BY observed_at ${sql.raw(order)} LIMIT 1)
    ) AS ends ORDER BY at ${sql.raw(order)} LIMIT 1`;
  const { rows } = await sql<{ first: Date | null; last: Date | null }>`SELECT (${end('ASC')}) AS first, (${end('DESC')}) AS last`.execute(
    db,
  );
  const first = rows[0]?.first ?? null;
  const last = rows[0]?.last ?? null;
  return first && last ? { first, last } : null;
}

async function everyMarketCap(db: Kysely<Database>, tokenAddress: string): Promise<ChartRow[]> {
  const { rows } = await sql<ChartRow>`
    SELECT at, market_cap, source FROM market_cap_history
    WHERE token_address = ${tokenAddress} AND market_cap > 0
    ORDER BY at, source`.execute(db);
  return rows;
}

/**
 * How many market caps the token has, and the first, last, lowest and highest of each of ⌊most /
 * 4⌋ equal time buckets of its span, oldest first, each point once. Each extreme is one aggregate
 * of an array ordered as the tie-break wants ([time, source, value] for the first and the last,
 * [value, time, source] for the lowest, [value, -time, -source] for the highest), so one pass over
 * the history finds them all; times as float seconds since the epoch (date_part: a double is
 * cheaper than extract's numeric, and to_timestamp rounds it back to the microsecond).
 */
async function bucketExtremes(
  db: Kysely<Database>,
  tokenAddress: string,
  most: number,
  span: { first: Date; last: Date },
): Promise<{ total: number; rows: ChartRow[] }> {
  const buckets = Math.floor(most / LEAST_THINNED_POINTS);
  const firstS = span.first.getTime() / 1_000;
  const widthS = Math.max(1e-6, (span.last.getTime() / 1_000 - firstS) / buckets);
  const { rows } = await sql<ChartRow & { total: string }>`
    WITH history AS (
      SELECT date_part('epoch', at) AS t, CASE source WHEN 'alert' THEN 0 ELSE 1 END::float8 AS s, market_cap AS v
      FROM market_cap_history WHERE token_address = ${tokenAddress} AND market_cap > 0
    ), extremes AS (
      SELECT count(*) AS n, min(ARRAY[t, s, v]) AS first, max(ARRAY[t, s, v]) AS last, min(ARRAY[v, t, s]) AS low, max(ARRAY[v, -t, -s]) AS high
      FROM history GROUP BY greatest(0, least(floor((t - ${firstS}) / ${widthS}), ${buckets - 1}))
    ), points AS (
      SELECT DISTINCT point.t, point.s, point.v FROM extremes, LATERAL (VALUES
        (first[1], first[2], first[3]), (last[1], last[2], last[3]), (low[2], low[3], low[1]), (-high[2], -high[3], high[1])
      ) AS point(t, s, v)
    )
    SELECT to_timestamp(t) AS at, v AS market_cap, CASE s WHEN 0 THEN 'alert' ELSE 'refresh' END AS source,
      (SELECT sum(n) FROM extremes) AS total
    FROM points ORDER BY t, s, v`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), rows };
}
