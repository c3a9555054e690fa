// Alert rules under load, through the real pipeline: 10,000 raw alert messages queued into the
// raw-messages queue as the ingest service queues them, two built extractors reading and storing
// them (each batch's rule check queued and its events published by the extractor), two built
// analyzers checking the rules, each firing's Telegram message through telegraf to a local Bot
// API double, on a real PostgreSQL and Redis. The texts are written from the facts they state
// (bench/src/rules-load.ts; libs/extraction's written-alert.test.ts holds the extractor to them),
// so the firings expected are worked out from the alerts as they are sent, with the matching the
// analyzer uses. BENCH_KILL (default `both`) SIGKILLs an extractor at 40 % of the alerts and an
// analyzer at 60 %, each replaced by a new process (`extractor`, `analyzer` or `none` for one or
// neither). Prints the messages stored and read as written, the firings expected, stored and not
// expected, the Telegram messages that arrived and arrived twice, the deliveries recorded
// `unknown` (claimed by a killed analyzer, which died before it knew the outcome: never sent
// again), the time from the alert being queued to the double receiving its firing's message
// (goal: p99 ≤ 1 s) apart from the firings that waited on a message the killed extractor held
// (BullMQ gives those back once their lock lapses: how long that took is printed too), and the
// CPU the services used. Passes when every message is stored as written, no firing is lost or
// unexpected, no message arrives twice, and every firing whose message did not arrive says
// `unknown`. An unexpected firing on a token whose first message was stored after a later one is
// printed, not failed: a rule on the first market cap fires on what the analyzer can see, and
// until the first message is stored a later alert's market cap is the token's first.
// Build first (`NX_DAEMON=false npx nx run-many -t build`).
//   npm run -s -w @solana-hub/bench alert-rules      (BENCH_ALERTS=10000, BENCH_ALERTS_PER_SECOND=200, BENCH_KILL=both)
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { rawMessageJobId, type AlertRule } from '@solana-hub/contracts';
import { createAlertRule } from '@solana-hub/db';
import { WRITTEN_ALERT_TYPES } from '@solana-hub/demo-alerts';
import { connectRedis, Producer, QueueName, queueSettings } from '@solana-hub/queue';
import {
  createTestDatabase,
  createTestRedis,
  dexScreenerKnowing,
  randomSequence,
  startBotApiDouble,
  startFakeApi,
} from '@solana-hub/testing';
import { freePort, repoRoot, waitForHealth } from '@solana-hub/tools';
import { machine, printTable, processCpuMs } from './figures.js';
import { startProcess } from './gateway-process.js';
import { alertMessage, chat, CHATS, ExpectedFirings, rules, tokenAddress, type ExpectedFiring, type SentAlert } from './rules-load.js';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const PER_SECOND = Number(process.env.BENCH_ALERTS_PER_SECOND ?? 200);
const KILL = process.env.BENCH_KILL ?? 'both';
if (!['both', 'extractor', 'analyzer', 'none'].includes(KILL))
  throw new Error(`BENCH_KILL is both, extractor, analyzer or none, not ${KILL}`);
const TOKENS = Math.max(1, Math.round(ALERTS / 5));
const BATCH = 20;
const NOTIFY_CHAT = '-1009000000001';
/** Where each kind of process is killed: apart, so each one's effect shows on its own. */
const KILL_AT = {
  extractor: KILL === 'both' || KILL === 'extractor' ? Math.round(ALERTS * 0.4) : null,
  analyzer: KILL === 'both' || KILL === 'analyzer' ? Math.round(ALERTS * 0.6) : null,
};
/** How long the firings may take after the last alert before the rest count as lost (a killed extractor's messages come back after 30-35 s). */
const SETTLE_MS = 120_000;

const random = randomSequence(23);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two processes of one built service; a killed one is replaced, and its CPU until the kill kept. */
class ServicePair {
  readonly running: ChildProcess[] = [];
  private killedCpuMs = 0;

