import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** Calls made in the last CONFLUENCE_WINDOW_MS count in a token's confluence score. */
export const CONFLUENCE_WINDOW_MS = 24 * 3_600_000;
/** A chat's hit rate (share of its calls that reached 2x within 24 h) is taken over its calls of the last 7 days. */
export const HIT_RATE_PERIOD_MS = 7 * 24 * 3_600_000;
/** A chat this many minutes or more behind the first caller weighs half of one that called first. */
const EARLINESS_FLOOR_MINUTES = 60;

/** One chat's call of a token, as the confluence score weighs it. */
export interface ConfluenceCall {
  /** The chat's hit_rate_2x over its calls of the last 7 days; null when none of them can be judged. */
  hitRate2x: number | null;
  minutesBehindFirst: number;
}

/** 1 for the first caller, falling linearly to 0.5 for a chat an hour or more behind it. */
export function earliness(minutesBehindFirst: number): number {
  const behind = Math.min(Math.max(minutesBehindFirst, 0), EARLINESS_FLOOR_MINUTES);
  return 1 - (0.5 * behind) / EARLINESS_FLOOR_MINUTES;
}

/**
 * A token's confluence score: the sum, over the distinct chats that called it in the window,
 * of (0.5 + the chat's 7-day hit rate at 2x) × earliness. A chat with no judged calls counts as
 * a hit rate of 0. Each chat weighs 0.25 (a late chat that never hits) to 1.5 (a first caller
 * whose every call doubled). Rounded to one decimal, as the dashboard shows it: the stored value
 * moves only when the shown one does (every write sends the token row to every dashboard).
 */
export function confluenceScore(calls: readonly ConfluenceCall[]): number {
  const sum = calls.reduce((total, call) => total + (0.5 + (call.hitRate2x ?? 0)) * earliness(call.minutesBehindFirst), 0);
  return Math.round(sum * 10) / 10;
}

/**
 * A token's caller chat ids as stored on it: the chats with a call of the token (`token` is an
 * SQL reference to its address), sorted by byte order so the same chats always make the same
 * list, whatever the database's collation, and an unchanged list is never rewritten.
 */
const callerChatIdsOf = (token: RawBuilder<unknown>) =>
  sql<string[]>`ARRAY(SELECT c.chat_id FROM channel_calls c WHERE c.token_address = ${token} ORDER BY c.chat_id COLLATE "C")`;

/** A chat's hit rate over its calls of the 7 days before `now`, for the chats `chats` (an SQL condition on chat_id) selects. */
const hitRatesWhere = (now: Date, chats: RawBuilder<unknown>) => sql`
  SELECT chat_id,
    count(*) FILTER (WHERE peak_24h / market_cap_at_call >= 2)::float8 / nullif(count(market_cap_at_call), 0) AS hit_rate_2x
  FROM channel_calls WHERE called_at >= ${new Date(now.getTime() - HIT_RATE_PERIOD_MS)} AND ${chats}
  GROUP BY chat_id`;

/**
 * Computes every chat's hit rate as of `now` and stores it for the scores' writes until the next
 * pass (`chat_hit_rates`, a row changed only where the rate moved), dropping the chats with no
 * call in the period (their rate is null, and cheap to compute).
 */
export async function storeChatHitRates(db: Transaction<Database> | Kysely<Database>, now: Date): Promise<void> {
  await sql`
    WITH hit_rate AS (${hitRatesWhere(now, sql`TRUE`)}),
    kept AS (
      INSERT INTO chat_hit_rates (chat_id, hit_rate_2x) SELECT chat_id, hit_rate_2x FROM hit_rate
      ON CONFLICT (chat_id) DO UPDATE SET hit_rate_2x = excluded.hit_rate_2x
        WHERE chat_hit_rates.hit_rate_2x IS DISTINCT FROM excluded.hit_rate_2x
    )
    DELETE FROM chat_hit_rates WHERE chat_id NOT IN (SELECT chat_id FROM hit_rate)`.execute(db);
}

/**
 * Stores the hit rate as of `now` of each chat with calls that `chat_hit_rates` does not hold (a
 * chat new since the last full pass, storeChatHitRates): until then every write about its tokens
 * computed it again from its calls of the last 7 days (storeConfluence), which for a busy new
 * chat made the scores' read five times slower. Reads the Channels page's kept counts for the
 * chats (one row each once folded) and channel_calls_chat_idx for theirs.
 */
