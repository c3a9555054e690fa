// The extractor service's throughput: a pre-filled raw-messages queue drained into PostgreSQL
// (messages, tokens, raw store), against a no-op BullMQ worker draining the same queue with the
// same concurrency, in the same run on the same Redis (issue 3's goal: a ratio of at least 0.3).
//   npm run -s -w @solana-hub/bench extractor      (after a build: npm run build)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'bullmq';
import { rawMessageJobId } from '@solana-hub/contracts';
import { dataDir, freePort, provisionServers, repoRoot, waitForHealth } from '@solana-hub/devstack';
import { connectRedis, Producer, QueueName, queueSettings } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { alertLoad, asRawMessages } from './alert-load.js';
import { machine, printTable, rate } from './figures.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
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

async function noOpDrain(redisUrl: string, prefix: string): Promise<number> {
  await prefill(redisUrl, prefix);
  const connection = connectRedis(redisUrl);
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
  connection.disconnect();
  return rate(raw.length, performance.now() - start);
}

async function extractorDrain(redisUrl: string, prefix: string): Promise<number> {
  await prefill(redisUrl, prefix);
  const database = await createTestDatabase();
  const port = await freePort();
  // EXTRACTOR_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the extractor.
  const nodeArgs = (process.env.EXTRACTOR_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const extractor = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'services/extractor/dist/main.js')], {
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, EXTRACTOR_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const storedCount = async () =>
    Number((await database.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  try {
    // Timed from the moment the service is up, as the no-op worker is timed from its start:
    // the NestJS boot is not part of draining the queue.
    await waitForHealth(`http://127.0.0.1:${port}/health`);
    const start = performance.now();
    const storedAtStart = await storedCount();
    let stored = storedAtStart;
    while (stored < raw.length) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await storedCount();
    }
    return rate(raw.length - storedAtStart, performance.now() - start);
  } finally {
    extractor.kill('SIGTERM');
    await new Promise((resolve) => extractor.once('exit', resolve));
    await database.drop();
  }
}

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
const noOpRedis = createTestRedis();
const extractorRedis = createTestRedis();
try {
  const noOp = await noOpDrain(servers.redisUrl, noOpRedis.prefix);
  const extractor = await extractorDrain(servers.redisUrl, extractorRedis.prefix);
  console.log(`\nExtractor benchmark: ${MESSAGES} queued alert messages, ${TOKENS} tokens — ${machine()}\n`);
  printTable([
    ['figure', 'value'],
    ['---', '---'],
    ['no-op BullMQ worker draining the queue (same concurrency)', `${noOp} msgs/s`],
    ['extractor draining the queue into PostgreSQL (one process)', `${extractor} msgs/s`],
    ['extractor / no-op worker', (extractor / noOp).toFixed(2)],
  ]);
} finally {
  await noOpRedis.clear();
  await extractorRedis.clear();
  await servers.stop();
}
