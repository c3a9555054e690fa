// Every read a trader makes, on the year, through the hub's own repository functions: first on
// a fresh connection pool (cold: no plan or catalog cache; PostgreSQL's and the system's page
// caches are shared with other sessions and cannot be emptied here), then `runs` times (warm).
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import {
  CHANNEL_PERIOD_MS,
  CHANNEL_PERIODS,
  MESSAGES_PER_TOKEN,
  TOKEN_MESSAGES_PAGE_SIZE,
  TRACER_PAGE_SIZE,
  tracerCountLimit,
} from '@solana-hub/contracts';
import {
  archivedTokensPage,
  channelCalls,
  channelScores,
  connectDatabase,
  countArchivedTokens,
  countTokensByMessageType,
  findAnalysis,
  findToken,
  latestMessageByToken,
  listActiveTokens,
  listChatTitles,
  collapsedRowMessagesByToken,
  refreshChannelCalls,
  searchMessages,
  tokenCalls,
  tokenFacts,
  tokenMarketCaps,
  tokenMessagesPage,
  withSecurityFacts,
  type Database,
} from '@solana-hub/db';
import { printTable } from '../figures.js';

const HOUR_MS = 3_600_000;
/** A read slower than this cold is run only three times warm. */
const SLOW_MS = 2_000;

export interface ReadFigure {
  read: string;
  goalMs: number | null;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  /** What the read answered, in a few words (rows, total). */
  answered: string;
}

const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** The tokens and chats the reads are about, picked from the stored year. */
interface Subjects {
  /** A token with the median message count, one with the most, one archived. */
  typical: string;
  biggest: { address: string; messages: number };
  archived: string;
  busiestChat: string;
  quietChat: string;
  messageType: string;
  /** Parts of archived tokens' names a trader would type. */
  searches: string[];
}

async function subjects(db: Kysely<Database>): Promise<Subjects> {
  const { rows: counts } = await sql<{ token_address: string; message_count: number; hidden: boolean; token_name: string | null }>`
    (SELECT token_address, message_count, hidden, token_name FROM tokens ORDER BY message_count DESC LIMIT 1)
    UNION ALL
    (SELECT token_address, message_count, hidden, token_name FROM tokens
      WHERE message_count = (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY message_count) FROM tokens) LIMIT 1)
    UNION ALL
    (SELECT token_address, message_count, hidden, token_name FROM tokens WHERE hidden AND token_name IS NOT NULL
      ORDER BY token_address LIMIT 5)`.execute(db);
  // A chat's last read message id grows with its messages: the busiest first.
  const { rows: chats } = await sql<{ chat_id: string; message_type: string }>`
    SELECT chat_id, (SELECT message_type FROM messages m WHERE m.chat_id = c.chat_id LIMIT 1) AS message_type
    FROM telegram_chats c ORDER BY last_read_message_id DESC, chat_id`.execute(db);
  const [biggest, typical, ...archived] = counts;
  if (!biggest || !typical || archived.length === 0 || chats.length === 0) throw new Error('the year is not stored');
  return {
    typical: typical.token_address,
    biggest: { address: biggest.token_address, messages: biggest.message_count },
    archived: archived[0]?.token_address ?? '',
    busiestChat: chats[0]?.chat_id ?? '',
    quietChat: chats.at(-1)?.chat_id ?? '',
    messageType: chats[0]?.message_type ?? '',
    searches: archived.map((token) => (token.token_name ?? '').slice(1, 5).toLowerCase()),
  };
}

type Read = { label: string; goalMs: number | null; run: (db: Kysely<Database>, n: number) => Promise<string> };

