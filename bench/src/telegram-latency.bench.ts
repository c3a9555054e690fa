// How long a Telegram post takes to reach the dashboard, for each way the hub reads Telegram,
// to the moment the message's NEW_MESSAGE frame reaches a WebSocket client of the gateway:
// - the bot: from the update available at the Bot API (a local double, holding the bot's long
//   poll as Telegram does);
// - the user account: from the update pushed to mtcute's client (the stub account's fake
//   Telegram, in the ingest's process; the time is taken there, on the same clock).
// The built stack (four services as processes), real PostgreSQL and Redis.
//   npm run -s -w @solana-hub/bench telegram-latency     (build first)
//   BENCH_TELEGRAM_SOURCE=bot|account for one of them only; BENCH_SAMPLES=300 posts each.
import { WebSocket } from 'ws';
import { serverFrameSchema } from '@solana-hub/contracts';
import { findTelegramChat } from '@solana-hub/db';
import { alertLoad, dataDir, provisionServers, startE2eStack, type E2eStack, type PostedAlert } from '@solana-hub/devstack';
import { startBotApiDouble, telegramChats, telegramUpdates } from '@solana-hub/testing';
import { machine, printTable } from './figures.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SOURCES = (process.env.BENCH_TELEGRAM_SOURCE ?? 'bot,account').split(',');
/** A pause between posts, so that each finds the source waiting, as a live channel does. */
const GAP_MS = 50;
const WARM_UP = 20;

/** This machine's clock in ms, finer than Date.now(); the stub account stamps its posts with the same. */
const clockMs = () => performance.timeOrigin + performance.now();
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Posts the alerts one at a time (`post` answers when it was posted, on clockMs) and answers the
 * time each took to arrive as a NEW_MESSAGE frame of `chatId`, the warm-up left out.
 */
async function measure(stack: E2eStack, chatId: string, post: (alert: PostedAlert, messageId: number) => Promise<number>): Promise<number[]> {
  const arrived = new Map<string, number>();
  const socket = new WebSocket(`${stack.gateway.replace('http', 'ws')}/ws`, { headers: { cookie: await stack.login() } });
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.on('message', (data: Buffer) => {
      const frame = serverFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (frame.success && frame.data.type === 'NEW_MESSAGE' && frame.data.data.chat_id === chatId) arrived.set(frame.data.data.message_id, clockMs());
    });
    const latencies: number[] = [];
    for (const [index, alert] of alertLoad(WARM_UP + SAMPLES, WARM_UP + SAMPLES).entries()) {
      const messageId = index + 1;
      const sentAt = await post(alert, messageId);
      const at = await stack.waitFor(() => arrived.get(String(messageId)), 30_000);
      if (index >= WARM_UP) latencies.push(at - sentAt);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    return latencies.sort((a, b) => a - b);
  } finally {
    socket.close();
  }
}

async function botLatencies(): Promise<number[]> {
  const telegram = await startBotApiDouble();
  const stack = await startE2eStack({ env: { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_BOT_API_URL: telegram.url } });
  const channel = telegramChats.channel(-1009000000001, 'Alpha Calls', 'alpha_calls');
  try {
    return await measure(stack, String(channel.id), async (alert, messageId) => {
      const sentAt = clockMs();
      telegram.push(telegramUpdates.channelPost(channel, { message_id: messageId, date: Math.floor(Date.now() / 1000), text: alert.text }));
      return sentAt;
    });
  } finally {
    await stack.stop();
    await telegram.close();
  }
}

async function accountLatencies(): Promise<number[]> {
  const channel = { id: 9_000_000_001, title: 'Alpha Calls' };
  const stack = await startE2eStack({ stubTelegram: { channels: [channel] } });
  try {
    const [listed] = await stack.telegram.channels();
    if (!listed) throw new Error('the stub account has no channel');
    // Watched with no backfill, as a trader switches it on; the reader has it once it is caught up.
    const cookie = await stack.login();
    const response = await fetch(`${stack.gateway}/api/sources/telegram-chats/${listed.chatId}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.gateway },
      body: JSON.stringify({ watched: true, backfill_hours: 0 }),
    });
    if (response.status !== 200) throw new Error(`watching the channel answered ${response.status}: ${await response.text()}`);
    await stack.waitFor(async () => ((await findTelegramChat(stack.database.db, listed.chatId))?.caughtUpAt ? true : undefined));
    return await measure(stack, listed.chatId, async (alert) => {
      const posted = await stack.telegram.post(channel.id, { text: alert.text, ...(alert.links.length > 0 ? { buttons: [alert.links.map((url) => ({ text: 'Open', url }))] } : {}) });
      return posted.postedAtMs;
    });
  } finally {
    await stack.stop();
  }
}

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  process.env.REDIS_URL = servers.redisUrl;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows: Array<readonly [string, string]> = [];
  const add = (path: string, latencies: readonly number[]) =>
    rows.push(
      [`${path} → NEW_MESSAGE at a WebSocket client, p50`, ms(percentile(latencies, 50))],
      ['same, p90', ms(percentile(latencies, 90))],
      ['same, p99', ms(percentile(latencies, 99))],
      ['same, max', ms(latencies.at(-1) ?? NaN)],
    );
  try {
    if (SOURCES.includes('bot')) add('bot: update at the Bot API (long polling)', await botLatencies());
    if (SOURCES.includes('account')) add('account: update pushed to the MTProto client', await accountLatencies());
  } finally {
    await servers.stop();
  }
  console.log(`\nTelegram → dashboard latency: ${SAMPLES} channel posts one at a time per source (after ${WARM_UP} to warm up) — ${machine()}\n`);
  printTable([['figure', 'value'], ['---', '---'], ...rows]);
}

await main();
