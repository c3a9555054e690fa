// The alert pipeline's throughput: messages posted to the ingest endpoint until they are stored
// with their tokens, compared with bare BullMQ measured in the same run on the same Redis.
//   npm run bench            (from the repository root; builds first)
import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { alertLoad, asRawMessages } from './alert-load.js';
import { SILENT_PROVIDERS } from '@solana-hub/e2e';
import { dataDir, freePort, launchStack, provisionServers, waitForHealth } from '@solana-hub/tools';
import { connectRedis } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { machine, printTable, rate } from './figures.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const TOKENS = 2_000;
const BATCH = 1_000;
const PARALLEL_POSTS = 4;

async function bareBullmq(redisUrl: string, payloads: RawMessage[]): Promise<{ addPerSecond: number; workPerSecond: number }> {
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const connection = connectRedis(redisUrl);
  const queue = new Queue('bare', { connection, prefix });
  const addStart = performance.now();
  for (let i = 0; i < payloads.length; i += BATCH) {
    await queue.addBulk(payloads.slice(i, i + BATCH).map((data) => ({ name: 'bare', data, opts: { jobId: rawMessageJobId(data) } })));
  }
  const addMs = performance.now() - addStart;
  let done = 0;
  const workStart = performance.now();
  const workerConnection = connectRedis(redisUrl);
  const finished = new Promise<void>((resolve) => {
    const worker = new Worker('bare', async () => undefined, { connection: workerConnection, prefix, concurrency: 16 });
    worker.on('completed', () => {
      if (++done === payloads.length) void worker.close().then(resolve);
    });
  });
  await finished;
  const workMs = performance.now() - workStart;
  await queue.obliterate({ force: true });
  await queue.close();
  connection.disconnect();
  workerConnection.disconnect();
  return { addPerSecond: rate(payloads.length, addMs), workPerSecond: rate(payloads.length, workMs) };
}

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  process.env.REDIS_URL = servers.redisUrl;
  const database = await createTestDatabase();
  const redis = createTestRedis();
  const messages = alertLoad(MESSAGES, TOKENS);
  const bare = await bareBullmq(servers.redisUrl, asRawMessages(messages));

  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const token = randomBytes(16).toString('hex');
  const stack = launchStack(
    {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      PORT: String(ports[0]),
      INGEST_PORT: String(ports[1]),
      EXTRACTOR_PORT: String(ports[2]),
      ANALYZER_PORT: String(ports[3]),
      APP_PASSWORD: 'bench-password',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INGEST_TOKEN: token,
      DEMO_FEED: 'off',
      LOG_LEVEL: 'warn',
      ...SILENT_PROVIDERS,
    },
    (line) => console.error(line),
  );
  try {
    await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/health`)));
    const start = performance.now();
    const batches = Array.from({ length: Math.ceil(MESSAGES / BATCH) }, (_, i) => messages.slice(i * BATCH, (i + 1) * BATCH));
    for (let i = 0; i < batches.length; i += PARALLEL_POSTS) {
      await Promise.all(
        batches.slice(i, i + PARALLEL_POSTS).map(async (batch) => {
          const response = await fetch(`http://127.0.0.1:${ports[1]}/messages`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(batch),
          });
          if (response.status !== 202) throw new Error(`ingest answered ${response.status}: ${await response.text()}`);
        }),
      );
    }
    const acceptedMs = performance.now() - start;
    let stored = 0;
    while (stored < MESSAGES) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await database.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      stored = Number(row.n);
    }
    const storedMs = performance.now() - start;
    const tokens = await database.db
      .selectFrom('tokens')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const pipeline = rate(MESSAGES, storedMs);

    console.log(`\nPipeline benchmark: ${MESSAGES} alert messages, ${Number(tokens.n)} tokens — ${machine()}\n`);
    printTable([
      ['figure', 'value'],
      ['---', '---'],
      ['ingest: HTTP accepted (batches of 1,000, 4 in flight)', `${rate(MESSAGES, acceptedMs)} msgs/s`],
      ['pipeline: posted → stored with token (one extractor)', `${pipeline} msgs/s`],
      ['bare BullMQ addBulk (same payloads, same Redis)', `${bare.addPerSecond} jobs/s`],
      ['bare BullMQ no-op worker, concurrency 16', `${bare.workPerSecond} jobs/s`],
      ['pipeline / bare no-op worker', `${(pipeline / bare.workPerSecond).toFixed(2)}`],
    ]);
  } finally {
    await stack.stop();
    await redis.clear();
    await database.drop();
    await servers.stop();
  }
}

await main();
