import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChannelScore, PeakSources } from '@solana-hub/contracts';
import type { Database } from '../schema.js';

export interface ChannelScores {
  channels: ChannelScore[];
  peakSources: PeakSources;
}

/**
 * A chat with more calls than this is scored for the "all" period from its kept counts
 * (migration 0033): below it, aggregating its calls costs less than finding its medians.
 */
export const SUMMARIZED_CHAT_CALLS = 1_000;
/** Past this rank within a bucket, two index probes first check whether the bucket holds one value (the zeros of first calls). */
const PROBE_BUCKET_FROM_RANK = 200;

/** A figure whose median is kept per chat: its code in channel_call_buckets, the expression of its index, its count in channel_call_totals. */
interface MedianFigure {
  code: number;
  value: RawBuilder<number>;
  count: 'multiples' | 'doublings' | 'calls';
}

const MULTIPLE = sql<number>`(peak_7d / market_cap_at_call)`;
const MEDIANS = {
  multiple: { code: 1, value: MULTIPLE, count: 'multiples' },
  minutesToTwoX: { code: 2, value: sql<number>`minutes_to_2x`, count: 'doublings' },
  minutesBehindFirst: { code: 3, value: sql<number>`minutes_behind_first`, count: 'calls' },
} as const satisfies Record<string, MedianFigure>;
const MEDIAN_FIGURES: readonly MedianFigure[] = Object.values(MEDIANS);

/** The counts of channel_call_totals, as the exact aggregate computes them. */
const COUNTS = ['calls', 'judged', 'hits_2x', 'hits_5x', 'fell_half', 'firsts', 'alert_peaks', 'refresh_peaks'] as const;

/**
 * One row per chat with calls made since `since` (every call when null), from channel_calls
 * (refreshed by the caller). Shares are taken over the calls whose market cap at the call is
 * known (the others cannot be judged); medians and the best multiple over the calls that have
 * the figure. Most calls first. A period is aggregated from its calls, one index range per chat;
 * "all" takes a busy chat's figures from its kept counts instead (summarizedScores), with the
 * same answer.
 */
export async function channelScores(db: Kysely<Database>, since: Date | null): Promise<ChannelScores> {
  const inPeriod = since ? sql`called_at >= ${since}` : sql`true`;
  const exactChats = since ? sql`true` : sql`chat.calls <= ${SUMMARIZED_CHAT_CALLS}`;
  const { rows } = await sql<ScoreRow>`
    WITH chat AS (
      SELECT chat_id, ${sql.join(COUNTS.map((count) => sql`sum(${sql.ref(count)})::int AS ${sql.ref(count)}`))},
        sum(multiples)::int AS multiples, sum(doublings)::int AS doublings
      FROM channel_call_totals GROUP BY chat_id HAVING sum(calls) > 0
    ), score AS (
      SELECT exact.* FROM chat, LATERAL (${exactScore(sql`chat_id = chat.chat_id AND ${inPeriod}`)}) AS exact
      WHERE ${exactChats} AND exact.calls > 0
      ${since ? sql`` : sql`UNION ALL ${summarizedScores()}`}
    )
    -- A chat the account does not list is named by the title its newest call's message carried:
    -- one probe of channel_calls_chat_idx, looked up only then (coalesce stops at a known title).
    SELECT score.*, coalesce(listed.title, (
      SELECT c.chat_title FROM channel_calls c
      WHERE c.chat_id = score.chat_id AND c.chat_title IS NOT NULL AND ${inPeriod}
      ORDER BY c.called_at DESC LIMIT 1)) AS chat_title
    FROM score LEFT JOIN telegram_chats listed ON listed.chat_id = score.chat_id
    ORDER BY score.calls DESC, score.chat_id`.execute(db);
  return {
    channels: rows.map(toChannelScore),
    peakSources: { alerts: sum(rows, 'alert_peaks'), refresh: sum(rows, 'refresh_peaks') },
  };
}

/** The answer's figures over the calls `where` selects, in one aggregate (the definition the kept counts follow). */
function exactScore(where: RawBuilder<unknown>) {
  return sql`
    SELECT chat_id,
      count(*)::int AS calls,
      count(market_cap_at_call)::int AS judged,
      count(*) FILTER (WHERE peak_24h / market_cap_at_call >= 2)::int AS hits_2x,
      count(*) FILTER (WHERE peak_24h / market_cap_at_call >= 5)::int AS hits_5x,
      count(*) FILTER (WHERE drawdown_7d >= 0.5 AND ${MULTIPLE} > 1)::int AS fell_half,
      count(*) FILTER (WHERE first)::int AS firsts,
      count(*) FILTER (WHERE peak_source = 'alert')::int AS alert_peaks,
      count(*) FILTER (WHERE peak_source = 'refresh')::int AS refresh_peaks,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${MULTIPLE}) AS median_multiple,
      max(${MULTIPLE}) AS best_multiple,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes_to_2x) AS median_minutes_to_2x,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes_behind_first) AS median_minutes_behind_first
    FROM channel_calls WHERE ${where} GROUP BY chat_id`;
}

/**
 * Every call's figures for the busy chats (more than SUMMARIZED_CHAT_CALLS calls), without
 * reading their calls: the counts are sums of channel_call_totals; a median is percentile_cont's
 * own arithmetic on the one or two middle values (low + 0.5 × (high − low)), each found by its
 * rank: the bucket holding the rank from the running counts of channel_call_buckets, then the
 * value at that rank within the bucket from the figure's index; the best multiple is the last
 * entry of that index.
 */
