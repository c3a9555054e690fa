import { sql, type Kysely } from 'kysely';
import type { ChannelScore, PeakSources } from '@solana-hub/contracts';
import type { Database } from '../schema.js';

export interface ChannelScores {
  channels: ChannelScore[];
  peakSources: PeakSources;
}

/**
 * One row per chat with calls made since `since` (every call when null), from channel_calls
 * (refreshed by the caller): a single aggregate over the period's calls. Shares are taken over
 * the calls whose market cap at the call is known (the others cannot be judged); medians and
 * the best multiple over the calls that have the figure. Most calls first.
 */
export async function channelScores(db: Kysely<Database>, since: Date | null): Promise<ChannelScores> {
  const inPeriod = since ? sql`called_at >= ${since}` : sql`true`;
  const { rows } = await sql<ScoreRow>`
    WITH call AS (
      SELECT chat_id, first, minutes_behind_first, minutes_to_2x, peak_source, market_cap_at_call,
        peak_24h / market_cap_at_call AS multiple_24h,
        peak_7d / market_cap_at_call AS multiple,
        drawdown_7d
      FROM channel_calls WHERE ${inPeriod}
    ), score AS (
      SELECT chat_id,
        count(*)::int AS calls,
        count(market_cap_at_call)::int AS judged,
        count(*) FILTER (WHERE multiple_24h >= 2)::int AS hits_2x,
        count(*) FILTER (WHERE multiple_24h >= 5)::int AS hits_5x,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY multiple) AS median_multiple,
        max(multiple) AS best_multiple,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes_to_2x) AS median_minutes_to_2x,
        count(*) FILTER (WHERE drawdown_7d >= 0.5 AND multiple > 1)::int AS fell_half,
        count(*) FILTER (WHERE first)::int AS firsts,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes_behind_first) AS median_minutes_behind_first,
        count(*) FILTER (WHERE peak_source = 'alert')::int AS alert_peaks,
        count(*) FILTER (WHERE peak_source = 'refresh')::int AS refresh_peaks
      FROM call GROUP BY chat_id
    )
    -- A chat the account does not list is named by the title its newest call's message carried:
    -- one probe of channel_calls_chat_idx, looked up only then (coalesce stops at a known title).
    SELECT score.*, coalesce(chat.title, (
      SELECT c.chat_title FROM channel_calls c
      WHERE c.chat_id = score.chat_id AND c.chat_title IS NOT NULL AND ${inPeriod}
      ORDER BY c.called_at DESC LIMIT 1)) AS chat_title
    FROM score LEFT JOIN telegram_chats chat ON chat.chat_id = score.chat_id
    ORDER BY score.calls DESC, score.chat_id`.execute(db);
  return {
    channels: rows.map(toChannelScore),
    peakSources: { alerts: sum(rows, 'alert_peaks'), refresh: sum(rows, 'refresh_peaks') },
  };
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
