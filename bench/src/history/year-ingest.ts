// Live alerts on top of the year: the whole stack (ingest, extractor, analyzer, gateway) on the
// year's database, alerts posted to the ingest endpoint at a steady rate for a while, and a
// logged-in live feed timing each alert from its post to its NEW_MESSAGE frame. Goal: 1,000
// messages/s for 10 minutes, alert → browser p99 ≤ 300 ms throughout, the queue depth bounded.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Queue } from 'bullmq';
import { WebSocket } from 'ws';
import { serverFrameSchema } from '@solana-hub/contracts';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { freePort, launchStack, waitForHealth } from '@solana-hub/tools';
import { createTestRedis, dexScreenerKnowing, dexScreenerKnowingEvery, startFakeApi } from '@solana-hub/testing';
import { alertLoad } from '../alert-load.js';
import { BENCH_PASSWORD } from '../gateway-process.js';

/** Posts per second: each a batch of rate / TICKS_PER_SECOND messages, as a busy bot relay sends. */
const TICKS_PER_SECOND = 10;
/** How often the queue's depth is read. */
const DEPTH_EVERY_MS = 5_000;
/** How long the feed may still bring alerts posted before the end. */
const DRAIN_MS = 60_000;
/** Tokens the posted alerts name: new to the year, so each first alert adds a dashboard row. */
const TOKENS = 5_000;

