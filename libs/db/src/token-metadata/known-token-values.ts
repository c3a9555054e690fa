import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isoTime } from '../common/json-rows.js';
import type { KnownTokenValues as LayoutKnownValues } from '@solana-hub/extraction';
import type { Database, MetadataProvider } from '../schema.js';

/** Where a known value comes from: a message's alert or the trader's correction of it, or a provider. */
export type KnownValueSource = { kind: 'alert' | 'correction'; chatId: string; messageId: string } | { kind: MetadataProvider };

/** A value a token is known to have had at a time. */
export interface KnownValue<T> {
  value: T;
  at: Date;
  source: KnownValueSource;
}

/** What is known of a token's name, symbol and market cap, newest first. */
export interface KnownTokenValues {
  names: KnownValue<string>[];
  symbols: KnownValue<string>[];
  marketCaps: KnownValue<number>[];
}

export interface KnownValuesOptions {
  /**
   * Leave out what this chat's own alerts say (to learn a chat's layout from what others know);
   * the trader's corrections of its messages stay: they are what the chat should have read.
   */
  exceptChatId?: string;
}

interface StatementRow {
  token_address: string;
  chat_id: string;
  message_id: string;
  at: Date;
  name: string | null;
  symbol: string | null;
  market_cap: number | null;
  corrected_name: string | null;
  corrected_symbol: string | null;
  corrected_market_cap: number | null;
}

/**
 * What is known of each token's name, symbol and market cap, with where each value came from:
 * its messages' alerts (as extracted), the trader's corrections (which win over the alert of
 * their message), the providers' names (on-chain metadata, DexScreener) and the market caps
 * DexScreener's refresh saw. A token nothing is known of is absent. Every value, read plainly:
 * the reference the tests hold knownValuesAt's one statement to (not exported from the package).
 */
export async function knownTokenValues(
  db: Kysely<Database>,
  addresses: readonly string[],
  { exceptChatId }: KnownValuesOptions = {},
): Promise<Map<string, KnownTokenValues>> {
  const known = new Map<string, KnownTokenValues>();
  if (addresses.length === 0) return known;
  const entry = (address: string) => {
    let values = known.get(address);
    if (!values) known.set(address, (values = { names: [], symbols: [], marketCaps: [] }));
    return values;
  };
  const [statements, providers, refreshed] = await Promise.all([
    sql<StatementRow>`
      SELECT m.token_address, m.chat_id, m.message_id, m.timestamp AS at, m.token_name AS name, m.token_symbol AS symbol,
        m.market_cap, c.token_name AS corrected_name, c.token_symbol AS corrected_symbol, c.market_cap AS corrected_market_cap
      FROM messages m
      LEFT JOIN message_corrections c ON c.chat_id = m.chat_id AND c.message_id = m.message_id
      WHERE m.token_address = ANY(${addresses}::text[]) AND (${exceptChatId ?? null}::text IS NULL OR m.chat_id <> ${exceptChatId ?? null} OR c.chat_id IS NOT NULL)
      ORDER BY m.timestamp DESC, m.id DESC`.execute(db),
    db.selectFrom('token_metadata').selectAll().where('token_address', 'in', addresses).orderBy('observed_at', 'desc').execute(),
    db.selectFrom('refreshed_market_caps').selectAll().where('token_address', 'in', addresses).orderBy('observed_at', 'desc').execute(),
  ]);
  for (const row of statements.rows) {
    const values = entry(row.token_address);
    const ownChat = row.chat_id === exceptChatId;
    const from = (corrected: boolean): KnownValueSource => ({
      kind: corrected ? 'correction' : 'alert',
      chatId: row.chat_id,
      messageId: row.message_id,
    });
    // The stored message already shows its correction; what the chat's own alert said is left out.
    const add = <T>(list: KnownValue<T>[], value: T | null, corrected: boolean) => {
      if (value !== null && (corrected || !ownChat)) list.push({ value, at: row.at, source: from(corrected) });
    };
    add(values.names, row.name, row.corrected_name !== null);
    add(values.symbols, row.symbol, row.corrected_symbol !== null);
    add(values.marketCaps, row.market_cap, row.corrected_market_cap !== null);
  }
  for (const row of providers) {
    const values = entry(row.token_address);
    const source = { kind: row.provider };
    if (row.name !== null) values.names.push({ value: row.name, at: row.observed_at, source });
    if (row.symbol !== null) values.symbols.push({ value: row.symbol, at: row.observed_at, source });
  }
  for (const row of refreshed) {
    entry(row.token_address).marketCaps.push({ value: row.market_cap, at: row.observed_at, source: { kind: 'dexscreener' } });
  }
  for (const values of known.values()) values.marketCaps.sort((a, b) => b.at.getTime() - a.at.getTime());
  return known;
}