  constructor(
    readonly name: 'extractor' | 'analyzer',
    private readonly portVariable: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts a process; `healthy` settles once its /health answers. */
  async start(): Promise<{ healthy: Promise<void> }> {
    const port = await freePort();
    const main = path.join(repoRoot, `services/${this.name}/dist/main.js`);
    this.running.push(startProcess([main], { ...this.env, [this.portVariable]: String(port) }));
    return { healthy: waitForHealth(`http://127.0.0.1:${port}/health`, 120_000) };
  }

  /** SIGKILLs the oldest process and starts another, not waited for: the other carries on meanwhile, as in a cluster. */
  async replaceOne(at: number): Promise<void> {
    const victim = this.running.shift();
    if (victim?.pid !== undefined) this.killedCpuMs += processCpuMs(victim.pid);
    victim?.kill('SIGKILL');
    console.error(`alert-rules: killed an ${this.name} at alert ${at}; starting another`);
    const { healthy } = await this.start();
    void healthy.catch((error: unknown) => console.error(`alert-rules: the new ${this.name} did not start`, error));
  }

  /** CPU used so far, the killed processes' until their kill, startup included. */
  cpuMs(): number {
    return this.running.reduce((sum, child) => sum + (child.pid === undefined ? 0 : processCpuMs(child.pid)), this.killedCpuMs);
  }

  stop(): void {
    for (const child of this.running) child.kill('SIGTERM');
  }
}

async function main(): Promise<number> {
  const database = await createTestDatabase();
  const redis = createTestRedis();
  const connection = connectRedis(redis.url);
  const telegram = await startBotApiDouble();
  // The market providers answer at once, knowing none of these tokens (DexScreener is unreachable here).
  const providers = await startFakeApi(dexScreenerKnowing([]));
  const stored: AlertRule[] = [];
  for (const rule of rules()) stored.push(await createAlertRule(database.db, rule));
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    LOG_LEVEL: 'error',
  };
  const extractors = new ServicePair('extractor', 'EXTRACTOR_PORT', {
    ...env,
    DEXSCREENER_URL: providers.url,
    RUGCHECK_URL: providers.url,
    SOLANA_RPC_URL: providers.url,
  });
  const analyzers = new ServicePair('analyzer', 'ANALYZER_PORT', {
    ...env,
    WORKER_QUEUES: 'alert-rules,alert-deliveries',
    MARKET_CAP_REFRESH_SECONDS: '0',
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_BOT_API_URL: telegram.url,
    TELEGRAM_NOTIFY_CHAT_ID: NOTIFY_CHAT,
  });
  try {
    const starting = [await extractors.start(), await extractors.start(), await analyzers.start(), await analyzers.start()];
    await Promise.all(starting.map((service) => service.healthy));
    return await run({ database, redis, connection, telegram, stored, extractors, analyzers });
  } finally {
    extractors.stop();
    analyzers.stop();
    connection.disconnect();
    await telegram.close();
    await providers.close();
    await redis.clear();
    await database.drop();
  }
}

interface Run {
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  redis: ReturnType<typeof createTestRedis>;
  connection: ReturnType<typeof connectRedis>;
  telegram: Awaited<ReturnType<typeof startBotApiDouble>>;
  stored: AlertRule[];
  extractors: ServicePair;
  analyzers: ServicePair;
}

/** Sends the alerts at the rate, killing where told; returns them, with when the extractor was killed. */
async function send(
  given: Run,
  expected: ExpectedFirings,
): Promise<{ sent: SentAlert[]; sendingMs: number; extractorKilledAt: number | null }> {
  const ingest = new Producer(QueueName.RawMessages, given.connection, given.redis.prefix);
  const baseCaps = Array.from({ length: TOKENS }, () => 10_000 + Math.floor(random() * 190_000));
  const sent: SentAlert[] = [];
  let extractorKilledAt: number | null = null;
  let killedAnalyzer = false;
  let lastAt = 0;
  const started = Date.now();
  for (let seq = 0; seq < ALERTS; seq += BATCH) {
    if (KILL_AT.extractor !== null && seq >= KILL_AT.extractor && extractorKilledAt === null) {
      extractorKilledAt = Date.now();
      await given.extractors.replaceOne(seq);
    }
    if (KILL_AT.analyzer !== null && seq >= KILL_AT.analyzer && !killedAnalyzer) {
      killedAnalyzer = true;
      await given.analyzers.replaceOne(seq);
    }
    const due = started + (seq / PER_SECOND) * 1000;
    if (due > Date.now()) await sleep(due - Date.now());
    const batch = Array.from({ length: Math.min(BATCH, ALERTS - seq) }, (_, i) => {
      const index = Math.floor(random() * TOKENS);
      const growth = 1 + (expected.alertsOf.get(tokenAddress(index))?.length ?? 0) * random() * 1.5;
      lastAt = Math.max(Date.now(), lastAt + 1);
      return alertMessage(
        seq + i,
        index,
        {
          chatId: chat(Math.floor(random() * CHATS)),
          messageType: pick(WRITTEN_ALERT_TYPES),
          marketCap: Math.round((baseCaps[index] ?? 10_000) * growth),
        },
        lastAt,
      );
    });
    const queuedAt = Date.now();
    await ingest.addBulk(batch.map((alert) => ({ id: rawMessageJobId(alert.raw), payload: alert.raw })));
    for (const alert of batch) {
      sent.push({ ...alert, queuedAt });
      expected.add({ ...alert, queuedAt });
    }
  }
  const sendingMs = Date.now() - started;
  await ingest.close();
  return { sent, sendingMs, extractorKilledAt };
}

