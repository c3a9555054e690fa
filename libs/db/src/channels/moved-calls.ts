import { sql, type Transaction } from 'kysely';
import type { Selectable } from 'kysely';
import type { ChannelCallsTable, Database } from '../schema.js';
import type { JsonRow } from '../common/json-rows.js';
import { advanceCallFigures, callFigures, minutesBehindFirst, type CallFigures, type MarketCapPoint } from './call-figures.js';
import { messageKey } from '../messages/alert-repository.js';
import { callRow, type FirstMessage } from './call-row.js';

/** A message a write just stored about a token: it moves the token's calls and may make a chat's first call. */
export interface NewAlertOfToken {
  id: number;
  token_address: string;
  chat_id: string;
  message_id: string;
  timestamp: Date;
  market_cap: number | null;
}

/** A market cap the analyzer's refresh just stored about a token (a new row of refreshed_market_caps): it moves the token's calls. */
export interface NewRefreshOfToken {
  token_address: string;
  observed_at: Date;
  market_cap: number;
}

/**
 * What one transaction appended to its tokens' histories, with its id (pg_current_xact_id as
 * text), which its stale marks carry: the extractor's new alerts, or the refresh's new market cap.
 */
export interface AppendedWrite {
  writtenBy: string;
  alerts: readonly NewAlertOfToken[];
  refreshes: readonly NewRefreshOfToken[];
}

/** A stale mark the refresh deleted: which token, and which transaction's write left it. */
export interface StaleMark {
  token_address: string;
  written_by: string;
}

/** The tokens whose histories the write appended to. */
export const tokensOfWrite = (write: AppendedWrite): string[] => [
  ...new Set([...write.alerts, ...write.refreshes].map((entry) => entry.token_address)),
];

/**
 * The calls of the write's tokens moved by what it appended alone, where that gives what a
 * recomputation from every message would (callRows): for a token whose only waiting change is
 * this write (every stale mark of it is the write's own) and whose new alerts and market caps are
 * all later than every other message and market cap it has. Then the old calls' peaks, time to
 * 2x and drawdown move by the new market caps (advanceCallFigures), and a chat calling the token
 * for the first time makes a new call (the first only for a token that had none). A busy token's
 * history is never read again: a few index probes a token instead.
 *
 * Answers the rows to write (new or changed calls) and the tokens to recompute from scratch: one
 * another write marked too, with an alert or market cap older than what the token already has
 * (an import, a late message), or calls stored before the lowest market cap was kept. A token of
 * the write with no mark left was recomputed by a refresh that ran after the write's commit:
 * nothing to do.
 */
export async function callsMovedByWrite(
  tx: Transaction<Database>,
  marks: readonly StaleMark[],
  write: AppendedWrite,
): Promise<{ rows: Array<JsonRow<'channel_calls'>>; recompute: string[] }> {
  const othersMarked = new Set(marks.filter((mark) => mark.written_by !== write.writtenBy).map((mark) => mark.token_address));
  const ownMarked = new Set(marks.map((mark) => mark.token_address).filter((token) => !othersMarked.has(token)));
  const appendedTo = new Set(tokensOfWrite(write).filter((token) => ownMarked.has(token)));
  const recompute = [...othersMarked, ...[...ownMarked].filter((token) => !appendedTo.has(token))];
  if (appendedTo.size === 0) return { rows: [], recompute };
  const tokens = [...appendedTo];
  const alertsOf = Map.groupBy(write.alerts, (alert) => alert.token_address);
  const refreshesOf = Map.groupBy(write.refreshes, (refresh) => refresh.token_address);
  const [ends, calls] = await Promise.all([historyEnds(tx, tokens, write), storedCalls(tx, tokens)]);
  const movable: Array<{ calls: StoredCall[]; alerts: NewAlertOfToken[]; points: MarketCapPoint[]; before: MarketCapPoint | null }> = [];
  for (const token of tokens) {
    const end = ends.get(token);
    const tokenCalls = calls.get(token) ?? [];
    const alerts = alertsOf.get(token) ?? [];
    const points = newPoints(alerts, refreshesOf.get(token) ?? []);
    const earliest = Math.min(...alerts.map((alert) => alert.timestamp.getTime()), ...points.map((point) => point.at));
    const lowestUnknown = tokenCalls.some((call) => call.peak_7d !== null && call.lowest_7d === null);
    // Times come back truncated to the millisecond: an older one equal to the earliest new one is not "before" it.
    if (!end || lowestUnknown || (end.lastAt !== null && end.lastAt.getTime() >= earliest)) recompute.push(token);
    else movable.push({ calls: tokenCalls, alerts, points, before: end.lastPoint });
  }
  const titles = await chatTitles(
    tx,
    movable.flatMap(({ calls, alerts }) => firstAlertsOfNewChats(calls, alerts)),
  );
  return {
    rows: movable.flatMap(({ calls, alerts, points, before }) => movedCalls(calls, alerts, points, before, titles)),
    recompute,
  };
}