/** The known market cap nearest to `at`, if one was seen within `withinMs` of it. */
export function marketCapNear(values: KnownTokenValues, at: Date, withinMs: number): KnownValue<number> | null {
  let nearest: KnownValue<number> | null = null;
  for (const known of values.marketCaps) {
    const distance = Math.abs(known.at.getTime() - at.getTime());
    if (distance <= withinMs && (!nearest || distance < Math.abs(nearest.at.getTime() - at.getTime()))) nearest = known;
  }
  return nearest;
}

/** A token a chat's message names, at the message's time: what learning that chat's layout asks of the others. */
export interface KnownValuesQuery {
  tokenAddress: string;
  chatId: string;
  at: Date;
}

/**
 * How far from a message's time a market cap still counts as the token's market cap then:
 * tokens these alerts are about move fast, and learning compares within its own tolerance.
 */
export const KNOWN_MARKET_CAP_WINDOW_MS = 30 * 60_000;

/**
 * For each message, what is known of its token apart from its own chat (corrections of the
 * chat's messages included): the newest name and symbol (an alert's among the token's newest
 * KNOWN_VALUE_MESSAGES, else a provider's), and the market cap nearest the message's time within
 * KNOWN_MARKET_CAP_WINDOW_MS (an alert's among the KNOWN_VALUE_MESSAGES nearest on each side, or
 * the market data's; at equal distance the later, then an alert's, then the newer message). The
 * same answers as knownTokenValues with `exceptChatId` and marketCapNear for a token of up to
 * KNOWN_VALUE_MESSAGES messages, in the order asked, from one statement for the whole batch that
 * reads only the rows it answers with: the extractor asks it of every batch, and a token may have
 * a year of messages.
 */
export async function knownValuesAt(db: Kysely<Database>, queries: readonly KnownValuesQuery[]): Promise<LayoutKnownValues[]> {
  if (queries.length === 0) return [];
  const windowSeconds = KNOWN_MARKET_CAP_WINDOW_MS / 1000;
  const { rows } = await sql<KnownAtRow>`
    SELECT q.n, ${newestOf('token_name', 'name')} AS name, ${newestOf('token_symbol', 'symbol')} AS symbol,
      (SELECT near.market_cap FROM (
          ${nearestAlert('before', windowSeconds)} UNION ALL ${nearestAlert('after', windowSeconds)}
          UNION ALL ${nearestObservation('before', windowSeconds)} UNION ALL ${nearestObservation('after', windowSeconds)}
        ) AS near
        ORDER BY abs(extract(epoch FROM near.at - q.at)), near.at DESC, near.kind, near.id DESC LIMIT 1) AS market_cap
    FROM unnest(${queries.map((query) => query.tokenAddress)}::text[], ${queries.map((query) => query.chatId)}::text[],
      ${queries.map((query) => isoTime(query.at))}::timestamptz[]) WITH ORDINALITY AS q(token_address, chat_id, at, n)
    ORDER BY q.n`.execute(db);
  return rows.map((row) => ({ name: row.name, symbol: row.symbol, marketCap: row.market_cap }));
}

/**
 * The market caps nearest the question's time: of the alerts (and of the refresh's observations),
 * the last at or before it and the first after it, each a probe of the token's index by time
 * (the newer message of two at one time), so a token with thousands of alerts in the window
 * costs a few rows, not a sort of them all; the nearest of the four wins.
 */