export async function storeNewChatHitRates(db: Transaction<Database> | Kysely<Database>, now: Date): Promise<void> {
  await sql`
    WITH hit_rate AS (${hitRatesWhere(
      now,
      sql`chat_id IN (SELECT chat_id FROM channel_call_totals EXCEPT SELECT chat_id FROM chat_hit_rates)`,
    )})
    INSERT INTO chat_hit_rates (chat_id, hit_rate_2x) SELECT chat_id, hit_rate_2x FROM hit_rate
    ON CONFLICT (chat_id) DO NOTHING`.execute(db);
}

/**
 * The tokens whose confluence score may move as of `now`: those called in the window and those
 * that still have a score (a call left the window, or a hit rate moved); any other token's
 * score is 0. Sorted by address.
 */
export async function confluenceCandidates(db: Transaction<Database> | Kysely<Database>, now: Date): Promise<string[]> {
  const { rows } = await sql<{ token_address: string }>`
    SELECT token_address FROM channel_calls WHERE called_at >= ${new Date(now.getTime() - CONFLUENCE_WINDOW_MS)}
    UNION SELECT token_address FROM tokens WHERE confluence_score > 0
    ORDER BY token_address`.execute(db);
  return rows.map((row) => row.token_address);
}

/**
 * Between the analyzer's full passes every candidate's score is rescored once every
 * CONFLUENCE_SLICES minutes, a slice of them a minute (confluenceSliceOf): rescoring all at
 * once was a burst of seconds of PostgreSQL behind which new alerts queued.
 */
export const CONFLUENCE_SLICES = 10;
const MINUTE_MS = 60_000;

/** The slice of the candidates a token's score is rescored in: a stable hash of its address (Java's string hash), so every replica agrees. */
export function confluenceSliceOf(address: string): number {
  let hash = 0;
  for (let index = 0; index < address.length; index++) hash = (hash * 31 + address.charCodeAt(index)) >>> 0;
  return hash % CONFLUENCE_SLICES;
}

/**
 * The slices whose minute of the clock came after `since` and by `now` (minute m rescores slice
 * m mod CONFLUENCE_SLICES): a pass that ran late, or a replica that missed some, leaves no slice
 * behind, and a span of CONFLUENCE_SLICES minutes or more is every slice.
 */
export function confluenceSlicesDue(since: Date, now: Date): Set<number> {
  const slices = new Set<number>();
  const last = Math.floor(now.getTime() / MINUTE_MS);
  for (let minute = Math.floor(since.getTime() / MINUTE_MS) + 1; minute <= last && slices.size < CONFLUENCE_SLICES; minute++)
    slices.add(minute % CONFLUENCE_SLICES);
  return slices;
}

/**
 * The tokens whose score the clock may have moved after `since` (the previous pass) and by
 * `now`, sorted by address: those with a call that left the window meanwhile (made in the day
 * before `since`, not in the day before `now`: channel_calls_called_at_idx reads a minute's
 * calls), and the candidates (confluenceCandidates) of the slices due (confluenceSlicesDue), so
 * that a moved hit rate, or a score no writer made (a hand-made SQL fix), is put right within
 * CONFLUENCE_SLICES minutes.
 */
export async function confluenceCandidatesDue(db: Transaction<Database> | Kysely<Database>, since: Date, now: Date): Promise<string[]> {
  const slices = confluenceSlicesDue(since, now);
  const [leaving, candidates] = await Promise.all([
    sql<{ token_address: string }>`
      SELECT DISTINCT token_address FROM channel_calls
      WHERE called_at >= ${new Date(since.getTime() - CONFLUENCE_WINDOW_MS)} AND called_at < ${new Date(now.getTime() - CONFLUENCE_WINDOW_MS)}`.execute(
      db,
    ),
    slices.size > 0 ? confluenceCandidates(db, now) : [],
  ]);
  const due = candidates.filter((address) => slices.has(confluenceSliceOf(address)));
  return [...new Set([...leaving.rows.map((row) => row.token_address), ...due])].sort();
}

/**
 * Brings the confluence score (and callers, with their chat ids) of these tokens up to date as
 * of `now`, writing only the rows whose values changed (an unchanged write would still move
 * changed_xid and send the row to every dashboard). Their callers' hit rates are taken as the
 * last pass stored them (storeChatHitRates); only a chat it has not seen is computed here.
 * Answers the number of tokens written.
 */
