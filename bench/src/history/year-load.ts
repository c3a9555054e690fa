// Writes a drawn year into its own database: the messages, their raw copies and the refresh's
// observations by COPY (secondary indexes and row triggers set aside meanwhile, as a bulk load
// does), then everything derived from them through the hub's own code: tokens folded by
// rebuildTokens, calls by deriveEveryChannelCall (the calls refreshChannelCalls would make, found
// set-wise), confluence by storeConfluenceScores; the messages' secondary indexes other than the
// token's are built meanwhile (the derivations only read messages).
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  connectDatabase,
  deriveEveryChannelCall,
  foldArchivedTokenCount,
  foldChannelCallCounts,
  rebuildTokens,
  refreshCollapsedRows,
  saveAnalysis,
  storeConfluenceScores,
  thinMarketCapHistory,
  type Database,
} from '@solana-hub/db';
import { analysisReport, randomSequence } from '@solana-hub/testing';
import { copyYear } from './year-copy.js';
import { applyPendingMigrations } from './year-migrations.js';
import type { Year } from './year-shape.js';
import { FULL_DAYS } from './year-rows.js';

/** Tokens folded per transaction. */
const TOKENS_PER_REBUILD = 2_000;
/** Transactions folding tokens at once (one core each). */
const FOLDING_SESSIONS = 2;
/** The index the folds and the calls read messages by: built before them, the others meanwhile. */
const BY_TOKEN_INDEX = 'messages_token_time_idx';
/** A token silent this long is archived (AUTO_ARCHIVE_DAYS's default). */
const AUTO_ARCHIVE_DAYS = 7;
/** Share of archived tokens the trader archived by hand rather than the inactivity pass. */
const TRADER_ARCHIVED_SHARE = 0.05;
/** Tokens the trader opened the analysis page of (one stored report each). */
const ANALYSED_TOKENS = 1_000;
const TABLES_WITH_ROW_TRIGGERS = ['messages', 'refreshed_market_caps'] as const;

export type Step = (label: string, started: number) => void;

/** The secondary indexes of a table (not those behind its constraints), as CREATE INDEX statements. */
async function secondaryIndexes(db: Kysely<Database>, table: string): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = ${table}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  return rows;
}

async function saveChats(db: Kysely<Database>, year: Year): Promise<void> {
  const startsAt = new Date((year.endsAt - 365 * 86_400) * 1_000);
  const newest = new Map<number, { at: number; id: number }>();
  for (let i = 0; i < year.at.length; i += 1) newest.set(year.chat[i] ?? 0, { at: year.at[i] ?? 0, id: year.messageId[i] ?? 0 });
  await db
    .insertInto('telegram_chats')
    .values(
      year.chats.map((chat, index) => ({
        chat_id: chat.chatId,
        title: chat.title,
        kind: 'channel' as const,
        listed_at: startsAt,
        watched: true,
        watched_since: startsAt,
        last_read_message_id: newest.get(index)?.id ?? null,
        caught_up_at: new Date(year.endsAt * 1_000),
        last_message_at: new Date((newest.get(index)?.at ?? year.endsAt) * 1_000),
        last_received_at: new Date((newest.get(index)?.at ?? year.endsAt) * 1_000),
        // A year over its messages (ids are counted from 1,000).
        usual_interval_seconds: Math.round((365 * 86_400) / Math.max(1, (newest.get(index)?.id ?? 1_000) - 999)),
      })),
    )
    .execute();
}

/**
 * Folds every token from its messages (token-rebuild.ts), a few thousand a transaction, in
 * FOLDING_SESSIONS sessions at once (the tokens are disjoint): each transaction's reads in
 * PostgreSQL overlap another's fold in Node.
 */