/** Whether anything is still on its way: messages or checks queued, firings unmade, deliveries pending or being sent. */
async function unsettled(given: Run, expectedCount: number, queues: ReadonlyArray<{ pendingCount(): Promise<number> }>): Promise<boolean> {
  for (const queue of queues) if ((await queue.pendingCount()) > 0) return true;
  const { rows } = await sql<{ firings: number; open: number }>`
    SELECT count(*)::int AS firings,
           count(*) FILTER (WHERE deliveries #>> '{telegram,status}' IN ('pending', 'sending'))::int AS open
    FROM alert_rule_firings`.execute(given.database.db);
  return rows[0] ? rows[0].firings < expectedCount || rows[0].open > 0 : true;
}

/** The raw messages BullMQ gave back after their extractor died (stalled), by seq, with when each was taken again. */
async function cameBack(given: Run): Promise<{ late: Set<number>; takenAgainAt: number[]; failed: number }> {
  const queue = new Queue(QueueName.RawMessages, { connection: given.connection, prefix: given.redis.prefix });
  const jobs = await queue.getCompleted(0, -1);
  const failed = await queue.getFailedCount();
  await queue.close();
  const stalled = jobs.filter((job) => job.stalledCounter > 0);
  return {
    late: new Set(stalled.map((job) => Number((job.data as { messageId: string }).messageId) - 1)),
    takenAgainAt: stalled.map((job) => job.processedOn ?? 0).sort((a, b) => a - b),
    failed,
  };
}

/** How long a queue's completed jobs waited to be taken, and then ran (BullMQ's own stamps, Redis's clock). */
async function jobTimes(name: QueueName, given: Run) {
  const queue = new Queue(name, { connection: given.connection, prefix: given.redis.prefix });
  const jobs = await queue.getCompleted(0, -1);
  await queue.close();
  const waited = jobs.map((job) => (job.processedOn ?? 0) - job.timestamp).sort((a, b) => a - b);
  const ran = jobs.map((job) => (job.finishedOn ?? 0) - (job.processedOn ?? 0)).sort((a, b) => a - b);
  return { waited, ran };
}

/** The tokens whose first message (by its date) was not the first stored: the extractors, or a kill, reordered them. */
async function storedOutOfOrder(given: Run): Promise<Set<string>> {
  const { rows } = await sql<{ token_address: string }>`
    SELECT token_address FROM messages WHERE token_address IS NOT NULL
    GROUP BY token_address HAVING (array_agg(id ORDER BY timestamp, id))[1] <> min(id)`.execute(given.database.db);
  return new Set(rows.map((row) => row.token_address));
}

/** The stored messages whose type, token or market cap is not what their text says. */
async function misread(given: Run, sent: readonly SentAlert[]): Promise<{ stored: number; misread: string[] }> {
  const rows = await given.database.db
    .selectFrom('messages')
    .select(['message_id', 'message_type', 'token_address', 'market_cap'])
    .execute();
  const bySeq = new Map(sent.map((alert) => [alert.seq, alert]));
  const wrong = rows.flatMap((row) => {
    const alert = bySeq.get(Number(row.message_id) - 1);
    const ok = alert && row.message_type === alert.messageType && row.token_address === alert.address && row.market_cap === alert.marketCap;
    return ok ? [] : [`message ${row.message_id}: ${row.message_type} ${row.token_address} ${row.market_cap}`];
  });
  return { stored: rows.length, misread: wrong };
}

