// How fast the user-account source backfills a newly watched channel, and catches up after a
// lost connection: the real reader (TelegramAccount, ChatReader paging getHistory 100 at a time,
// as Telegram allows) on mtcute's real client over the fake Telegram, onto a real BullMQ
// raw-messages queue on real Redis, cursor in real PostgreSQL. For reference, the bare BullMQ
// addBulk of the same jobs in the same run. Figures only, no assertions.
//   npm run -s -w @solana-hub/bench telegram-backfill     (build first: it runs the ingest's dist/)
//   BENCH_BACKFILL_MESSAGES=20000, BENCH_GAP_MESSAGES=1000
import { Queue } from 'bullmq';
import { rawMessageJobId } from '@solana-hub/contracts';
import { findTelegramChat } from '@solana-hub/db';
import { alertLoad, dataDir, provisionServers } from '@solana-hub/devstack';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { until } from '@solana-hub/testing';
import { startAccountOnQueue } from '@solana-hub/ingest/dist/telegram-account/testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from '@solana-hub/ingest/dist/telegram-account/testing/fake-telegram.js';
import { machine, printTable, rate } from './figures.js';

const BACKFILL = Number(process.env.BENCH_BACKFILL_MESSAGES ?? 20_000);
const GAP = Number(process.env.BENCH_GAP_MESSAGES ?? 1_000);
const CHANNEL = 1;
const PAGE = 100;

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
process.env.REDIS_URL = servers.redisUrl;

const fake = new FakeTelegram();
fake.addChannel({ id: CHANNEL, title: 'Backfill Calls' });
// The channel's history: one alert a minute or so, all within the backfill period.
const nowSeconds = Math.floor(Date.now() / 1000);
const alerts = alertLoad(BACKFILL, BACKFILL);
fake.postMany(CHANNEL, BACKFILL, (index) => ({ text: alerts[index]?.text ?? `call ${index}`, date: nowSeconds - (BACKFILL - index) * 5 }));
const historyCalls = () => fake.calls.filter((call) => call === 'messages.getHistory').length;

const reading = await startAccountOnQueue(fake);
try {
  await reading.logIn();
  reading.startAccount({ defaultBackfillHours: 24 * 30 });
  await until(async () => (await findTelegramChat(reading.database.db, botApiChatId(CHANNEL))) !== null, 'the channel listed', 60_000);

  process.stderr.write(`backfilling ${BACKFILL} messages…\n`);
  const pagesBefore = historyCalls();
  const backfillStart = performance.now();
  await reading.watch(CHANNEL, null, { timeoutMs: 30 * 60_000 });
  const backfillMs = performance.now() - backfillStart;
  const backfillPages = historyCalls() - pagesBefore;
  const queued = reading.accepted.length;

  // The same jobs through BullMQ alone, 100 a call, onto a queue of their own.
  const connection = connectRedis(servers.redisUrl);
  const bare = new Queue(QueueName.RawMessages, { connection, prefix: `${reading.redis.prefix}_bare` });
  const jobs = reading.accepted.map((message) => ({ name: QueueName.RawMessages, data: message, opts: { jobId: rawMessageJobId(message) } }));
  const bareStart = performance.now();
  for (let from = 0; from < jobs.length; from += PAGE) await bare.addBulk(jobs.slice(from, from + PAGE));
  const bareMs = performance.now() - bareStart;
  await bare.obliterate({ force: true });
  await bare.close();
  connection.disconnect();

  process.stderr.write(`catching up after a gap of ${GAP} messages…\n`);
  fake.dropConnection();
  const missed = fake.postMany(CHANNEL, GAP, (index) => ({ text: alerts[index % alerts.length]?.text ?? `gap ${index}` }));
  const gapPagesBefore = historyCalls();
  const gapStart = performance.now();
  fake.restoreConnection();
  await reading.waitForAccepted(CHANNEL, missed, 'the gap caught up', 10 * 60_000);
  const gapMs = performance.now() - gapStart;
  const gapPages = historyCalls() - gapPagesBefore;

  console.log(`\nTelegram account backfill (${machine()})\n`);
  printTable([
    ['backfill: messages queued', String(queued)],
    ['backfill: getHistory pages', String(backfillPages)],
    ['backfill: time', `${(backfillMs / 1000).toFixed(2)} s`],
    ['backfill: messages/s', String(rate(queued, backfillMs))],
    ['bare BullMQ addBulk (100 a call): jobs/s', String(rate(jobs.length, bareMs))],
    ['backfill rate / bare addBulk rate', (rate(queued, backfillMs) / rate(jobs.length, bareMs)).toFixed(2)],
    [`gap of ${GAP}: time to all queued`, `${(gapMs / 1000).toFixed(2)} s`],
    [`gap of ${GAP}: getHistory pages`, String(gapPages)],
    [`gap of ${GAP}: messages/s`, String(rate(GAP, gapMs))],
  ]);
} finally {
  await reading.close();
  await servers.stop();
}