async function foldTokens(db: Kysely<Database>, year: Year): Promise<void> {
  const batches: string[][] = [];
  for (let from = 0; from < year.tokens.length; from += TOKENS_PER_REBUILD)
    batches.push(year.tokens.slice(from, from + TOKENS_PER_REBUILD).map((token) => token.address));
  const session = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const addresses = batch;
      await db.transaction().execute((tx) => rebuildTokens(tx, addresses));
    }
  };
  await Promise.all(Array.from({ length: FOLDING_SESSIONS }, session));
}

/**
 * What the refresh wrote on the tokens (recordMarketCap): the newest and the highest observation,
 * the current market cap when newer than its alerts', the ATH when higher; then the archive as
 * the inactivity pass and the trader left it.
 */
async function observeAndArchive(db: Kysely<Database>, endsAt: Date): Promise<void> {
  // By hashed aggregates, not DISTINCT ON: sorting the year's 11 million observations twice took
  // minutes. The newest is one row (the key is the token and the time); the highest its first time.
  await sql`
    WITH newest_at AS (
      SELECT token_address, max(observed_at) AS observed_at FROM refreshed_market_caps GROUP BY token_address
    ), newest AS (
      SELECT token_address, observed_at, r.market_cap FROM newest_at JOIN refreshed_market_caps r USING (token_address, observed_at)
    ), highest_cap AS (
      SELECT token_address, max(market_cap) AS market_cap FROM refreshed_market_caps GROUP BY token_address
    ), highest AS (
      SELECT token_address, min(r.observed_at) AS observed_at, market_cap
      FROM highest_cap JOIN refreshed_market_caps r USING (token_address, market_cap) GROUP BY token_address, market_cap
    )
    UPDATE tokens t SET
      observed_market_cap = n.market_cap, observed_market_cap_at = n.observed_at,
      observed_ath_market_cap = h.market_cap, observed_ath_at = h.observed_at,
      current_market_cap = CASE WHEN t.current_market_cap_at IS NULL OR t.current_market_cap_at < n.observed_at THEN n.market_cap ELSE t.current_market_cap END,
      current_market_cap_at = greatest(t.current_market_cap_at, n.observed_at),
      last_updated = greatest(t.last_updated, n.observed_at),
      ath_market_cap = greatest(t.ath_market_cap, h.market_cap),
      ath_timestamp = CASE WHEN t.ath_market_cap IS NULL OR t.ath_market_cap < h.market_cap THEN h.observed_at ELSE t.ath_timestamp END
    FROM newest n JOIN highest h USING (token_address)
    WHERE t.token_address = n.token_address`.execute(db);
  // The archive as the analyzer's pass makes it, in one statement; the analyzer's next minute
  // pass folds the archived count's log of changes, as here.
  await sql`
    UPDATE tokens SET hidden = true,
      archived_reason = CASE WHEN hashtext(token_address) % 1000 < ${TRADER_ARCHIVED_SHARE * 1000} THEN 'trader' ELSE 'inactive' END,
      archived_at = latest_message_at + make_interval(days => ${AUTO_ARCHIVE_DAYS})
    WHERE latest_message_at < ${endsAt}::timestamptz - make_interval(days => ${AUTO_ARCHIVE_DAYS})`.execute(db);
  await foldArchivedTokenCount(db);
}

/** Stored analysis reports (and their security facts) of some tokens, as opening their page leaves. */
async function analyse(db: Kysely<Database>, year: Year): Promise<void> {
  const random = randomSequence(99);
  const step = Math.max(1, Math.floor(year.tokens.length / ANALYSED_TOKENS));
  for (let index = 0; index < year.tokens.length; index += step) {
    const token = year.tokens[index];
    if (!token) continue;
    const at = new Date((token.launchedAt + 600) * 1_000);
    const facts = {
      canMint: random() < 0.1,
      canFreeze: random() < 0.05,
      topHoldersPercent: Math.round(random() * 600) / 10,
      liquidityUsd: Math.round(random() * 50_000),
    };
    await saveAnalysis(db, token.address, { report: analysisReport(token.address, at, facts), analyzedAt: at });
  }
}

