// Try on history (POST /api/templates/try) in the built gateway, as a process of its own, over
// BENCH_MESSAGES stored raw messages (the try reads the newest 5,000): how long a try takes, and
// how long the gateway keeps other requests waiting meanwhile (GET /health asked every 10 ms,
// its latency during the try against the same asked while idle). Figures only.
//   npm run -s -w @solana-hub/bench template-try     (build first; BENCH_MESSAGES=20000, BENCH_TRIES=5)
import { saveRawMessages } from '@solana-hub/db';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { alertLoad, asRawMessages } from './alert-load.js';
import { machine, printTable } from './figures.js';
import { BENCH_PASSWORD, startGateway } from './gateway-process.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const TRIES = Number(process.env.BENCH_TRIES ?? 5);
const TEMPLATE = {
  name: 'bench_liquidity_call',
  display_name: 'Bench Liquidity Call',
  patterns: [{ pattern: 'Liquidity', type: 'contains', enabled: true }],
  extractors: [
    {
      name: 'liquidity',
      type: 'regex',
      pattern: String.raw`Liquidity:?\s*\$?([\d.,]+[KMB]?)`,
      target_field: 'liquidity_usd',
      post_processor: 'parseAmount',
    },
  ],
  enabled: true,
  priority: 10_000,
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** GET /health every 10 ms until `until` settles; answers each answer's latency. */
async function healthLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/health`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const redis = createTestRedis();
  const messages = asRawMessages(alertLoad(MESSAGES, Math.max(1, Math.round(MESSAGES / 20))));
  for (let from = 0; from < messages.length; from += 1_000) await saveRawMessages(database.db, messages.slice(from, from + 1_000));
  const gateway = await startGateway({
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisPrefix: redis.prefix,
    frontendDist: '/nonexistent',
  });
  try {
    const login = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: BENCH_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const idle = await healthLatencies(gateway.base, new Promise((resolve) => setTimeout(resolve, 2_000)));
    const tries: number[] = [];
    const busy: number[] = [];
    let answer: { scope: { read: number }; matched: number; changed: number } | null = null;
    for (let i = 0; i < TRIES; i++) {
      const started = performance.now();
      const attempt = fetch(`${gateway.base}/api/templates/try`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ template: TEMPLATE }),
      }).then(async (response) => {
        if (response.status !== 200) throw new Error(`try answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as { scope: { read: number }; matched: number; changed: number };
      });
      busy.push(...(await healthLatencies(gateway.base, attempt)));
      answer = await attempt;
      tries.push(performance.now() - started);
    }
    busy.sort((a, b) => a - b);
    tries.sort((a, b) => a - b);
    console.log(`Try on history, ${machine()}`);
    printTable([
      ['stored messages', MESSAGES.toLocaleString('en-US')],
      ['read per try', (answer?.scope.read ?? 0).toLocaleString('en-US')],
      ['the template reads / would change', `${answer?.matched ?? 0} / ${answer?.changed ?? 0}`],
      [`try, median of ${TRIES}`, ms(percentile(tries, 0.5))],
      ['try, slowest', ms(tries.at(-1) ?? NaN)],
      ['GET /health while idle, p50 / p99', `${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))}`],
      [
        'GET /health during tries, p50 / p99 / max',
        `${ms(percentile(busy, 0.5))} / ${ms(percentile(busy, 0.99))} / ${ms(busy.at(-1) ?? NaN)}`,
      ],
    ]);
  } finally {
    gateway.child.kill('SIGTERM');
    await redis.clear();
    await database.drop();
  }
}

await main();