function summarizedScores() {
  const counted = sql.join(MEDIAN_FIGURES.map((figure) => sql`(${sql.lit(figure.code)}, busy.${sql.ref(figure.count)})`));
  const valueAtRank = sql.join(
    MEDIAN_FIGURES.map((figure) => sql`WHEN ${sql.lit(figure.code)} THEN ${valueInBucket(figure)}`),
    sql` `,
  );
  const median = (figure: MedianFigure) => sql`(
    SELECT min(value) + 0.5::float8 * (max(value) - min(value)) FROM valued
    WHERE valued.chat_id = busy.chat_id AND valued.figure = ${sql.lit(figure.code)})`;
  return sql`(
    WITH busy AS (SELECT * FROM chat WHERE calls > ${SUMMARIZED_CHAT_CALLS}), bucket AS (
      SELECT chat_id, figure, bucket, sum(calls) AS calls FROM channel_call_buckets
      WHERE chat_id IN (SELECT chat_id FROM busy) GROUP BY chat_id, figure, bucket HAVING sum(calls) <> 0
    ), ranked AS (
      SELECT *, sum(calls) OVER (PARTITION BY chat_id, figure ORDER BY bucket) - calls AS below FROM bucket
    ), middle AS (
      -- percentile_cont(0.5)'s rows: the ranks (from 0) floor and ceil of (n - 1) / 2.
      SELECT DISTINCT busy.chat_id, counted.figure, middle.rank
      FROM busy, LATERAL (VALUES ${counted}) AS counted(figure, n),
        LATERAL (VALUES (floor((counted.n - 1) / 2.0)), (ceil((counted.n - 1) / 2.0))) AS middle(rank)
      WHERE counted.n > 0
    ), located AS (
      SELECT middle.chat_id, middle.figure, ranked.bucket, (middle.rank - ranked.below)::int AS rank_in_bucket
      FROM middle JOIN ranked ON ranked.chat_id = middle.chat_id AND ranked.figure = middle.figure
        AND middle.rank >= ranked.below AND middle.rank < ranked.below + ranked.calls
    ), valued AS (
      SELECT chat_id, figure, CASE figure ${valueAtRank} END AS value FROM located
    )
    SELECT busy.chat_id, ${sql.join(COUNTS.map((count) => sql`busy.${sql.ref(count)}`))},
      ${median(MEDIANS.multiple)} AS median_multiple,
      (SELECT ${MULTIPLE} FROM channel_calls c WHERE c.chat_id = busy.chat_id AND ${MULTIPLE} IS NOT NULL
        ORDER BY channel_call_bucket(${MULTIPLE}) DESC, ${MULTIPLE} DESC LIMIT 1) AS best_multiple,
      ${median(MEDIANS.minutesToTwoX)} AS median_minutes_to_2x,
      ${median(MEDIANS.minutesBehindFirst)} AS median_minutes_behind_first
    FROM busy)`;
}

/**
 * The value of `figure` at rank located.rank_in_bucket within located.bucket of its chat: an
 * index range read up to that rank, unless the bucket holds a single value (all calls first,
 * minutes behind 0), which two probes at its ends tell.
 */
function valueInBucket(figure: MedianFigure) {
  const inBucket = sql`FROM channel_calls c WHERE c.chat_id = located.chat_id
    AND channel_call_bucket(${figure.value}) = located.bucket AND ${figure.value} IS NOT NULL`;
  const lowest = sql`(SELECT min(${figure.value}) ${inBucket})`;
  const highest = sql`(SELECT max(${figure.value}) ${inBucket})`;
  const atRank = sql`(SELECT ${figure.value} ${inBucket} ORDER BY ${figure.value} OFFSET located.rank_in_bucket LIMIT 1)`;
  return sql`CASE WHEN located.rank_in_bucket < ${sql.lit(PROBE_BUCKET_FROM_RANK)} OR ${lowest} <> ${highest} THEN ${atRank} ELSE ${lowest} END`;
}

interface ScoreRow {
  chat_id: string;
  chat_title: string | null;
  calls: number;
  judged: number;
  hits_2x: number;
  hits_5x: number;
  median_multiple: number | null;
  best_multiple: number | null;
  median_minutes_to_2x: number | null;
  fell_half: number;
  firsts: number;
  median_minutes_behind_first: number | null;
  alert_peaks: number;
  refresh_peaks: number;
}

function toChannelScore(row: ScoreRow): ChannelScore {
  const shareOfJudged = (count: number) => (row.judged > 0 ? count / row.judged : null);
  return {
    chat_id: row.chat_id,
    chat_title: row.chat_title,
    calls: row.calls,
    hit_rate_2x: shareOfJudged(row.hits_2x),
    hit_rate_5x: shareOfJudged(row.hits_5x),
    median_multiple: row.median_multiple,
    best_multiple: row.best_multiple,
    median_minutes_to_2x: row.median_minutes_to_2x,
    fell_half_share: shareOfJudged(row.fell_half),
    first_caller_share: row.calls > 0 ? row.firsts / row.calls : null,
    median_minutes_behind_first: row.median_minutes_behind_first,
  };
}

const sum = (rows: readonly ScoreRow[], key: 'alert_peaks' | 'refresh_peaks') => rows.reduce((total, row) => total + row[key], 0);