/** Fills the (migrated, empty) database with the year; `step` is told as each part ends. */
export async function loadYear(url: string, year: Year, step: Step): Promise<void> {
  const db = connectDatabase(url, { maxConnections: 4 });
  try {
    let started = performance.now();
    const mark = (label: string) => {
      step(label, started);
      started = performance.now();
    };
    const indexes = await secondaryIndexes(db, 'messages');
    for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
    // The stale-marking triggers would queue every token for recomputation: the calls are computed once below instead.
    for (const table of TABLES_WITH_ROW_TRIGGERS) await sql`ALTER TABLE ${sql.id(table)} DISABLE TRIGGER USER`.execute(db);
    const copying = performance.now();
    await copyYear(url, year, (part) =>
      step(`of it, the ${part === 'messages' ? 'messages and raw messages' : part} copied after`, copying),
    );
    for (const table of TABLES_WITH_ROW_TRIGGERS) await sql`ALTER TABLE ${sql.id(table)} ENABLE TRIGGER USER`.execute(db);
    await saveChats(db, year);
    for (const table of ['messages', 'raw_messages'] as const) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(db);
    }
    mark('COPY of messages, raw messages and observations');
    // The visibility map too (the calls read the market caps by index-only scans), before the
    // secondary indexes: a vacuum with none has none to scan.
    await sql`VACUUM ANALYZE messages, raw_messages, refreshed_market_caps`.execute(db);
    mark('messages, raw messages and observations vacuumed and analysed');
    // Nothing below writes messages until the last VACUUM: the trigram index, the longest build,
    // starts now in a session of its own; the folds and the calls wait only for the index they
    // read messages by, and the other btrees follow it in its session.
    const definitions = (which: (name: string, definition: string) => boolean) =>
      indexes.filter((index) => which(index.name, index.definition)).map((index) => index.definition);
    const isGin = (definition: string) => definition.includes('USING gin');
    const othersStarted = performance.now();
    const trigram = buildIndexes(
      url,
      definitions((_, definition) => isGin(definition)),
    );
    trigram.catch(() => undefined);
    await buildIndexes(
      url,
      definitions((name) => name === BY_TOKEN_INDEX),
    );
    mark(`${BY_TOKEN_INDEX} built`);
    const others = Promise.all([
      trigram,
      buildIndexes(
        url,
        definitions((name, definition) => name !== BY_TOKEN_INDEX && !isGin(definition)),
      ),
    ]);
    others.catch(() => undefined);
    await foldTokens(db, year);
    await observeAndArchive(db, new Date(year.endsAt * 1_000));
    mark('tokens folded from their messages (rebuildTokens), observed, archived');
    // As the analyzer's minute pass leaves them once the tokens are quiet: the dashboard's collapsed rows kept.
    await refreshCollapsedRows(db, { quietMs: 0 });
    mark('collapsed rows of the dashboard kept (refreshCollapsedRows)');
    await deriveEveryChannelCall(db);
    // As the analyzer's minute pass leaves them: the Channels page's kept counts folded.
    await foldChannelCallCounts(db);
    mark('calls derived (deriveEveryChannelCall), their kept counts folded');
    await storeConfluenceScores(db, new Date(year.endsAt * 1_000));
    mark('confluence stored (storeConfluenceScores)');
    // The observations are drawn thinned: the analyzer's pass checks it and stores its bound, as on a running hub.
    const { deleted } = await thinMarketCapHistory(db, FULL_DAYS, new Date(year.endsAt * 1_000));
    mark(`market-cap history thinned by the analyzer's pass (thinMarketCapHistory: ${deleted} more deleted), its bound stored`);
    await others;
    step('the other secondary indexes of messages (from the vacuum on), built meanwhile', othersStarted);
    started = performance.now();
    await analyse(db, year);
    await sql`VACUUM ANALYZE`.execute(db);
    mark('analyses stored, VACUUM ANALYZE');
  } finally {
    await db.destroy();
  }
}