const nearestAlert = (side: Side, windowSeconds: number) =>
  firstAnswering(sql`m.market_cap, m.timestamp AS at, 0 AS kind, m.id`, 'market_cap', side === 'before' ? 'DESC' : 'ASC', (time) =>
    within(time, side, windowSeconds),
  );
const nearestObservation = (side: Side, windowSeconds: number) => sql`(
  SELECT r.market_cap, r.observed_at AS at, 1 AS kind, 0::bigint AS id FROM refreshed_market_caps r
    WHERE r.token_address = q.token_address AND ${within(sql`r.observed_at`, side, windowSeconds)}
    ORDER BY r.observed_at ${sql.raw(side === 'before' ? 'DESC' : 'ASC')} LIMIT 1)`;

type Side = 'before' | 'after';

/** `time` within the window on one side of the question's time: at or before it, or after it. */
const within = (time: RawBuilder<unknown>, side: Side, windowSeconds: number) =>
  side === 'before'
    ? sql`${time} BETWEEN q.at - make_interval(secs => ${windowSeconds}) AND q.at`
    : sql`${time} > q.at AND ${time} <= q.at + make_interval(secs => ${windowSeconds})`;

/** A message's own chat counts for a field only where the trader corrected that field. */
const fromOthers = (corrected: RawBuilder<unknown>) => sql`(m.chat_id <> q.chat_id OR ${corrected} IS NOT NULL)`;

/**
 * A known value is looked for among at most this many of the token's messages nearest the
 * question: its newest for a name or symbol, the nearest on each side within the window for a
 * market cap. Without a bound, a token that only the asking chat names was read to its first
 * message for every alert of that chat (190 ms for a bot's token with 27,000 alerts in the
 * generated year, against 5 ms when another chat had named it lately), and a buy bot posting
 * every few seconds about one token had each of its alerts read its half hour of them. A name
 * another chat gave before these is left for the providers' (tokens rarely change their name).
 */
export const KNOWN_VALUE_MESSAGES = 100;

type MessageField = 'token_name' | 'token_symbol' | 'market_cap';

/**
 * The `selected` columns (of `m`) of the first of the token's messages, by time in `direction`
 * (the newer message of two at one time), whose `field` another chat gave or the trader
 * corrected, among the first KNOWN_VALUE_MESSAGES whose time is `where`. The inner scan comes in
 * the index's order and stops at the first message that answers.
 */
const firstAnswering = (
  selected: RawBuilder<unknown>,
  field: MessageField,
  direction: 'ASC' | 'DESC',
  where: (time: RawBuilder<unknown>) => RawBuilder<unknown> = () => sql`TRUE`,
) => sql`(
  SELECT ${selected} FROM (
      SELECT n.id, n.timestamp, n.chat_id, n.message_id, n.${sql.ref(field)} FROM messages n
      WHERE n.token_address = q.token_address AND ${where(sql`n.timestamp`)}
      ORDER BY n.timestamp ${sql.raw(direction)}, n.id DESC LIMIT ${KNOWN_VALUE_MESSAGES}
    ) AS m
    LEFT JOIN message_corrections c ON c.chat_id = m.chat_id AND c.message_id = m.message_id
    WHERE m.${sql.ref(field)} IS NOT NULL AND ${fromOthers(sql`c.${sql.ref(field)}`)}
    ORDER BY m.timestamp ${sql.raw(direction)}, m.id DESC LIMIT 1)`;

/** The newest value of a message field (as corrected) for the question `q` (firstAnswering), else the newest a provider gave. */
const newestOf = (field: 'token_name' | 'token_symbol', provided: 'name' | 'symbol') => sql`coalesce(
  ${firstAnswering(sql`m.${sql.ref(field)}`, field, 'DESC')},
  (SELECT p.${sql.ref(provided)} FROM token_metadata p WHERE p.token_address = q.token_address AND p.${sql.ref(provided)} IS NOT NULL
    ORDER BY p.observed_at DESC LIMIT 1))`;

interface KnownAtRow {
  n: string;
  name: string | null;
  symbol: string | null;
  market_cap: number | null;
}
