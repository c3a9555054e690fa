// How fast the user-account source backfills a newly watched channel, and catches up after a
// lost connection: the built stack (four services as processes) whose ingest reads the stub
// account (mtcute's real client over the fake Telegram, paging getHistory 100 at a time as
// Telegram allows), real PostgreSQL and Redis, the extractor storing what arrives meanwhile.
// A message counts once it is on the raw-messages queue: the chat's cursor (the last message id
// on the queue) reaching the channel's newest post. For reference, the bare BullMQ addBulk of the
// same number of jobs (100 a call) on the same Redis in the same run. Then a restart of the
// ingest with an account of 2,000 dialogs: how soon the first message of a watched chat is on the
// queue, with the access hashes the client kept, and with none kept (the chat waits for the list).
// Last, an ingest down for an hour while twenty chats post, edit and delete (telegram-downtime.ts).
// Figures only, no assertions.
//   npm run -s -w @solana-hub/bench telegram-backfill     (build first)
//   BENCH_BACKFILL_MESSAGES=20000, BENCH_GAP_MESSAGES=1000, BENCH_DIALOGS=2000
import { Queue } from 'bullmq';
import { rawMessageJobId } from '@solana-hub/contracts';
import { findTelegramChat, setTelegramChatWatched } from '@solana-hub/db';
import { alertLoad, startE2eStack, type E2eStack, type StubTelegram } from '@solana-hub/e2e';
import { dataDir, provisionServers, waitForHealth } from '@solana-hub/tools';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { asRawMessages } from './alert-load.js';
import { machine, printTable, rate } from './figures.js';
import { downtimeFigures } from './telegram-downtime.js';

const BACKFILL = Number(process.env.BENCH_BACKFILL_MESSAGES ?? 20_000);
const GAP = Number(process.env.BENCH_GAP_MESSAGES ?? 1_000);
const PAGE = 100;
/** Posts sent to the stub's control API at once while the history is made. */
const POSTING = 16;
const CHANNEL = { id: 9_000_000_002, title: 'Backfill Calls' };
const DIALOGS = Number(process.env.BENCH_DIALOGS ?? 2_000);
/** The oldest of the account's dialogs (the last page of its list), with one message to read. */
const RESTART_CHANNEL = { id: 9_000_000_003, title: 'Restart Calls', history: [{ text: 'posted before the restart', minutesAgo: 60 }] };

type StubStack = E2eStack & { telegram: StubTelegram };

/** Posts `count` alerts to the stub channel; answers the newest message id. */
async function postAlerts(stack: StubStack, count: number): Promise<number> {
  const alerts = alertLoad(count, count);
  let newest = 0;
  for (let from = 0; from < count; from += POSTING) {
    const posted = await Promise.all(
      alerts.slice(from, from + POSTING).map((alert) => stack.telegram.post(CHANNEL.id, { text: alert.text })),
    );
    newest = Math.max(newest, ...posted.map((post) => post.messageId));
  }
  return newest;
}

/** Milliseconds until the chat's cursor reaches `messageId` (every message up to it on the queue). */
async function timeToCursor(stack: StubStack, chatId: string, messageId: number, start: () => Promise<void>): Promise<number> {
  const began = performance.now();
  await start();
  await stack.waitFor(
    async () => ((await findTelegramChat(stack.database.db, chatId))?.lastReadMessageId ?? 0) >= messageId || undefined,
    30 * 60_000,
  );
  return performance.now() - began;
}

/** The same number of raw-message jobs through BullMQ alone, 100 a call, onto a queue of its own. */
async function bareAddBulkMs(redisUrl: string, count: number): Promise<number> {
  const connection = connectRedis(redisUrl);
  const bare = new Queue(QueueName.RawMessages, { connection, prefix: `bench-bare-${process.pid}` });
  const jobs = asRawMessages(alertLoad(count, count)).map((message) => ({
    name: QueueName.RawMessages,
    data: message,
    opts: { jobId: rawMessageJobId(message) },
  }));
  const began = performance.now();
  for (let from = 0; from < jobs.length; from += PAGE) await bare.addBulk(jobs.slice(from, from + PAGE));
  const ms = performance.now() - began;
  await bare.obliterate({ force: true });
  await bare.close();
  connection.disconnect();
  return ms;
}

/** How long an ingest restart took: until the new process answers /health, then until the first message is on the queue. */
interface RestartTimes {
  upMs: number;
  readMs: number;
}

/**
 * Restarts the ingest, with a chat switched on just before (read afresh: no cursor) and
 * `beforeRestart` setting the scene, until the chat's first message is on the queue.
 */