interface Minute {
  posted: number;
  latencies: number[];
  deepestQueue: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** A dashboard's live feed: when each alert's NEW_MESSAGE frame arrived, by chat and message id. */
async function liveFeed(base: string, cookie: string): Promise<{ arrivals: Map<string, number>; close: () => void }> {
  const arrivals = new Map<string, number>();
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } });
  socket.on('message', (raw: Buffer) => {
    const frame = serverFrameSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (frame.success && frame.data.type === 'NEW_MESSAGE')
      arrivals.set(`${frame.data.data.chat_id}:${frame.data.data.message_id}`, performance.now());
  });
  await new Promise<void>((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { arrivals, close: () => socket.close() };
}

/**
 * Runs the stack on the year and posts `rate` alerts a second for `seconds`; prints a table per
 * minute. With `market`, DexScreener knows every token and moves its market cap each minute, so
 * the analyzer's refresh records the 300 most active tokens' market caps every minute, as with the
 * real one; without, it knows none. With `latenciesFile`, writes each alert's post time (seconds
 * from the first post, whose clock time heads the file) and its latency in ms ('-' when it never
 * arrived) there, a line each in the order posted.
 */
export async function sustainIngest(
  databaseUrl: string,
  { rate, seconds, market, latenciesFile }: { rate: number; seconds: number; market: boolean; latenciesFile: string | null },
): Promise<void> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  process.env.REDIS_URL = redisUrl;
  const redis = createTestRedis();
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const ingestToken = randomBytes(16).toString('hex');
  // The market providers answer at once: the analyzer's passes do their reads and writes without
  // waiting on the internet (unreachable here).
  const providers = await startFakeApi(market ? dexScreenerKnowingEvery() : dexScreenerKnowing([]));
  const stack = launchStack(
    {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redis.prefix,
      PORT: String(ports[0]),
      INGEST_PORT: String(ports[1]),
      EXTRACTOR_PORT: String(ports[2]),
      ANALYZER_PORT: String(ports[3]),
      APP_PASSWORD: BENCH_PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INGEST_TOKEN: ingestToken,
      DEMO_FEED: 'off',
      DEXSCREENER_URL: providers.url,
      RUGCHECK_URL: providers.url,
      SOLANA_RPC_URL: providers.url,
      // Every new token's security report falls back and warns: only errors are worth reading here.
      LOG_LEVEL: 'error',
      // Node options for the services alone (a profile: history.bench.ts), not the bench's own.
      ...(process.env.STACK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.STACK_NODE_OPTIONS } : {}),
    },
    (line) => console.error(line),
  );
  const connection = connectRedis(redisUrl);
  const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
  try {
    await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/health`)));
    const base = `http://127.0.0.1:${ports[0]}`;
    const feed = await liveFeed(base, await logIn(base));
    const perTick = Math.max(1, Math.round(rate / TICKS_PER_SECOND));
    // Message ids of this run's own, so its alerts never meet the year's or an earlier run's.
    const run = Date.now().toString(36);
    const alerts = alertLoad(perTick * TICKS_PER_SECOND * seconds, TOKENS).map((alert) => ({
      ...alert,
      message_id: `${run}-${alert.message_id}`,
    }));
    const postedAt = new Map<string, number>();
    const minutes: Minute[] = [];
    const minuteOf = (at: number) => (minutes[Math.floor(at / 60_000)] ??= { posted: 0, latencies: [], deepestQueue: 0 });
    const start = performance.now();
    const startedAt = new Date();
    let refused = 0;
    let sampling = true;
    const depths = (async () => {
      while (sampling) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        const depth = Object.values(counts).reduce((sum, n) => sum + n, 0);
        const minute = minuteOf(performance.now() - start);
        minute.deepestQueue = Math.max(minute.deepestQueue, depth);
        await sleep(DEPTH_EVERY_MS);
      }
    })();
    const posts: Array<Promise<void>> = [];
    for (let tick = 0; tick * perTick < alerts.length; tick++) {
      // Ticks keep to the clock, not to the answers: a slow answer does not slow the rate.
      await sleep(Math.max(0, start + (tick * 1_000) / TICKS_PER_SECOND - performance.now()));
      const now = Math.floor(Date.now() / 1_000);
      const batch = alerts.slice(tick * perTick, (tick + 1) * perTick).map((alert) => ({ ...alert, date: now }));
      const sentAt = performance.now();
      for (const alert of batch) postedAt.set(`${alert.chat}:${alert.message_id}`, sentAt);
      minuteOf(sentAt - start).posted += batch.length;
      posts.push(
        fetch(`http://127.0.0.1:${ports[1]}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(batch),
        })
          .then(async (response) => {
            if (response.status !== 202) refused += batch.length;
            await response.body?.cancel();
          })
          // An ingest too busy to take the connection within fetch's 10 s refuses those alerts: counted, not fatal.
          .catch(() => {
            refused += batch.length;
          }),
      );
    }
    await Promise.all(posts);
    const drainUntil = performance.now() + DRAIN_MS;
    while (feed.arrivals.size < postedAt.size && performance.now() < drainUntil) await sleep(500);
    sampling = false;
    await depths;
    feed.close();

    const lines = [`# seconds from the first post (${startedAt.toISOString()}), then its latency in ms`];
    for (const [key, sentAt] of postedAt) {
      const arrivedAt = feed.arrivals.get(key);
      if (arrivedAt !== undefined) minuteOf(sentAt - start).latencies.push(arrivedAt - sentAt);
      lines.push(`${((sentAt - start) / 1_000).toFixed(2)} ${arrivedAt === undefined ? '-' : (arrivedAt - sentAt).toFixed(0)}`);
    }
    if (latenciesFile !== null) await writeFile(latenciesFile, `${lines.join('\n')}\n`);
    const all = minutes.flatMap((minute) => minute.latencies).sort((a, b) => a - b);
    const rows: string[][] = minutes.map((minute, index) => {
      const sorted = minute.latencies.sort((a, b) => a - b);
      return [
        `minute ${index + 1}`,
        String(minute.posted),
        String(sorted.length),
        ms(percentile(sorted, 0.5)),
        ms(percentile(sorted, 0.99)),
        ms(sorted.at(-1) ?? NaN),
        String(minute.deepestQueue),
      ];
    });
    console.log(`\nalerts on top of the year: ${rate}/s for ${seconds} s (${postedAt.size} posted, ${refused} refused by ingest)`);
    const table = [
      ['minute', 'posted', 'on the feed', 'alert → feed p50', 'p99 (goal 300 ms)', 'max', 'deepest queue'],
      ['---', '---', '---', '---', '---', '---', '---'],
      ...rows,
      ['all', String(postedAt.size), String(all.length), ms(percentile(all, 0.5)), ms(percentile(all, 0.99)), ms(all.at(-1) ?? NaN), ''],
    ];
    for (const row of table) console.log(`| ${row.join(' | ')} |`);
    if (all.length < postedAt.size)
      console.log(`${postedAt.size - all.length} alerts never reached the feed within ${DRAIN_MS / 1_000} s of the end`);
  } finally {
    await queue.close();
    connection.disconnect();
    await stack.stop();
    await providers.close();
    await redis.clear();
  }
}
