// The extractor service's throughput: a pre-filled raw-messages queue drained into PostgreSQL
// (messages, tokens, raw store), against a no-op BullMQ worker draining the same queue with the
// same concurrency, in the same run on the same Redis (goal: a ratio of at least 0.3).
//   npm run -s -w @solana-hub/bench extractor      (after a build: npm run build)
// BENCH_RATE=20,100,200 feeds the queue at each of those rates (msgs/s, BENCH_SECONDS each, 30 by
// default) instead of prefilling it: the live trickle, where batches hold a few messages and
// their fixed costs are paid per few messages, not per 400.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Queue, Worker } from 'bullmq';
import { sql } from 'kysely';
import { rawMessageJobId } from '@solana-hub/contracts';
import { dataDir, freePort, provisionServers, repoRoot, waitForHealth } from '@solana-hub/tools';
import { connectRedis, Producer, QueueName, queueSettings } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis, dexScreenerKnowing, startFakeApi } from '@solana-hub/testing';
import { alertLoad, asRawMessages } from './alert-load.js';
import { machine, pidFromFile, printTable, processCpuMs, rate, serverCpuMs } from './figures.js';

const RATES = (process.env.BENCH_RATE ?? '').split(',').filter(Boolean).map(Number);
const TRICKLE_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? (RATES.length > 0 ? Math.max(...RATES) * TRICKLE_SECONDS : 20_000));
const TOKENS = 2_000;
const raw = asRawMessages(alertLoad(MESSAGES, TOKENS));

async function prefill(redisUrl: string, prefix: string): Promise<void> {
  const connection = connectRedis(redisUrl);
  const producer = new Producer(QueueName.RawMessages, connection, prefix);
  for (let i = 0; i < raw.length; i += 1000) {
    await producer.addBulk(raw.slice(i, i + 1000).map((payload) => ({ id: rawMessageJobId(payload), payload })));
  }
  await producer.close();
  connection.disconnect();
}

/** Queues `count` of the messages at `perSecond`, a few at a time as they fall due, as ingest queues them. */
async function feed(redisUrl: string, prefix: string, count: number, perSecond: number): Promise<void> {
  const connection = connectRedis(redisUrl);
  const producer = new Producer(QueueName.RawMessages, connection, prefix);
  const start = performance.now();
  let sent = 0;
  while (sent < count) {
    const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
    const batch = raw.slice(sent, due);
    if (batch.length > 0) await producer.addBulk(batch.map((payload) => ({ id: rawMessageJobId(payload), payload })));
    sent = due;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await producer.close();
  connection.disconnect();
}

async function noOpDrain(
  redisUrl: string,
  prefix: string,
): Promise<{ rate: number; cpuPerThousand: { worker: number; redis: number | null } }> {
  await prefill(redisUrl, prefix);
  const connection = connectRedis(redisUrl);
  const redisPid = serverPids().redis;
  const redisAtStart = redisPid === null ? null : serverCpuMs(redisPid);
  const workerAtStart = process.cpuUsage();
  const start = performance.now();
  let done = 0;
  await new Promise<void>((resolve) => {
    const worker = new Worker(QueueName.RawMessages, async () => undefined, {
      connection,
      prefix,
      concurrency: queueSettings[QueueName.RawMessages].concurrency,
    });
    worker.on('completed', () => {
      if (++done === raw.length) void worker.close().then(resolve);
    });
  });
  const elapsed = performance.now() - start;
  const worker = process.cpuUsage(workerAtStart);
  connection.disconnect();
  return {
    rate: rate(raw.length, elapsed),
    cpuPerThousand: {
      worker: Math.round((worker.user + worker.system) / raw.length),
      redis: redisPid === null || redisAtStart === null ? null : Math.round(((serverCpuMs(redisPid) - redisAtStart) / raw.length) * 1000),
    },
  };
}

interface ExtractorFigures {
  rate: number;
  /** DexScreener pair lookups asked while the queue drained (messages linking only a pair, one per pair). */
  pairLookups: number;
  /** CPU milliseconds per 1,000 messages drained, by process; null where the server is not ours to watch. */
  cpuPerThousand: { extractor: number; postgres: number | null; redis: number | null };
}

// With DATABASE_URL / REDIS_URL set the servers are someone else's (shared, busy with other work): their CPU is not shown.
const watchedServers = { postgres: !process.env.DATABASE_URL, redis: !process.env.REDIS_URL };
const serverPids = () => ({
  postgres: watchedServers.postgres ? pidFromFile(path.join(dataDir, 'pg', 'postmaster.pid')) : null,
  redis: watchedServers.redis ? pidFromFile(path.join(dataDir, 'redis', 'redis.pid')) : null,
});

/**
 * The extractor storing `count` messages: queued before it starts (a drain), or at `perSecond`
 * once it is up (a trickle).
 */
async function extractorRun(redisUrl: string, prefix: string, count: number, perSecond: number | null): Promise<ExtractorFigures> {
  if (perSecond === null) await prefill(redisUrl, prefix);
  const database = await createTestDatabase();
  const port = await freePort();
  // The market providers answer at once, knowing none of these pairs or tokens: a message that
  // links only a pair is measured as the extractor handles it with DexScreener reachable (stored
  // at once, its pair's lookup queued and answered beside the messages within DexScreener's
  // budget), not as a failed DNS lookup of the real DexScreener (unreachable here).
  const providers = await startFakeApi(dexScreenerKnowing([]));
  // EXTRACTOR_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the extractor.
  const nodeArgs = (process.env.EXTRACTOR_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // EXTRACTOR_MAIN=/elsewhere/services/extractor/dist/main.js runs a build kept aside (an A/B comparison).
  const main = process.env.EXTRACTOR_MAIN ?? path.join(repoRoot, 'services/extractor/dist/main.js');
  const extractor = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      EXTRACTOR_PORT: String(port),
      LOG_LEVEL: 'warn',
      DEXSCREENER_URL: providers.url,
      RUGCHECK_URL: providers.url,
      SOLANA_RPC_URL: providers.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Progress from Redis (a job completes once its message is committed): counting rows in
  // PostgreSQL ten times a second would load the server being measured.
  const connection = connectRedis(redisUrl);
  const queue = new Queue(QueueName.RawMessages, { connection, prefix });
  const storedCount = () => queue.getCompletedCount();
  try {
    // Timed from the moment the service is up, as the no-op worker is timed from its start:
    // the NestJS boot is not part of draining the queue.
    await waitForHealth(`http://127.0.0.1:${port}/health`);
    const start = performance.now();
    const pids = { extractor: extractor.pid as number, ...serverPids() };
    const cpuNow = () => ({
      extractor: processCpuMs(pids.extractor),
      postgres: pids.postgres === null ? null : serverCpuMs(pids.postgres),
      redis: pids.redis === null ? null : serverCpuMs(pids.redis),
    });
    const cpuAtStart = cpuNow();
    const storedAtStart = await storedCount();
    const feeding = perSecond === null ? Promise.resolve() : feed(redisUrl, prefix, count, perSecond);
    let stored = storedAtStart;
    while (stored < count) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await storedCount();
    }
    await feeding;
    const elapsed = performance.now() - start;
    const pairLookups = providers.requests.filter((request) => request.path.startsWith('/latest/dex/pairs/')).length;
    // The text search indexes' pending entries are merged now, so PostgreSQL's figure holds the whole cost of the messages.
    await sql`SELECT gin_clean_pending_list(c.oid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'messages'::regclass AND a.amname = 'gin'`.execute(database.db);
    const cpuAtEnd = cpuNow();
    const messages = await database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(messages.n) !== count) throw new Error(`${messages.n} messages stored of ${count} queued`);
    const drained = count - storedAtStart;
    const perThousand = (end: number | null, begin: number | null) =>
      end === null || begin === null ? null : Math.round(((end - begin) / drained) * 1000);
    return {
      rate: rate(drained, elapsed),
      pairLookups,
      cpuPerThousand: {
        extractor: perThousand(cpuAtEnd.extractor, cpuAtStart.extractor) as number,
        postgres: perThousand(cpuAtEnd.postgres, cpuAtStart.postgres),
        redis: perThousand(cpuAtEnd.redis, cpuAtStart.redis),
      },
    };
  } finally {
    await queue.close();
    connection.disconnect();
    extractor.kill('SIGTERM');
    await new Promise((resolve) => extractor.once('exit', resolve));
    await providers.close();
    await database.drop();
  }
}