async function restartToFirstMessage(stack: StubStack, chatId: string, beforeRestart: () => Promise<unknown>): Promise<RestartTimes> {
  const { db } = stack.database;
  await setTelegramChatWatched(db, chatId, { watched: false });
  await setTelegramChatWatched(db, chatId, { watched: true, backfillHours: 24 });
  await beforeRestart();
  const ingest = stack.stack.replicas('ingest')[0];
  if (!ingest) throw new Error('the stack runs no ingest');
  const began = performance.now();
  await ingest.restart();
  await waitForHealth(`${stack.ingest}/health`);
  const up = performance.now();
  await stack.waitFor(async () => (((await findTelegramChat(db, chatId))?.lastReadMessageId ?? 0) >= 1 ? true : undefined), 5 * 60_000);
  return { upMs: up - began, readMs: performance.now() - up };
}

/** The restart figures, on a stack of their own: an account of DIALOGS dialogs. */
async function restartFigures(): Promise<Array<[string, string]>> {
  const stack: StubStack = await startE2eStack({ stubTelegram: { channels: [RESTART_CHANNEL], quietChannels: DIALOGS - 1 } });
  try {
    const [watched] = await stack.telegram.channels();
    if (!watched) throw new Error('the stub account has no channel');
    process.stderr.write(`listing ${DIALOGS} dialogs once…\n`);
    await stack.waitFor(async () => (await findTelegramChat(stack.database.db, watched.chatId)) ?? undefined, 5 * 60_000);
    process.stderr.write(`restarting the ingest…\n`);
    const kept = await restartToFirstMessage(stack, watched.chatId, async () => undefined);
    const noneKept = await restartToFirstMessage(stack, watched.chatId, () => stack.database.db.deleteFrom('telegram_peers').execute());
    const seconds = ({ upMs, readMs }: RestartTimes) =>
      `${((upMs + readMs) / 1000).toFixed(2)} s (${(upMs / 1000).toFixed(2)} s until /health answers, then ${(readMs / 1000).toFixed(2)} s)`;
    return [
      [`restart with ${DIALOGS} dialogs → first message of a watched chat on the queue`, seconds(kept)],
      ['the same with no access hash kept (the chat waits for the paced list)', seconds(noneKept)],
    ];
  } finally {
    await stack.stop();
  }
}

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  process.env.REDIS_URL = servers.redisUrl;
  try {
    const stack: StubStack = await startE2eStack({ stubTelegram: { channels: [CHANNEL] } });
    try {
      const [listed] = await stack.telegram.channels();
      if (!listed) throw new Error('the stub account has no channel');
      process.stderr.write(`posting ${BACKFILL} messages to the stub channel…\n`);
      const newest = await postAlerts(stack, BACKFILL);

      process.stderr.write(`backfilling them…\n`);
      const cookie = await stack.login();
      const backfillMs = await timeToCursor(stack, listed.chatId, newest, async () => {
        const response = await fetch(`${stack.gateway}/api/sources/telegram-chats/${listed.chatId}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json', origin: stack.gateway },
          body: JSON.stringify({ watched: true, backfill_hours: 24 }),
        });
        if (response.status !== 200) throw new Error(`watching the channel answered ${response.status}: ${await response.text()}`);
      });

      process.stderr.write(`catching up after a gap of ${GAP} messages…\n`);
      await stack.telegram.dropConnection();
      const newestAfterGap = await postAlerts(stack, GAP);
      const gapMs = await timeToCursor(stack, listed.chatId, newestAfterGap, () => stack.telegram.restoreConnection());

      const bareMs = await bareAddBulkMs(servers.redisUrl, BACKFILL);
      const restarts = await restartFigures();
      const downtime = await downtimeFigures();
      console.log(`\nTelegram account backfill: the built stack reading the stub account — ${machine()}\n`);
      printTable([
        ['figure', 'value'],
        ['---', '---'],
        [
          `backfill of ${BACKFILL} messages: switched on → all on the queue`,
          `${(backfillMs / 1000).toFixed(2)} s, ${rate(BACKFILL, backfillMs)} msgs/s`,
        ],
        [`bare BullMQ addBulk of ${BACKFILL} jobs (100 a call)`, `${rate(BACKFILL, bareMs)} jobs/s`],
        ['backfill / bare addBulk', (rate(BACKFILL, backfillMs) / rate(BACKFILL, bareMs)).toFixed(2)],
        [
          `catch-up after a gap of ${GAP}: connection back → all on the queue`,
          `${(gapMs / 1000).toFixed(2)} s, ${rate(GAP, gapMs)} msgs/s`,
        ],
        ...restarts,
        ...downtime,
      ]);
    } finally {
      await stack.stop();
    }
  } finally {
    await servers.stop();
  }
}

await main();
