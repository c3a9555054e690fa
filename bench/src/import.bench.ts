// The history import: `npm run import` of a generated Telegram Desktop export, run as the real
// command line in a process of its own (its peak RSS measured by /usr/bin/time), compared with
// bare BullMQ addBulk of the same jobs on the same Redis in the same run.
//   npm run -s -w @solana-hub/bench import       (BENCH_MESSAGES=100000 by default)
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { dataDir, provisionServers, runCli } from '@solana-hub/tools';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { readExport, toRawMessage } from '@solana-hub/telegram-export';
import { writeGeneratedExport } from '@solana-hub/telegram-export/testing';
import { createTestDatabase, createTestRedis, type TestRedis } from '@solana-hub/testing';
import { machine, printTable, rate } from './figures.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
/** A tenth of the export too: the peak memory of both tells whether it grows with the file. */
const SMALL = Math.max(1, Math.round(MESSAGES / 10));
const BATCH = 500;
/** A V8 heap far smaller than the export: the import must still finish if it holds only what it reads. */
const SMALL_HEAP_MB = 64;

interface ImportRun {
  ms: number;
  peakRssMb: number;
  queued: number;
}

/** The command line, as `npm run import` runs it, under /usr/bin/time for its peak RSS. */
async function runImport(file: string, env: Record<string, string>, nodeOptions: string[] = []): Promise<ImportRun> {
  const { status, out, err, ms } = await runCli(['import', file], env, { nodeOptions, wrapper: ['/usr/bin/time', '-f', 'peak-rss-kb %M'] });
  if (status !== 0) throw new Error(`import exited with ${status}:\n${out}\n${err}`);
  const peakKb = Number(/peak-rss-kb (\d+)/.exec(err)?.[1]);
  const queued = Number(/queued for extraction\s+([\d,]+)/.exec(out)?.[1]?.replace(/,/g, ''));
  return { ms, peakRssMb: Math.round(peakKb / 1024), queued };
}

/** The raw messages of the export as the import makes them (the parse alone, timed). */
async function parseOnly(file: string): Promise<{ ms: number; messages: RawMessage[] }> {
  const start = performance.now();
  const receivedAt = new Date().toISOString();
  const messages: RawMessage[] = [];
  for await (const item of readExport(createReadStream(file))) {
    if (item.kind !== 'message' || !item.chat.imported) continue;
    const outcome = toRawMessage(item.chat, item.value, receivedAt);
    if ('message' in outcome) messages.push(outcome.message);
  }
  return { ms: performance.now() - start, messages };
}

/** Bare BullMQ: addBulk of the same jobs (ids, payloads, batches of 500) under a prefix of its own. */
async function bareAddBulk(redisUrl: string, messages: readonly RawMessage[]): Promise<number> {
  const redis: TestRedis = createTestRedis(redisUrl);
  const connection = connectRedis(redisUrl);
  const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
  try {
    const start = performance.now();
    for (let i = 0; i < messages.length; i += BATCH) {
      await queue.addBulk(
        messages.slice(i, i + BATCH).map((data) => ({ name: QueueName.RawMessages, data, opts: { jobId: rawMessageJobId(data) } })),
      );
    }
    return performance.now() - start;
  } finally {
    await queue.close();
    connection.disconnect();
    await redis.clear();
  }
}

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  const database = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'import-bench-'));
  const redisPrefixes: TestRedis[] = [];
  try {
    /** Into a queue of its own (a fresh Redis prefix), so every first import queues everything. */
    const freshQueue = () => {
      const redis = createTestRedis(servers.redisUrl);
      redisPrefixes.push(redis);
      return { DATABASE_URL: database.url, REDIS_URL: servers.redisUrl, REDIS_PREFIX: redis.prefix };
    };
    const importInto = async (file: string) => {
      const env = freshQueue();
      const first = await runImport(file, env);
      const again = await runImport(file, env);
      return { first, again };
    };
    const small = path.join(dir, 'small.json');
    await writeGeneratedExport(small, SMALL);
    const smallRun = await importInto(small);
    const large = path.join(dir, 'result.json');
    const generated = await writeGeneratedExport(large, MESSAGES);
    const { size } = await stat(large);
    const largeRun = await importInto(large);
    if (largeRun.first.queued !== generated.importable || largeRun.again.queued !== 0) {
      throw new Error(`queued ${largeRun.first.queued} then ${largeRun.again.queued}, expected ${generated.importable} then 0`);
    }
    const smallHeap = await runImport(large, freshQueue(), [`--max-old-space-size=${SMALL_HEAP_MB}`]);
    const parsed = await parseOnly(large);
    const bareMs = await bareAddBulk(servers.redisUrl, parsed.messages);
    const importRate = rate(largeRun.first.queued, largeRun.first.ms);
    const bareRate = rate(parsed.messages.length, bareMs);

    console.log(
      `\nImport benchmark: a generated channel export of ${MESSAGES.toLocaleString('en-US')} messages (${Math.round(size / 2 ** 20)} MiB, ${generated.importable.toLocaleString('en-US')} importable) — ${machine()}\n`,
    );
    printTable([
      ['figure', 'value'],
      ['---', '---'],
      [
        'npm run import: queued (whole command: start, parse, check, addBulk)',
        `${importRate} msgs/s (${(largeRun.first.ms / 1000).toFixed(1)} s)`,
      ],
      [
        'npm run import again (every message already queued)',
        `${rate(MESSAGES, largeRun.again.ms)} msgs/s read (${(largeRun.again.ms / 1000).toFixed(1)} s)`,
      ],
      [`peak RSS of the import, ${MESSAGES.toLocaleString('en-US')} messages`, `${largeRun.first.peakRssMb} MB`],
      [`peak RSS of the import, ${SMALL.toLocaleString('en-US')} messages`, `${smallRun.first.peakRssMb} MB`],
      [
        `the same ${MESSAGES.toLocaleString('en-US')}, V8 heap capped at ${SMALL_HEAP_MB} MB`,
        `${smallHeap.queued === generated.importable ? 'all queued' : `${smallHeap.queued} queued`}, ${smallHeap.peakRssMb} MB peak RSS, ${(smallHeap.ms / 1000).toFixed(1)} s`,
      ],
      ['parse alone (stream-json + RawMessage), no queue', `${rate(MESSAGES, parsed.ms)} msgs/s`],
      ['bare BullMQ addBulk of the same jobs (500 per call, same Redis)', `${bareRate} jobs/s`],
      ['import / bare addBulk', (importRate / bareRate).toFixed(2)],
    ]);
  } finally {
    for (const redis of redisPrefixes) await redis.clear();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
    await servers.stop();
  }
}

await main();