const shownMs = (ms: number | null) => (ms === null ? 'not measured (server not started by the bench)' : `${ms} ms`);

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
const noOpRedis = createTestRedis(servers.redisUrl);
const extractorRedis = createTestRedis(servers.redisUrl);
const trickleRedis = RATES.map(() => createTestRedis(servers.redisUrl));
try {
  if (RATES.length > 0) await trickle();
  else await drain();
} finally {
  for (const redis of [noOpRedis, extractorRedis, ...trickleRedis]) await redis.clear();
  await servers.stop();
}

async function drain(): Promise<void> {
  const noOp = await noOpDrain(servers.redisUrl, noOpRedis.prefix);
  const extractor = await extractorRun(servers.redisUrl, extractorRedis.prefix, raw.length, null);
  console.log(`\nExtractor benchmark: ${MESSAGES} queued alert messages, ${TOKENS} tokens — ${machine()}\n`);
  printTable([
    ['figure', 'value'],
    ['---', '---'],
    ['no-op BullMQ worker draining the queue (same concurrency)', `${noOp.rate} msgs/s`],
    ['extractor draining the queue into PostgreSQL (one process)', `${extractor.rate} msgs/s`],
    ['extractor / no-op worker', (extractor.rate / noOp.rate).toFixed(2)],
    ['DexScreener pair lookups asked during the drain (the double knows no pair)', String(extractor.pairLookups)],
    ['CPU per 1,000 messages: extractor process (all its threads)', `${extractor.cpuPerThousand.extractor} ms`],
    ['CPU per 1,000 messages: PostgreSQL (all its processes, text index merged)', shownMs(extractor.cpuPerThousand.postgres)],
    ['CPU per 1,000 messages: Redis', shownMs(extractor.cpuPerThousand.redis)],
    [
      'CPU per 1,000 jobs of the no-op worker: the worker / Redis',
      `${noOp.cpuPerThousand.worker} ms / ${shownMs(noOp.cpuPerThousand.redis)}`,
    ],
  ]);
}

/** The extractor fed at each rate in turn, a fresh database and queue each, from the moment it is up. */
async function trickle(): Promise<void> {
  const rows: Array<readonly [string, string]> = [];
  for (const [index, perSecond] of RATES.entries()) {
    const count = Math.min(raw.length, perSecond * TRICKLE_SECONDS);
    const figures = await extractorRun(servers.redisUrl, trickleRedis[index]?.prefix ?? '', count, perSecond);
    const cpu = figures.cpuPerThousand;
    rows.push([`${perSecond} msgs/s, ${count} messages`, `${cpu.extractor} ms / ${shownMs(cpu.postgres)} / ${shownMs(cpu.redis)}`]);
  }
  console.log(`\nExtractor fed at a fixed rate: ${TOKENS} tokens, ${TRICKLE_SECONDS} s a rate — ${machine()}\n`);
  printTable([['rate', 'CPU per 1,000 messages: extractor / PostgreSQL / Redis'], ['---', '---'], ...rows]);
}