/** Index builds one after the other in a session of their own. */
async function buildIndexes(url: string, definitions: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET maintenance_work_mem = '512MB'");
    for (const definition of definitions) await client.query(definition);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const MARK = 'bench history: ';

/** What a stored year was drawn as (the flags of bench history that made it) and when it ends. */
export interface StoredYear {
  messages: number;
  runner: number;
  /** Only the tokens named in its last days (recentTokensOf); 0 for the whole year. */
  recentDays: number;
  endsAt: number;
}

/** The year stored in the database, if a complete generation left its mark there: its size, runner and end. */
export async function storedYear(serverUrl: string, name: string): Promise<StoredYear | null> {
  const { rows } = await onServer(serverUrl, (client) =>
    client.query<{ comment: string | null }>('SELECT shobj_description(oid, $1) AS comment FROM pg_database WHERE datname = $2', [
      'pg_database',
      name,
    ]),
  );
  const comment = rows[0]?.comment;
  if (!comment?.startsWith(MARK)) return null;
  const parsed = JSON.parse(comment.slice(MARK.length)) as {
    messages?: unknown;
    runner?: unknown;
    recentDays?: unknown;
    endsAt?: unknown;
  };
  // A year marked before runners (or cuts to recent tokens) were drawn has none.
  const runner = parsed.runner ?? 0;
  const recentDays = parsed.recentDays ?? 0;
  return typeof parsed.messages === 'number' &&
    typeof parsed.endsAt === 'number' &&
    typeof runner === 'number' &&
    typeof recentDays === 'number'
    ? { messages: parsed.messages, runner, recentDays, endsAt: parsed.endsAt }
    : null;
}

/**
 * What the analyzer's passes keep on a running hub: the dashboard's collapsed rows
 * (refreshCollapsedRows; a year stored before migration 0036 has none), the Channels page's
 * counts folded (foldChannelCallCounts; a year generated before the generator folded them holds
 * every call's log row) and the market-cap history thinned as of the year's end with its bound
 * stored (thinMarketCapHistory; a year stored before migration 0044 has none, and its first
 * pass reads the whole history). Answers how many rows each kept, folded or deleted.
 */
export async function runAnalyzerPasses(
  url: string,
  endsAt: Date,
): Promise<{ collapsedRows: number; foldedCountRows: number; thinnedObservations: number }> {
  const db = connectDatabase(url, { maxConnections: 1 });
  try {
    return {
      collapsedRows: await refreshCollapsedRows(db, { quietMs: 0 }),
      foldedCountRows: await foldChannelCallCounts(db),
      thinnedObservations: (await thinMarketCapHistory(db, FULL_DAYS, endsAt)).deleted,
    };
  } finally {
    await db.destroy();
  }
}

/** Drops and creates the database, migrated to the latest schema. */
export async function freshDatabase(serverUrl: string, name: string): Promise<void> {
  await dropDatabase(serverUrl, name);
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  await applyPendingMigrations(databaseUrl(serverUrl, name), () => {});
}

/**
 * Makes `copy` a fresh copy of the database `name` (dropping an older copy): a run that writes on
 * the year (the live alerts) writes on the copy, so every run starts from the year as generated
 * and two runs compare. The files are copied whole (FILE_COPY), not block by block through the WAL.
 */
export async function copyDatabase(serverUrl: string, name: string, copy: string): Promise<void> {
  await dropDatabase(serverUrl, copy);
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(copy)} TEMPLATE ${pg.escapeIdentifier(name)} STRATEGY FILE_COPY`),
  );
}

/** Drops the database if it exists. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
}

/** Runs `work` on a connection to the server's maintenance database, closed after. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Marks the database as holding a complete year (what --reuse looks for). */
export async function markComplete(serverUrl: string, name: string, stored: StoredYear): Promise<void> {
  const mark = `${MARK}${JSON.stringify(stored)}`;
  await onServer(serverUrl, (client) => client.query(`COMMENT ON DATABASE ${pg.escapeIdentifier(name)} IS ${pg.escapeLiteral(mark)}`));
}
