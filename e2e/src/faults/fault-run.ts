import { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { replayPages, type Database } from '@solana-hub/db';
import { connectRedis, newReplayRun, Producer, QueueName, queueReplay, ReplayRuns, type ConnectionLog } from '@solana-hub/queue';
import type { PostedAlert } from '../alert-load.js';
import { startE2eStack } from '../e2e-stack.js';
import type { ServiceExit, Stack } from '@solana-hub/tools';
import type { FaultServers } from './fault-servers.js';
import { connectLiveClients, type LiveClients } from './live-clients.js';

/** Something that happens to a running stack while messages flow through it. */
export interface Fault {
  /** As the table shows it. */
  name: string;
  /** Extractor replicas (default one). */
  extractors?: number;
  /** Logged-in live-feed clients connected through the run. */
  liveClients?: number;
  /** Service exits the fault causes on purpose (a kill); a supervisor, the launcher here, restarts them. */
  expectedExits?: number;
  /**
   * When it comes: while the alerts are ingested (the default), or while every stored message is
   * replayed through extraction once all of them are stored, as `npm run replay` does after a
   * template change.
   */
  during?: 'ingest' | 'replay';
  /** Does it; resolves when it is done (a server is back, a process is killed or started again). */
  inject(target: { stack: Stack; servers: FaultServers }): Promise<void>;
}

/** What a run ended with, and what it is compared on. */
export interface RunOutcome {
  fault: string;
  messagesIn: number;
  /** Distinct messages stored. */
  stored: number;
  /** Messages stored more than once. */
  duplicated: number;
  lost: number;
  /** Per token: message count, first, current and ATH market caps with their times, name, symbol. */
  tokens: Map<string, string>;
  /** Per message: its type, token and market cap. */
  messages: Map<string, string>;
  /** Tokens and messages that differ from the clean run's (null for the clean run itself). */
  tokensDiffering: number | null;
  messagesDiffering: number | null;
  /** Jobs left in the failed set, with their reasons. */
  failedJobs: string[];
  /** Jobs still waiting, active or delayed when the run ended. */
  stuckJobs: number;
  /** From the fault until every service answers /health, messages are stored again and every live client is back. */
  recoveryMs: number | null;
  /** From the fault until the last message was stored. */
  allStoredMs: number | null;
  /** Every service exit the launcher did not ask for, and how many of them the fault causes on purpose. */
  exits: ServiceExit[];
  expectedExits: number;
  /** The services that did not answer /health with 200 at the end (within 30 s), with what they answered. */
  unhealthyAtEnd: string[];
  liveClients: { count: number; open: number; gaveUp: number; reconnects: number } | null;
  /** A replay run's messages queued, counted by the extractors (rewritten or unchanged) and failed for good; null when none ran. */
  replay: { queued: number; counted: number; failed: number } | null;
  /** Ingest posts answered with something other than 202 (or not at all) and sent again. */
  retriedPosts: number;
  /** The services' log lines. */
  logs: string[];
}

export interface RunOptions {
  /** The clean run's outcome, to compare with. */
  baseline?: RunOutcome;
  /** How long recovery, and then storing every message, may each take (default 5 minutes). */
  drainTimeoutMs?: number;
}

/** The harness's own Redis connection: its outages are the point of some runs, not news. */
const quiet: ConnectionLog = { warn: () => undefined, info: () => undefined };
/** The fault comes once this share of the messages is posted: work is in hand and more keeps coming. */
const FAULT_AFTER_SHARE = 1 / 3;
const POLL_MS = 100;
/** Stored messages per addBulk of a replay, as `npm run replay` queues them. */
const REPLAY_PAGE = 500;
/** Alerts per ingest request, as a busy source sends them. */
const BATCH = 500;
/**
 * Live clients share sessions as browser tabs do: the gateway takes 20 sockets a session and
 * 10 logins a minute from one address, so 100 clients are 7 browsers of 15 tabs.
 */
const TABS_PER_SESSION = 15;

/**
 * One run: the built services (ingest, extractor, analyzer, gateway) on a fresh database and
 * Redis prefix of the fault servers, the alerts posted to the ingest endpoint as a source
 * would (a refused or unanswered post is sent again), the fault once a third of them is
 * posted, then waiting until everything is stored and the queue is empty, and the reckoning.
 * The launcher supervises the services: a killed one is started again, as in production.
 */
export async function runFault(
  fault: Fault,
  alerts: readonly PostedAlert[],
  servers: FaultServers,
  options: RunOptions = {},
): Promise<RunOutcome> {
  const drainTimeoutMs = options.drainTimeoutMs ?? 300_000;
  const stores = await servers.forRun();
  const run = await startE2eStack({
    servers: stores,
    launch: { replicas: { extractor: fault.extractors ?? 1 }, restart: true },
    // The analyzer runs too (it must survive the same faults), its refresh every 5 s: its
    // providers are the stack's port nobody listens on, so its refresh and analyses fail fast.
    // Learned layouts read a message by what was stored before it: a fault changes that order,
    // so runs compared message by message with the clean one leave learning off.
    env: {
      MARKET_CAP_REFRESH_SECONDS: '5',
      CHAT_LAYOUT_LEARNING: 'off',
    },
    printErrorLogs: false,
  });
  const { stack, database, healthUrls } = run;
  const connection = connectRedis(servers.redis.url, quiet);
  const queue = new Queue(QueueName.RawMessages, { connection, prefix: stores.redis.prefix });
  queue.on('error', () => undefined);
  let clients: LiveClients | null = null;
  try {
    if (fault.liveClients) {
      const wanted = fault.liveClients;
      const connected = await connectLiveClients(
        `${run.gateway.replace('http', 'ws')}/ws`,
        run.gateway,
        () => run.login(),
        wanted,
        TABS_PER_SESSION,
      );
      clients = connected;
      if (!(await waitUntil(() => connected.open() === wanted, 60_000)))
        throw new Error(`only ${connected.open()} of ${wanted} live clients connected:\n${run.logs.join('\n')}`);
    }

    const posting = postAlerts(alerts, `${run.ingest}/messages`, run.ingestToken);
    const allStored = async () => (await storedCount(database.db)) === alerts.length && (await pendingJobs(queue)) === 0;
    let replay: ReplayRun | null = null;
    if (fault.during === 'replay') {
      await posting.done;
      if (!(await waitUntil(allStored, drainTimeoutMs)))
        throw new Error(`the alerts were not all stored before the replay:\n${run.logs.join('\n')}`);
      const started = await startReplay(database.db, connection, stores.redis.prefix, queue);
      replay = started;
      await waitUntil(async () => (await started.progress()).counted >= started.queued * FAULT_AFTER_SHARE, drainTimeoutMs);
    } else {
      await waitUntil(() => posting.posted() >= alerts.length * FAULT_AFTER_SHARE, 300_000);
    }
    const faultAt = Date.now();
    await fault.inject({ stack, servers });
    const recovered =
      fault === CLEAN_RUN
        ? null
        : await timeToRecover(faultAt, drainTimeoutMs, {
            db: database.db,
            total: alerts.length,
            healthUrls,
            clients,
            clientCount: fault.liveClients ?? 0,
          });
    await posting.done;

    const drained = await waitUntil(async () => (await allStored()) && (replay === null || (await replay.finished())), drainTimeoutMs);
    const allStoredMs = drained && fault !== CLEAN_RUN ? Date.now() - faultAt : null;
    const outcome = await reckon(database.db, queue, alerts.length, options.baseline);
    const liveClients = clients && {
      count: fault.liveClients ?? 0,
      open: clients.open(),
      gaveUp: clients.gaveUp(),
      reconnects: clients.reconnects(),
    };
    return {
      fault: fault.name,
      ...outcome,
      recoveryMs: recovered,
      allStoredMs,
      exits: [...stack.exits],
      expectedExits: fault.expectedExits ?? 0,
      unhealthyAtEnd: await unhealthyAtEnd(healthUrls),
      liveClients,
      replay: replay && (await replay.progress()),
      retriedPosts: posting.retried(),
      logs: [...run.logs],
    };
  } finally {
    clients?.close();
    await queue.close();
    connection.disconnect();
    await run.stop();
  }
}

interface ReplayRun {
  queued: number;
  progress(): Promise<{ queued: number; counted: number; failed: number }>;
  /** Every queued message counted or failed for good. */
  finished(): Promise<boolean>;
}

/** Every stored message queued again as one replay run, as `npm run replay` queues it, and how far the extractors are with it. */
async function startReplay(
  db: Kysely<Database>,
  connection: ReturnType<typeof connectRedis>,
  prefix: string,
  rawMessages: Queue,
): Promise<ReplayRun> {
  const run = newReplayRun();
  const producer = new Producer(QueueName.RawMessages, connection, prefix);
  const runs = new ReplayRuns(connection, prefix);
  let queued: number;
  try {
    queued = await queueReplay(producer, run, replayPages(db, { onlyReclassified: false }, REPLAY_PAGE), false);
  } finally {
    await producer.close();
  }
  const progress = async () => {
    const state = await runs.state(run, rawMessages);
    return { queued, counted: state.rewritten + state.unchanged, failed: state.failed };
  };
  return {
    queued,
    progress,
    finished: async () => {
      const { counted, failed } = await progress();
      return counted + failed >= queued;
    },
  };
}

/** The run without a fault: every other run is compared with it. */
export const CLEAN_RUN: Fault = { name: 'none (clean run)', inject: async () => undefined };

interface Posting {
  done: Promise<void>;
  posted(): number;
  retried(): number;
}

/** Two requests in flight; a post not answered 202 within 30 s is sent again a second later, as a source would. */
function postAlerts(alerts: readonly PostedAlert[], url: string, token: string): Posting {
  let posted = 0;
  let retried = 0;
  let next = 0;
  const postOne = async (batch: readonly PostedAlert[]) => {
    for (;;) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(batch),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status === 202) return;
      } catch {
        // refused, reset or timed out: the same batch again
      }
      retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  const sender = async () => {
    while (next < alerts.length) {
      const batch = alerts.slice(next, next + BATCH);
      next += batch.length;
      await postOne(batch);
      posted += batch.length;
    }
  };
  return { done: Promise.all([sender(), sender()]).then(() => undefined), posted: () => posted, retried: () => retried };
}