/** The reads, grouped as the screens make them. */
function reads(s: Subjects, now: Date): Read[] {
  const periodSince = (reach: number | null) => (reach === null ? null : new Date(now.getTime() - reach));
  const recent = new Date(now.getTime() - 24 * HOUR_MS);
  const lastPage = Math.max(0, Math.floor((s.biggest.messages - 1) / TOKEN_MESSAGES_PAGE_SIZE)) * TOKEN_MESSAGES_PAGE_SIZE;
  const history = (address: string, offset: number) => async (db: Kysely<Database>) => {
    const page = await tokenMessagesPage(db, address, { offset, limit: TOKEN_MESSAGES_PAGE_SIZE });
    return `${page.messages.length} of ${page.totalCount}`;
  };
  const tracer = (search: Parameters<typeof searchMessages>[1]) => async (db: Kysely<Database>) => {
    const page = await searchMessages(db, search, null, TRACER_PAGE_SIZE, tracerCountLimit({ q: search.text }));
    return `${page.messages.length} of ${page.totalCount}${page.totalCapped ? '+' : ''}`;
  };
  const archivedSearch = (sortBy: 'first_seen' | 'ath_multiple') => async (db: Kysely<Database>, n: number) => {
    const search = s.searches[n % s.searches.length];
    const page = await archivedTokensPage(db, { page: 1, limit: 100, sortBy, sortOrder: 'desc', search });
    return `${page.tokens.length} of ${page.totalCount} ("${search}")`;
  };
  const analysisPage = (address: string) => async (db: Kysely<Database>) => {
    await refreshChannelCalls(db);
    const [token, analysis, calls, caps, facts, page] = await Promise.all([
      findToken(db, address),
      findAnalysis(db, address),
      tokenCalls(db, address).then((found) => withSecurityFacts(db, address, found)),
      tokenMarketCaps(db, address),
      tokenFacts(db, address),
      tokenMessagesPage(db, address, { offset: 0, limit: TOKEN_MESSAGES_PAGE_SIZE }),
    ]);
    return `${token ? 1 : 0} token, ${analysis ? 1 : 0} report, ${calls.calls.length} calls, ${caps.points.length} of ${caps.total} market caps, ${facts ? 1 : 0} facts, ${page.messages.length} messages`;
  };
  return [
    {
      label: 'dashboard: /api/tokens (listActiveTokens)',
      goalMs: null,
      run: async (db) => `${(await listActiveTokens(db)).length} tokens`,
    },
    {
      label: `dashboard: /api/all-messages-by-token (collapsed rows, of the newest ${MESSAGES_PER_TOKEN} a token)`,
      goalMs: null,
      run: async (db) => {
        const byToken = Object.values(await collapsedRowMessagesByToken(db));
        return `${byToken.length} tokens, ${byToken.flat().length} messages`;
      },
    },
    {
      label: 'dashboard: /api/latest-messages (latestMessageByToken)',
      goalMs: null,
      run: async (db) => `${Object.keys(await latestMessageByToken(db)).length} tokens`,
    },
    {
      label: 'dashboard: /api/message-type-stats',
      goalMs: null,
      run: async (db) => `${Object.keys(await countTokensByMessageType(db)).length} types`,
    },
    { label: 'dashboard: /api/tokens/hidden/count', goalMs: null, run: async (db) => `${await countArchivedTokens(db)} archived` },
    { label: 'dashboard: /api/chats (listChatTitles)', goalMs: null, run: async (db) => `${(await listChatTitles(db)).length} chats` },
    {
      label: 'dashboard: all its first reads at once (login → usable ≤ 1 s)',
      goalMs: 1_000,
      run: async (db) => {
        const [tokens] = await Promise.all([
          listActiveTokens(db),
          collapsedRowMessagesByToken(db),
          latestMessageByToken(db),
          countTokensByMessageType(db),
          countArchivedTokens(db),
          listChatTitles(db),
        ]);
        return `${tokens.length} tokens`;
      },
    },
    { label: 'history: typical token, first page', goalMs: 50, run: history(s.typical, 0) },
    { label: `history: biggest token (${s.biggest.messages} messages), first page`, goalMs: 50, run: history(s.biggest.address, 0) },
    { label: 'history: biggest token, page 50', goalMs: 50, run: history(s.biggest.address, 49 * TOKEN_MESSAGES_PAGE_SIZE) },
    { label: 'history: biggest token, last page', goalMs: 50, run: history(s.biggest.address, lastPage) },
    { label: 'tracer: latest (last 24 h)', goalMs: 50, run: tracer({ since: recent }) },
    { label: 'tracer: latest, older included', goalMs: 50, run: tracer({}) },
    { label: 'tracer: busiest channel, last 24 h', goalMs: 50, run: tracer({ since: recent, chatId: s.busiestChat }) },
    { label: 'tracer: busiest channel, older included', goalMs: 50, run: tracer({ chatId: s.busiestChat }) },
    { label: 'tracer: quietest channel, last 24 h', goalMs: 50, run: tracer({ since: recent, chatId: s.quietChat }) },
    { label: 'tracer: quietest channel, older included', goalMs: 50, run: tracer({ chatId: s.quietChat }) },
    { label: 'tracer: one type, last 24 h', goalMs: 50, run: tracer({ since: recent, messageType: s.messageType }) },
    { label: 'tracer: one type, older included', goalMs: 50, run: tracer({ messageType: s.messageType }) },
    { label: 'tracer: text "pump", last 24 h', goalMs: 50, run: tracer({ since: recent, text: 'pump' }) },
    { label: "tracer: a typical token's address, older included", goalMs: 50, run: tracer({ text: s.typical }) },
    {
      label: 'archived: first page (newest first)',
      goalMs: 200,
      run: async (db) =>
        `${(await archivedTokensPage(db, { page: 1, limit: 100, sortBy: 'first_seen', sortOrder: 'desc' })).totalCount} archived`,
    },
    { label: 'archived: search by name', goalMs: 200, run: archivedSearch('first_seen') },
    { label: 'archived: search by name, by ATH multiple', goalMs: 200, run: archivedSearch('ath_multiple') },
    ...CHANNEL_PERIODS.map((period) => ({
      label: `channels: period ${period}`,
      goalMs: 300,
      run: async (db: Kysely<Database>) => {
        await refreshChannelCalls(db);
        return `${(await channelScores(db, periodSince(CHANNEL_PERIOD_MS[period]))).channels.length} chats`;
      },
    })),
    {
      label: "channels: busiest chat's calls, all",
      goalMs: 300,
      run: async (db) => {
        await refreshChannelCalls(db);
        return `${(await channelCalls(db, s.busiestChat, null)).calls.length} calls`;
      },
    },
    { label: 'analysis page: typical token', goalMs: null, run: analysisPage(s.typical) },
    { label: 'analysis page: biggest token', goalMs: null, run: analysisPage(s.biggest.address) },
    {
      label: 'analysis page: biggest token, its market-cap chart',
      goalMs: null,
      run: async (db) => {
        const caps = await tokenMarketCaps(db, s.biggest.address);
        return `${caps.points.length} of ${caps.total} market caps`;
      },
    },
    {
      label: 'analysis page: biggest token, its facts',
      goalMs: null,
      run: async (db) => `${(await tokenFacts(db, s.biggest.address))?.corrections.length ?? 0} corrections`,
    },
    { label: 'analysis page: an archived token', goalMs: null, run: analysisPage(s.archived) },
  ];
}