async function run(given: Run): Promise<number> {
  const { database, telegram, stored } = given;
  const ruleById = new Map(stored.map((rule) => [rule.id, rule]));
  const expected = new ExpectedFirings(stored);
  const { sent, sendingMs, extractorKilledAt } = await send(given, expected);

  const queues = [QueueName.RawMessages, QueueName.AlertRules].map((name) => new Producer(name, given.connection, given.redis.prefix));
  const deadline = Date.now() + SETTLE_MS;
  while ((await unsettled(given, expected.firings.size, queues)) && Date.now() < deadline) await sleep(250);
  await sleep(2_000);
  for (const queue of queues) await queue.close();
  const cpu = { extractors: given.extractors.cpuMs(), analyzers: given.analyzers.cpuMs() };

  const checks = await jobTimes(QueueName.AlertRules, given);
  const raws = await jobTimes(QueueName.RawMessages, given);
  const { late, takenAgainAt, failed } = await cameBack(given);
  const messages = await misread(given, sent);
  const waitedOnLate = (firing: ExpectedFiring) => expected.waitedOn(firing, late);
  const reordered = await storedOutOfOrder(given);

  const firingRows = await database.db
    .selectFrom('alert_rule_firings')
    .select(['rule_id', 'token_address', 'threshold', 'id', 'fired_at', sql<string>`deliveries #>> '{telegram,status}'`.as('telegram')])
    .execute();
  const telegramStatus = (status: string) => firingRows.filter((row) => row.telegram === status).length;
  const firingKeys = new Map(firingRows.map((row) => [row.id, `${ruleById.get(row.rule_id)?.name}|${row.token_address}|${row.threshold}`]));
  const firingKeyOfText = new Map<string, string[]>();
  for (const row of firingRows) {
    const textKey = `${ruleById.get(row.rule_id)?.name ?? ''}|${row.token_address}`;
    firingKeyOfText.set(textKey, [...(firingKeyOfText.get(textKey) ?? []), firingKeys.get(row.id) ?? '']);
  }
  // A received message names its rule (first line) and token (last line).
  const deliveredTimes = new Map<string, number[]>();
  for (const call of telegram.calls.filter((candidate) => candidate.method === 'sendMessage' && candidate.status === 200)) {
    const lines = String(call.params.text).split('\n');
    const textKey = `${(lines[0] ?? '').replace(/^🔔 /u, '')}|${lines.at(-1) ?? ''}`;
    deliveredTimes.set(textKey, [...(deliveredTimes.get(textKey) ?? []), call.at]);
  }
  // Messages per (rule, token) beyond its firings (a rule on multiples fires once per multiple) were sent twice.
  let twice = 0;
  let deliveredCount = 0;
  for (const [textKey, times] of deliveredTimes) {
    const firings = firingKeyOfText.get(textKey)?.length ?? 0;
    twice += Math.max(0, times.length - firings);
    deliveredCount += Math.min(times.length, firings);
  }
  // A firing whose message did not arrive must say so (`unknown`: its sender died mid-send); none may be silently missing.
  const unknownByText = new Map<string, number>();
  for (const row of firingRows.filter((firing) => firing.telegram === 'unknown')) {
    const textKey = `${ruleById.get(row.rule_id)?.name}|${row.token_address}`;
    unknownByText.set(textKey, (unknownByText.get(textKey) ?? 0) + 1);
  }
  let missing = 0;
  for (const [textKey, keys] of firingKeyOfText) {
    missing += Math.max(0, keys.length - (deliveredTimes.get(textKey)?.length ?? 0) - (unknownByText.get(textKey) ?? 0));
  }
  const storedKeys = new Set(firingKeys.values());
  const lost = [...expected.firings.keys()].filter((key) => !storedKeys.has(key));
  const unexpected = [...storedKeys].filter((key) => !expected.firings.has(key));
  // A rule on the first market cap may fire on a token whose first message was stored after a later one: until it was, the later one's market cap was the first.
  const onReordered = (key: string) => reordered.has(key.split('|')[1] ?? '');
  const explained = unexpected.filter(onReordered);

  // Latency: a (rule, token)'s messages in the order they came, against its expected firings in the order they were met.
  const latencies = { onTime: [] as number[], waited: [] as number[] };
  const expectedByText = new Map<string, ExpectedFiring[]>();
  for (const [key, firing] of expected.firings) {
    const textKey = key.split('|').slice(0, 2).join('|');
    expectedByText.set(
      textKey,
      [...(expectedByText.get(textKey) ?? []), firing].sort((a, b) => a.at - b.at),
    );
  }
  for (const [textKey, times] of deliveredTimes) {
    const met = expectedByText.get(textKey) ?? [];
    times
      .sort((a, b) => a - b)
      .forEach((at, index) => {
        const firing = met[index];
        if (firing) (waitedOnLate(firing) ? latencies.waited : latencies.onTime).push(at - firing.at);
      });
  }
  latencies.onTime.sort((a, b) => a - b);
  latencies.waited.sort((a, b) => a - b);
  // The first half of the path: the alert that met a rule to its firing's claim (PostgreSQL's clock, the same machine's).
  const claimLatencies = firingRows
    .flatMap((row) => {
      const firing = expected.firings.get(firingKeys.get(row.id) ?? '');
      return firing === undefined || waitedOnLate(firing) ? [] : [row.fired_at.getTime() - firing.at];
    })
    .sort((a, b) => a - b);
  const backAfter = extractorKilledAt === null ? [] : takenAgainAt.map((at) => at - extractorKilledAt);
  const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const lock = queueSettings[QueueName.RawMessages];

  console.log(
    `\nAlert rules: ${ALERTS.toLocaleString('en-US')} raw alert messages over ${TOKENS.toLocaleString('en-US')} tokens and ${CHATS} chats against ${stored.length} rules, ${PER_SECOND} alerts/s, two extractors and two analyzers, killed (BENCH_KILL=${KILL}): extractor at alert ${KILL_AT.extractor ?? '–'}, analyzer at alert ${KILL_AT.analyzer ?? '–'}, each replaced — ${new Date().toISOString().slice(0, 10)}, ${machine()}\n`,
  );
  printTable([
    ['figure', 'value'],
    ['alerts sent in', `${(sendingMs / 1000).toFixed(1)} s`],
    ['messages stored / read otherwise than written / raw jobs failed', `${messages.stored} / ${messages.misread.length} / ${failed}`],
    [
      `killed extractor's messages taken again (lock ${lock.lockDurationMs / 1000} s, checked every ${lock.stalledCheckMs / 1000} s): count, after the kill`,
      `${late.size}, ${seconds(backAfter[0])} – ${seconds(backAfter.at(-1))}`,
    ],
    ['firings expected / stored / not expected', `${expected.firings.size} / ${firingRows.length} / ${unexpected.length}`],
    ['firings expected, not stored when the run ended', String(lost.length)],
    [
      `of the not expected: on a token whose first message was stored after a later one (${reordered.size} tokens)`,
      String(explained.length),
    ],
    ['Telegram messages arrived (one per firing) / arrived twice', `${deliveredCount} / ${twice}`],
    ['firings stored whose message neither arrived nor was recorded unknown', String(missing)],
    [
      'Telegram deliveries recorded sent / unknown / failed / still pending or sending',
      `${telegramStatus('sent')} / ${telegramStatus('unknown')} / ${telegramStatus('failed')} / ${telegramStatus('pending') + telegramStatus('sending')}`,
    ],
    [
      `alert queued → Bot API double, ${latencies.onTime.length} firings: p50 / p90 / p99 / max`,
      [0.5, 0.9, 0.99].map((p) => `${percentile(latencies.onTime, p)} ms`).join(' / ') + ` / ${latencies.onTime.at(-1)} ms`,
    ],
    ['of them over 1 s', String(latencies.onTime.filter((latency) => latency > 1_000).length)],
    [
      `firings that waited on a message the killed extractor held: count, p50 / max`,
      `${latencies.waited.length}, ${seconds(percentile(latencies.waited, 0.5))} / ${seconds(latencies.waited.at(-1))}`,
    ],
    ['alert queued → firing claimed: p50 / p99', [0.5, 0.99].map((p) => `${percentile(claimLatencies, p)} ms`).join(' / ')],
    [
      `raw messages (${raws.waited.length} completed): queued → taken, p50 / p99; taken → stored, p50 / p99`,
      `${[0.5, 0.99].map((p) => `${percentile(raws.waited, p)} ms`).join(' / ')}; ${[0.5, 0.99].map((p) => `${percentile(raws.ran, p)} ms`).join(' / ')}`,
    ],
    [
      `check jobs (${checks.waited.length} completed): queued → taken, p50 / p99; taken → done, p50 / p99`,
      `${[0.5, 0.99].map((p) => `${percentile(checks.waited, p)} ms`).join(' / ')}; ${[0.5, 0.99].map((p) => `${percentile(checks.ran, p)} ms`).join(' / ')}`,
    ],
    [
      'CPU, startup included (killed processes until the kill): extractors / analyzers, per 1,000 alerts',
      `${((cpu.extractors / ALERTS) * 1000).toFixed(0)} ms / ${((cpu.analyzers / ALERTS) * 1000).toFixed(0)} ms`,
    ],
    [
      'load average at the end (1 / 5 / 15 min)',
      os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / '),
    ],
  ]);
  for (const line of messages.misread.slice(0, 5)) console.log(`  misread: ${line}`);
  for (const key of [...lost, ...unexpected].slice(0, 10))
    console.log(`  ${lost.includes(key) ? 'lost' : 'not expected'}${onReordered(key) ? ' (first message stored late)' : ''}: ${key}`);
  const ok =
    messages.misread.length === 0 &&
    messages.stored === ALERTS &&
    lost.length === 0 &&
    unexpected.length === explained.length &&
    twice === 0 &&
    missing === 0;
  return ok ? 0 : 1;
}

process.exitCode = await main();