/** The positive market caps a token's new alerts state and its new refreshed ones, oldest first. */
function newPoints(alerts: readonly NewAlertOfToken[], refreshes: readonly NewRefreshOfToken[]): MarketCapPoint[] {
  const stated = alerts.flatMap((alert): MarketCapPoint[] =>
    alert.market_cap !== null && alert.market_cap > 0
      ? [{ at: alert.timestamp.getTime(), marketCap: alert.market_cap, source: 'alert' }]
      : [],
  );
  const refreshed = refreshes.flatMap((refresh): MarketCapPoint[] =>
    refresh.market_cap > 0 ? [{ at: refresh.observed_at.getTime(), marketCap: refresh.market_cap, source: 'refresh' }] : [],
  );
  return [...stated, ...refreshed].sort((a, b) => a.at - b.at);
}

/** A stored call: its figures, and what they were computed from. */
type StoredCall = Selectable<ChannelCallsTable>;

/**
 * The token's calls moved by its new market caps `points` (all later than anything it had), and
 * the calls of chats its new alerts call it in for the first time; only rows that changed.
 * `before` is the token's last market cap before the new ones, which a new call stating none
 * starts from.
 */
function movedCalls(
  calls: readonly StoredCall[],
  alerts: readonly NewAlertOfToken[],
  points: readonly MarketCapPoint[],
  before: MarketCapPoint | null,
  titles: ReadonlyMap<string, string | null>,
): Array<JsonRow<'channel_calls'>> {
  const rows: Array<JsonRow<'channel_calls'>> = [];
  for (const call of calls) {
    const figures = figuresOf(call);
    const moved = advanceCallFigures(call.called_at.getTime(), figures, points);
    if (!sameFigures(figures, moved)) rows.push(callRow(firstMessageOf(call), moved, call.first, call.minutes_behind_first));
  }
  const newCalls = firstAlertsOfNewChats(calls, alerts);
  const history = before ? [before, ...points] : points;
  const firstCalledAt = Math.min(
    ...[...calls.map((call) => call.called_at), ...newCalls.map((alert) => alert.timestamp)].map((at) => at.getTime()),
  );
  for (const alert of newCalls) {
    const calledAt = alert.timestamp.getTime();
    const message = { ...alert, chat_title: titles.get(messageKey(alert.chat_id, alert.message_id)) ?? null };
    rows.push(
      callRow(
        message,
        callFigures(calledAt, alert.market_cap, history),
        calledAt === firstCalledAt,
        minutesBehindFirst(calledAt, firstCalledAt),
      ),
    );
  }
  return rows;
}

/** The first of the new alerts of each chat that has not called the token yet: the calls they make. */
function firstAlertsOfNewChats(calls: readonly StoredCall[], alerts: readonly NewAlertOfToken[]): NewAlertOfToken[] {
  const called = new Set(calls.map((call) => call.chat_id));
  return [...Map.groupBy(alerts, (alert) => alert.chat_id).entries()]
    .filter(([chat]) => !called.has(chat))
    .map(([, ofChat]) => ofChat.reduce((first, alert) => (order(alert, first) < 0 ? alert : first)));
}

/** Oldest first, and of one time the earlier stored (the order firstMessagesOfChats takes a chat's first message in). */
const order = (a: NewAlertOfToken, b: NewAlertOfToken) => a.timestamp.getTime() - b.timestamp.getTime() || a.id - b.id;

function figuresOf(call: StoredCall): CallFigures {
  return {
    marketCapAtCall: call.market_cap_at_call,
    peak1h: call.peak_1h,
    peak24h: call.peak_24h,
    peak7d: call.peak_7d,
    peakSource: call.peak_source,
    minutesToTwoX: call.minutes_to_2x,
    drawdown7d: call.drawdown_7d,
    lowest7d: call.lowest_7d,
  };
}

function firstMessageOf(call: StoredCall): FirstMessage {
  return {
    token_address: call.token_address,
    chat_id: call.chat_id,
    message_id: call.message_id,
    timestamp: call.called_at,
    market_cap: call.market_cap_at_call,
    chat_title: call.chat_title,
  };
}

