// `npm run replay` of 100,000 stored messages after a template change, with one and with two
// extractor processes (the built service, as `npm start` runs it) on real PostgreSQL and Redis:
// the real command line in a process of its own, queueing the messages and following them to the
// end. Each run rewrites the same share: the first with a new template that takes over the
// alerts that speak of liquidity (about a fifth), the second with it switched off again, so
// both runs compare every message and rewrite (and rebuild the tokens of) as many. Also the dry
// run (the engine in the command's own process) over the same messages. Figures only.
//   npm run -s -w @solana-hub/bench replay     (build first; BENCH_MESSAGES=100000, BENCH_TOKENS=2000)
import { Queue } from 'bullmq';
import { rawMessageJobId } from '@solana-hub/contracts';
import { SILENT_PROVIDERS } from '@solana-hub/e2e';
import { dataDir, freePort, launchStack, provisionServers, runCli, waitForHealth } from '@solana-hub/tools';
import { connectRedis, Producer, QueueName } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis, setContainsTemplate, type TestDatabase } from '@solana-hub/testing';
import { alertLoad, asRawMessages } from './alert-load.js';
import { machine, printTable, processCpuMs, rate } from './figures.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 2_000);
const TEMPLATE = 'bench_liquidity_call';
const count = (n: number) => n.toLocaleString('en-US');

interface Env {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
}

/** `replay` as the operator runs it; answers its own figures (queued in, done in) and its counts. */
async function runReplay(env: Env, args: string[]): Promise<{ ms: number; out: string }> {
  const run = await runCli(['replay', ...args], { ...env });
  if (run.status !== 0) throw new Error(`replay ${args.join(' ')} exited with ${run.status}:\n${run.out}\n${run.err}`);
  return run;
}

const figure = (out: string, pattern: RegExp) => Number(pattern.exec(out)?.[1]?.replace(/,/g, '') ?? NaN);

interface Extractors {
  stop: () => Promise<void>;
  /** CPU milliseconds the processes have used so far, all together. */
  cpuMs: () => number;
}

/** The built extractor, `replicas` processes of it, until they answer /health; answers how to stop them and their CPU. */
async function startExtractors(env: Env, replicas: number): Promise<Extractors> {
  const port = await freePort();
  const stack = launchStack(
    { ...process.env, ...env, ...SILENT_PROVIDERS, EXTRACTOR_PORT: String(port), LOG_LEVEL: 'warn' },
    () => undefined,
    {
      services: ['extractor'],
      replicas: { extractor: replicas },
    },
  );
  await waitForHealth(`http://127.0.0.1:${port}/health`);
  // Replicas after the first listen on a port of their own choosing: ready once their worker is on the queue.
  const connection = connectRedis(env.REDIS_URL);
  const queue = new Queue(QueueName.RawMessages, { connection, prefix: env.REDIS_PREFIX });
  while ((await queue.getWorkersCount()) < replicas) await new Promise((resolve) => setTimeout(resolve, 200));
  await queue.close();
  connection.disconnect();
  const pids = stack.replicas('extractor').flatMap((replica) => replica.pid() ?? []);
  return { stop: () => stack.stop(), cpuMs: () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0) };
}

/** Stores the generated alerts through the extractors, as the ingest would; answers the time it took. */
async function storeAlerts(env: Env, database: TestDatabase): Promise<number> {
  const connection = connectRedis(env.REDIS_URL);
  const producer = new Producer(QueueName.RawMessages, connection, env.REDIS_PREFIX);
  const started = performance.now();
  const messages = asRawMessages(alertLoad(MESSAGES, TOKENS));
  for (let from = 0; from < messages.length; from += 1_000) {
    await producer.addBulk(messages.slice(from, from + 1_000).map((payload) => ({ id: rawMessageJobId(payload), payload })));
  }
  for (;;) {
    const row = await database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= MESSAGES) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const ms = performance.now() - started;
  await producer.close();
  connection.disconnect();
  return ms;
}

/** One replay of every stored message with `replicas` extractors started after the template change (they read templates at start). */
async function timedReplay(env: Env, database: TestDatabase, replicas: number, templateOn: boolean) {
  // The template the first replay applies; switched off before the second.
  await setContainsTemplate(database.db, TEMPLATE, 'Liquidity', templateOn);
  const extractors = await startExtractors(env, replicas);
  try {
    process.stderr.write(`replaying ${count(MESSAGES)} messages with ${replicas} extractor${replicas === 1 ? '' : 's'}…\n`);
    const cpuAtStart = extractors.cpuMs();
    const { out } = await runReplay(env, []);
    return {
      // Per message, what the extractors spent: what a change saved even when the machine is busy.
      cpuPerThousand: Math.round(((extractors.cpuMs() - cpuAtStart) / MESSAGES) * 1000),
      queuedS: figure(out, /queued in ([\d.]+) s/),
      doneS: figure(out, /^done in ([\d.]+) s/m),
      rate: figure(out, /^done in [\d.]+ s \(([\d,]+) messages\/s\)$/m),
      rewritten: figure(out, /^ {2}rewritten +([\d,]+)$/m),
      unchanged: figure(out, /^ {2}unchanged +([\d,]+)$/m),
    };
  } finally {
    await extractors.stop();
  }
}

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  const database = await createTestDatabase();
  const redis = createTestRedis(servers.redisUrl);
  const env: Env = { DATABASE_URL: database.url, REDIS_URL: servers.redisUrl, REDIS_PREFIX: redis.prefix };
  try {
    process.stderr.write(`storing ${count(MESSAGES)} alerts through two extractors…\n`);
    const loaders = await startExtractors(env, 2);
    const storeMs = await storeAlerts(env, database).finally(loaders.stop);

    const one = await timedReplay(env, database, 1, true);
    const two = await timedReplay(env, database, 2, false);
    const dry = await runReplay(env, ['--dry-run']);

    console.log(
      `\nReplay benchmark: ${count(MESSAGES)} stored messages over ${count(TOKENS)} tokens, the built extractor — ${machine()}\n`,
    );
    printTable([
      ['figure', 'value'],
      ['---', '---'],
      [`storing them first (2 extractors, from the queue)`, `${rate(MESSAGES, storeMs)} msgs/s`],
      [
        `replay, 1 extractor (rewritten ${count(one.rewritten)}, unchanged ${count(one.unchanged)})`,
        `${count(one.rate)} msgs/s (${one.doneS} s; queued in ${one.queuedS} s)`,
      ],
      [
        `replay, 2 extractors (rewritten ${count(two.rewritten)}, unchanged ${count(two.unchanged)})`,
        `${count(two.rate)} msgs/s (${two.doneS} s; queued in ${two.queuedS} s)`,
      ],
      ['2 extractors / 1', (two.rate / one.rate).toFixed(2)],
      [
        'CPU per 1,000 replayed messages: the extractor process(es), 1 / 2 extractors',
        `${one.cpuPerThousand} ms / ${two.cpuPerThousand} ms`,
      ],
      [
        'replay --dry-run (the engine in the command, nothing written)',
        `${rate(MESSAGES, dry.ms)} msgs/s (${(dry.ms / 1000).toFixed(1)} s, start included)`,
      ],
    ]);
  } finally {
    await redis.clear();
    await database.drop();
    await servers.stop();
  }
}

await main();