export async function storeConfluence(
  tx: Transaction<Database> | Kysely<Database>,
  now: Date,
  addresses: readonly string[],
): Promise<number> {
  if (addresses.length === 0) return 0;
  const windowStart = new Date(now.getTime() - CONFLUENCE_WINDOW_MS);
  // One row per token, its calls as one JSON array: a row per call repeated the token's stored
  // chat ids, an array the driver parsed again for each of its calls.
  const { rows } = await sql<CandidateToken>`
    WITH callers AS (SELECT DISTINCT chat_id FROM channel_calls WHERE token_address = ANY(${[...addresses]}::text[])),
    stored AS (SELECT chat_id, h.hit_rate_2x FROM chat_hit_rates h JOIN callers USING (chat_id)),
    hit_rate AS (
      SELECT chat_id, hit_rate_2x FROM stored
      UNION ALL ${hitRatesWhere(now, sql`chat_id IN (SELECT chat_id FROM callers EXCEPT SELECT chat_id FROM stored)`)}
    )
    SELECT t.token_address, t.confluence_score AS stored_score, t.callers AS stored_callers, t.caller_chat_ids AS stored_chat_ids,
      coalesce(
        json_agg(json_build_array(c.chat_id, c.called_at >= ${windowStart}, c.minutes_behind_first, h.hit_rate_2x))
          FILTER (WHERE c.chat_id IS NOT NULL),
        '[]') AS calls
    FROM unnest(${[...addresses]}::text[]) AS candidate(token_address) JOIN tokens t USING (token_address)
    LEFT JOIN channel_calls c ON c.token_address = t.token_address
    LEFT JOIN hit_rate h ON h.chat_id = c.chat_id
    GROUP BY t.token_address`.execute(tx);
  const tokens = new Map<string, StoredToken & { chatIds: string[]; calls: ConfluenceCall[] }>();
  for (const row of rows) {
    const token = {
      storedScore: row.stored_score,
      storedCallers: row.stored_callers,
      storedChatIds: row.stored_chat_ids,
      chatIds: [] as string[],
      calls: [] as ConfluenceCall[],
    };
    tokens.set(row.token_address, token);
    for (const [chatId, inWindow, minutesBehindFirst, hitRate2x] of row.calls) {
      token.chatIds.push(chatId);
      if (inWindow) token.calls.push({ hitRate2x, minutesBehindFirst });
    }
  }
  const changed = { addresses: [] as string[], scores: [] as number[], callers: [] as number[] };
  for (const [address, token] of tokens) {
    const score = confluenceScore(token.calls);
    const callers = token.chatIds.length;
    if (score === token.storedScore && callers === token.storedCallers && sameChats(token.chatIds, token.storedChatIds)) continue;
    changed.addresses.push(address);
    changed.scores.push(score);
    changed.callers.push(callers);
  }
  if (changed.addresses.length === 0) return 0;
  await sql`
    UPDATE tokens SET confluence_score = new.score, callers = new.callers, caller_chat_ids = ${callerChatIdsOf(sql.ref('tokens.token_address'))}
    FROM unnest(${changed.addresses}::text[], ${changed.scores}::float8[], ${changed.callers}::int[]) AS new(token_address, score, callers)
    WHERE tokens.token_address = new.token_address
      AND (tokens.confluence_score IS DISTINCT FROM new.score OR tokens.callers IS DISTINCT FROM new.callers
        OR tokens.caller_chat_ids <> ${callerChatIdsOf(sql.ref('tokens.token_address'))})`.execute(tx);
  return changed.addresses.length;
}

/**
 * Sets the callers (distinct chats with a call) and their chat ids of these tokens, whose calls
 * were just recomputed, where the list changed: in the same transaction as their calls. A row
 * whose list stayed is not written (the write would send it to every dashboard).
 */
export async function storeCallers(tx: Transaction<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await sql`
    UPDATE tokens SET callers = cardinality(called.chat_ids), caller_chat_ids = called.chat_ids
    FROM (
      SELECT address AS token_address, ${callerChatIdsOf(sql.ref('address'))} AS chat_ids
      FROM unnest(${[...tokens]}::text[]) AS address
    ) AS called
    WHERE tokens.token_address = called.token_address
      AND (tokens.caller_chat_ids <> called.chat_ids OR tokens.callers <> cardinality(called.chat_ids))`.execute(tx);
}

/** Whether the chats of a token's calls are the ones its stored list names (in any order). */
function sameChats(chatIds: readonly string[], stored: readonly string[]): boolean {
  const storedSet = new Set(stored);
  return chatIds.length === stored.length && chatIds.every((chatId) => storedSet.has(chatId));
}

interface StoredToken {
  storedScore: number;
  storedCallers: number;
  storedChatIds: string[];
}

/** A call as the candidate query sends it: chat id, in the window, minutes behind the first, the chat's hit rate. */
type CandidateCallTuple = [chatId: string, inWindow: boolean, minutesBehindFirst: number, hitRate2x: number | null];

interface CandidateToken {
  token_address: string;
  stored_score: number;
  stored_callers: number;
  stored_chat_ids: string[];
  calls: CandidateCallTuple[];
}