function sameFigures(a: CallFigures, b: CallFigures): boolean {
  return (Object.keys(a) as Array<keyof CallFigures>).every((key) => a[key] === b[key]);
}

function storedCalls(tx: Transaction<Database>, tokens: readonly string[]): Promise<Map<string, StoredCall[]>> {
  return tx
    .selectFrom('channel_calls')
    .selectAll()
    .where('token_address', 'in', tokens)
    .execute()
    .then((rows) => Map.groupBy(rows, (row) => row.token_address));
}

/**
 * For each token, the time of its latest message or refreshed market cap other than what the
 * write appended, and its last market cap among those (of one time the highest, as callFigures's
 * market cap at a call): index probes from the newest end, never the history. The alerts' newest
 * market cap is looked for only back to the refresh's newest: a token whose alerts state none
 * (a channel posting only the address) walked its whole history for it at every write.
 */
async function historyEnds(
  tx: Transaction<Database>,
  tokens: readonly string[],
  write: AppendedWrite,
): Promise<Map<string, { lastAt: Date | null; lastPoint: MarketCapPoint | null }>> {
  const ids = write.alerts.map((alert) => alert.id);
  const refreshed = sql`(SELECT FROM unnest(${write.refreshes.map((refresh) => refresh.token_address)}::text[],
    ${write.refreshes.map((refresh) => refresh.observed_at)}::timestamptz[]) AS w(token_address, observed_at)
    WHERE w.token_address = r.token_address AND w.observed_at = r.observed_at)`;
  const { rows } = await sql<{
    token_address: string;
    last_at: Date | null;
    point_at: Date | null;
    point_market_cap: number | null;
    point_source: 'alert' | 'refresh' | null;
  }>`
    SELECT t.token_address,
      greatest(
        (SELECT m.timestamp FROM messages m WHERE m.token_address = t.token_address AND m.id <> ALL(${ids}::bigint[])
          ORDER BY m.timestamp DESC, m.id DESC LIMIT 1),
        (SELECT r.observed_at FROM refreshed_market_caps r WHERE r.token_address = t.token_address AND NOT EXISTS ${refreshed}
          ORDER BY r.observed_at DESC LIMIT 1)
      ) AS last_at,
      point.at AS point_at, point.market_cap AS point_market_cap, point.source AS point_source
    FROM unnest(${[...tokens]}::text[]) AS t(token_address)
    LEFT JOIN LATERAL (
      SELECT r.observed_at AS at, r.market_cap FROM refreshed_market_caps r
      WHERE r.token_address = t.token_address AND r.market_cap > 0 AND NOT EXISTS ${refreshed} ORDER BY r.observed_at DESC LIMIT 1
    ) AS refresh ON true
    LEFT JOIN LATERAL (
      SELECT at, market_cap, source FROM (
        (SELECT m.timestamp AS at, max(m.market_cap) AS market_cap, 'alert' AS source FROM messages m
          WHERE m.token_address = t.token_address AND m.market_cap > 0 AND m.id <> ALL(${ids}::bigint[])
            AND m.timestamp >= coalesce(refresh.at, '-infinity')
          GROUP BY m.timestamp ORDER BY m.timestamp DESC LIMIT 1)
        UNION ALL
        SELECT refresh.at, refresh.market_cap, 'refresh' WHERE refresh.at IS NOT NULL
      ) AS ends ORDER BY at DESC, market_cap DESC LIMIT 1
    ) AS point ON true`.execute(tx);
  return new Map(
    rows.map((row) => [
      row.token_address,
      {
        lastAt: row.last_at,
        lastPoint:
          row.point_at && row.point_market_cap !== null && row.point_source
            ? { at: row.point_at.getTime(), marketCap: row.point_market_cap, source: row.point_source }
            : null,
      },
    ]),
  );
}

/** The chat titles the raw copies of these alerts gave, by messageKey. */
async function chatTitles(tx: Transaction<Database>, alerts: readonly NewAlertOfToken[]): Promise<Map<string, string | null>> {
  const titles = new Map<string, string | null>();
  if (alerts.length === 0) return titles;
  const { rows } = await sql<{ chat_id: string; message_id: string; chat_title: string | null }>`
    SELECT raw.chat_id, raw.message_id, raw.chat_title FROM raw_messages raw
    JOIN unnest(${alerts.map((alert) => alert.chat_id)}::text[], ${alerts.map((alert) => alert.message_id)}::text[]) AS m(chat_id, message_id)
      ON raw.chat_id = m.chat_id AND raw.message_id = m.message_id`.execute(tx);
  for (const row of rows) titles.set(messageKey(row.chat_id, row.message_id), row.chat_title);
  return titles;
}