async function measure(url: string, read: Read, runs: number): Promise<ReadFigure> {
  const db = connectDatabase(url);
  try {
    const [coldMs, answered] = await timed(() => read.run(db, 0));
    const times: number[] = [];
    // A read of seconds gets a few runs: its p95 is far over any goal either way.
    const warmRuns = coldMs > SLOW_MS ? Math.min(runs, 3) : runs;
    for (let n = 1; n <= warmRuns; n += 1) times.push((await timed(() => read.run(db, n)))[0]);
    return { read: read.label, goalMs: read.goalMs, coldMs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), answered };
  } finally {
    await db.destroy();
  }
}

/** Bytes a stored message takes: its messages row with the table's indexes and TOAST, its raw copy, the whole database. */
async function storage(db: Kysely<Database>): Promise<Array<[string, string]>> {
  const { rows } = await sql<{
    messages: string;
    messages_bytes: string;
    raw_bytes: string;
    database_bytes: string;
    heap: string;
    toast: string;
    indexes: string;
  }>`
    SELECT (SELECT count(*) FROM messages) AS messages,
      pg_total_relation_size('messages') AS messages_bytes,
      pg_relation_size('messages') AS heap,
      pg_total_relation_size('messages') - pg_relation_size('messages') - pg_indexes_size('messages') AS toast,
      pg_indexes_size('messages') AS indexes,
      pg_total_relation_size('raw_messages') AS raw_bytes,
      pg_database_size(current_database()) AS database_bytes`.execute(db);
  const row = rows[0];
  if (!row) return [];
  const n = Number(row.messages);
  const per = (bytes: string) => `${Math.round(Number(bytes) / n).toLocaleString('en-US')} B`;
  const gib = (bytes: string) => `${(Number(bytes) / 2 ** 30).toFixed(2)} GiB`;
  return [
    ['messages stored', n.toLocaleString('en-US')],
    [
      'bytes per message: messages table + indexes + TOAST',
      `${per(row.messages_bytes)} (${gib(row.messages_bytes)}: heap ${per(row.heap)}, TOAST ${per(row.toast)}, indexes ${per(row.indexes)})`,
    ],
    ['bytes per message: its raw copy (raw_messages, with indexes)', `${per(row.raw_bytes)} (${gib(row.raw_bytes)})`],
    ['bytes per message: the whole database', `${per(row.database_bytes)} (${gib(row.database_bytes)})`],
  ];
}

const ms = (value: number) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);

/** Measures every read and prints them with the storage figures; answers the figures. */
export async function measureReads(url: string, now: Date, runs: number, only: readonly string[] = []): Promise<ReadFigure[]> {
  const db = connectDatabase(url, { maxConnections: 1 });
  let chosen: Subjects;
  try {
    chosen = await subjects(db);
    printTable(await storage(db));
  } finally {
    await db.destroy();
  }
  const figures: ReadFigure[] = [];
  for (const read of reads(chosen, now).filter(
    (candidate) => only.length === 0 || only.some((prefix) => candidate.label.startsWith(prefix)),
  )) {
    const figure = await measure(url, read, runs);
    figures.push(figure);
    const over = figure.goalMs !== null && figure.p95Ms > figure.goalMs ? ' OVER' : '';
    console.log(
      `  ${figure.read}: cold ${ms(figure.coldMs)}, p50 ${ms(figure.p50Ms)}, p95 ${ms(figure.p95Ms)}${over} (${figure.answered}; load ${os.loadavg()[0]?.toFixed(1)})`,
    );
  }
  console.log(`\nReads on the year, ${runs} warm runs each (cold = first run on a fresh pool)\n`);
  printTable([
    ['read', 'goal (p95) | cold | p50 | p95 | answered'],
    ['---', '---'],
    ...figures.map((f): [string, string] => [
      f.read,
      `${f.goalMs === null ? '-' : ms(f.goalMs)} | ${ms(f.coldMs)} | ${ms(f.p50Ms)} | ${ms(f.p95Ms)}${f.goalMs !== null && f.p95Ms > f.goalMs ? ' (over)' : ''} | ${f.answered}`,
    ]),
  ]);
  return figures;
}