interface RecoveryProbes {
  db: Kysely<Database>;
  total: number;
  healthUrls: readonly string[];
  clients: LiveClients | null;
  clientCount: number;
}

/**
 * Milliseconds from the fault until every service answers /health, every live client is
 * connected and messages are being stored again (more than when the fault was over, or all of
 * them); null when that does not happen in time.
 */
async function timeToRecover(faultAt: number, timeoutMs: number, probes: RecoveryProbes): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  let before: number | null = null;
  while (before === null && Date.now() < deadline) {
    before = await storedCount(probes.db);
    if (before === null) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  while (Date.now() < deadline) {
    const count = await storedCount(probes.db);
    const storing = count !== null && before !== null && (count > before || count === probes.total);
    if (storing && (probes.clients?.open() ?? 0) === probes.clientCount && (await allHealthy(probes.healthUrls)))
      return Date.now() - faultAt;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/** Each /health that does not answer 200 within 5 s, with what it answered. */
async function unhealthy(urls: readonly string[]): Promise<string[]> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        return response.ok ? null : `${url}: ${response.status} ${await response.text()}`;
      } catch (error) {
        return `${url}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }),
  );
  return answers.filter((answer): answer is string => answer !== null);
}

async function allHealthy(urls: readonly string[]): Promise<boolean> {
  return (await unhealthy(urls)).length === 0;
}

/** A service still busy with the run's last messages may answer late: it has 30 s. */
async function unhealthyAtEnd(urls: readonly string[]): Promise<string[]> {
  let answers = await unhealthy(urls);
  for (const deadline = Date.now() + 30_000; answers.length > 0 && Date.now() < deadline; answers = await unhealthy(urls)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return answers;
}

/** Messages stored; null while the database cannot be asked (it may be the fault). */
async function storedCount(db: Kysely<Database>): Promise<number | null> {
  try {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } catch {
    return null;
  }
}

async function pendingJobs(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

/** Polls until `done` holds; false when the time ran out. */
async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await done()) return true;
    } catch {
      // a server may be away: ask again
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function reckon(db: Kysely<Database>, queue: Queue, messagesIn: number, baseline: RunOutcome | undefined) {
  const { rows } = await sql<{ rows: number; distinct: number }>`
    SELECT count(*)::int AS rows, count(DISTINCT (chat_id, message_id))::int AS distinct FROM messages`.execute(db);
  const stored = rows[0]?.distinct ?? 0;
  const tokens = await tokenSnapshot(db);
  const messages = await messageSnapshot(db);
  const failed = await queue.getFailed();
  return {
    messagesIn,
    stored,
    duplicated: (rows[0]?.rows ?? 0) - stored,
    lost: messagesIn - stored,
    tokens,
    messages,
    tokensDiffering: baseline ? differing(tokens, baseline.tokens) : null,
    messagesDiffering: baseline ? differing(messages, baseline.messages) : null,
    failedJobs: failed.map((job) => `${job.id}: ${job.failedReason}`),
    stuckJobs: await pendingJobs(queue),
  };
}

async function tokenSnapshot(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tokens')
    .select([
      'token_address',
      'message_count',
      'token_name',
      'token_symbol',
      'first_message_type',
      'first_seen',
      'latest_message_at',
      'initial_market_cap',
      'initial_market_cap_at',
      'current_market_cap',
      'current_market_cap_at',
      'ath_market_cap',
      'ath_timestamp',
    ])
    .execute();
  return new Map(rows.map(({ token_address, ...row }) => [token_address, JSON.stringify(row)]));
}

async function messageSnapshot(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('messages')
    .select(['chat_id', 'message_id', 'message_type', 'token_address', 'market_cap', 'timestamp'])
    .execute();
  return new Map(rows.map(({ chat_id, message_id, ...row }) => [`${chat_id}/${message_id}`, JSON.stringify(row)]));
}

/** Keys whose value differs, or that only one side has. */
function differing(mine: Map<string, string>, theirs: Map<string, string>): number {
  let count = 0;
  for (const [key, value] of mine) if (theirs.get(key) !== value) count += 1;
  for (const key of theirs.keys()) if (!mine.has(key)) count += 1;
  return count;
}
