// How long a Telegram post takes to reach the dashboard, for each way the hub reads Telegram,
// to the moment the message's NEW_MESSAGE frame arrives:
// - the bot: from the update available at the Bot API (a local double, holding the bot's long
//   poll as Telegram does);
// - the user account: from the update pushed to mtcute's client (the stub account's fake
//   Telegram, in the ingest's process; the time is taken there, on the same clock);
// each at a bare WebSocket client of the gateway and in the dashboard open in Chromium (the page's
// own live feed, timed in the page on the same machine clock).
// The built stack (four services as processes), real PostgreSQL and Redis.
//   npm run -s -w @solana-hub/bench telegram-latency     (build first)
//   BENCH_TELEGRAM_SOURCE=bot|account for one of them only; BENCH_SAMPLES=300 posts each.
import { WebSocket } from 'ws';
import { serverFrameSchema } from '@solana-hub/contracts';
import { findTelegramChat } from '@solana-hub/db';
import { alertLoad, launchBrowser, signedInPage, startE2eStack, type E2eStack, type PostedAlert } from '@solana-hub/e2e';
import { dataDir, provisionServers } from '@solana-hub/tools';
import { startBotApiDouble, telegramChats, telegramUpdates } from '@solana-hub/testing';
import { machine, printTable } from './figures.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const SOURCES = (process.env.BENCH_TELEGRAM_SOURCE ?? 'bot,account').split(',');
/** A pause between posts, so that each finds the source waiting, as a live channel does. */
const GAP_MS = 50;
const WARM_UP = 20;

/** This machine's clock in ms, finer than Date.now(); the stub account stamps its posts with the same. */
const clockMs = () => performance.timeOrigin + performance.now();
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
/** Milliseconds from the post to its NEW_MESSAGE frame, sorted, per place it was received. */
interface Latencies {
  client: number[];
  browser: number[];
}
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Where a NEW_MESSAGE frame is waited for: a WebSocket client of the gateway, or the dashboard in Chromium. */
interface Receiver {
  /** When the frame of this message arrived (on clockMs), if it has. */
  arrivedAt(messageId: number): Promise<number | undefined>;
  close(): Promise<void>;
}

/** A bare WebSocket client of the gateway's live feed, logged in. */
async function socketReceiver(stack: E2eStack, chatId: string): Promise<Receiver> {
  const arrived = new Map<string, number>();
  const socket = new WebSocket(`${stack.gateway.replace('http', 'ws')}/ws`, { headers: { cookie: await stack.login() } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (data: Buffer) => {
    const frame = serverFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    if (frame.success && frame.data.type === 'NEW_MESSAGE' && frame.data.data.chat_id === chatId)
      arrived.set(frame.data.data.message_id, clockMs());
  });
  return { arrivedAt: async (messageId) => arrived.get(String(messageId)), close: async () => socket.close() };
}

/**
 * The dashboard open in Chromium: the page notes, on the same machine clock, when its own live
 * feed's socket hands it each NEW_MESSAGE frame (a listener added before the app's code runs).
 */
async function browserReceiver(stack: E2eStack, browser: Browser, chatId: string): Promise<Receiver> {
  const page = await signedInPage(browser, stack);
  await page.addInitScript((watched) => {
    const arrived: Record<string, number> = {};
    Object.assign(window, { benchArrived: arrived });
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          const at = performance.timeOrigin + performance.now();
          if (typeof event.data !== 'string' || !event.data.includes('"NEW_MESSAGE"')) return;
          const frame = JSON.parse(event.data) as { data?: { chat_id?: string; message_id?: string } };
          if (frame.data?.chat_id === watched && frame.data.message_id !== undefined) arrived[frame.data.message_id] = at;
        });
      }
    };
  }, chatId);
  await page.goto(`${stack.gateway}/`);
  await page.locator('[data-testid="live-status"][data-status="open"]').waitFor();
  return {
    arrivedAt: (messageId) =>
      page.evaluate((id) => (window as unknown as { benchArrived: Record<string, number> }).benchArrived[id], String(messageId)),
    close: () => page.context().close(),
  };
}

/**
 * Posts the alerts one at a time (`post` answers when it was posted, on clockMs) and answers the
 * time each took to arrive as a NEW_MESSAGE frame of `chatId` at a WebSocket client and in the
 * dashboard in Chromium, the warm-up left out.
 */
async function measure(
  stack: E2eStack,
  browser: Browser,
  chatId: string,
  post: (alert: PostedAlert, messageId: number) => Promise<number>,
): Promise<Latencies> {
  const receivers = { client: await socketReceiver(stack, chatId), browser: await browserReceiver(stack, browser, chatId) };
  try {
    const latencies: Latencies = { client: [], browser: [] };
    for (const [index, alert] of alertLoad(WARM_UP + SAMPLES, WARM_UP + SAMPLES).entries()) {
      const messageId = index + 1;
      const sentAt = await post(alert, messageId);
      for (const [where, receiver] of Object.entries(receivers) as Array<[keyof Latencies, Receiver]>) {
        const at = await stack.waitFor(() => receiver.arrivedAt(messageId), 30_000);
        if (index >= WARM_UP) latencies[where].push(at - sentAt);
      }
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    latencies.client.sort((a, b) => a - b);
    latencies.browser.sort((a, b) => a - b);
    return latencies;
  } finally {
    await Promise.all(Object.values(receivers).map((receiver) => receiver.close()));
  }
}

async function botLatencies(browser: Browser): Promise<Latencies> {
  const telegram = await startBotApiDouble();
  const stack = await startE2eStack({ env: { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_BOT_API_URL: telegram.url } });
  const channel = telegramChats.channel(-1009000000001, 'Alpha Calls', 'alpha_calls');
  try {
    return await measure(stack, browser, String(channel.id), async (alert, messageId) => {
      const sentAt = clockMs();
      telegram.push(telegramUpdates.channelPost(channel, { message_id: messageId, date: Math.floor(Date.now() / 1000), text: alert.text }));
      return sentAt;
    });
  } finally {
    await stack.stop();
    await telegram.close();
  }
}

async function accountLatencies(browser: Browser): Promise<Latencies> {
  const channel = { id: 9_000_000_001, title: 'Alpha Calls' };
  const stack = await startE2eStack({ stubTelegram: { channels: [channel] } });
  try {
    const [listed] = await stack.telegram.channels();
    if (!listed) throw new Error('the stub account has no channel');
    // The gateway knows the chat once the ingest has stored the account's list: a PUT before then is a 404.
    await stack.waitFor(async () => ((await findTelegramChat(stack.database.db, listed.chatId)) ? true : undefined));
    // Watched with no backfill, as a trader switches it on; the reader has it once it is caught up.
    const cookie = await stack.login();
    const response = await fetch(`${stack.gateway}/api/sources/telegram-chats/${listed.chatId}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.gateway },
      body: JSON.stringify({ watched: true, backfill_hours: 0 }),
    });
    if (response.status !== 200) throw new Error(`watching the channel answered ${response.status}: ${await response.text()}`);
    await stack.waitFor(async () => ((await findTelegramChat(stack.database.db, listed.chatId))?.caughtUpAt ? true : undefined));
    return await measure(stack, browser, listed.chatId, async (alert) => {
      const posted = await stack.telegram.post(channel.id, {
        text: alert.text,
        ...(alert.links.length > 0 ? { buttons: [alert.links.map((url) => ({ text: 'Open', url }))] } : {}),
      });
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
  const add = (path: string, latencies: Latencies) => {
    for (const [where, sorted] of [
      ['at a WebSocket client', latencies.client],
      ['in the dashboard in Chromium', latencies.browser],
    ] as const) {
      rows.push(
        [`${path} → NEW_MESSAGE ${where}, p50`, ms(percentile(sorted, 50))],
        ['same, p90', ms(percentile(sorted, 90))],
        ['same, p99', ms(percentile(sorted, 99))],
        ['same, max', ms(sorted.at(-1) ?? NaN)],
      );
    }
  };
  const browser = await launchBrowser();
  try {
    if (SOURCES.includes('bot')) add('bot: update at the Bot API (long polling)', await botLatencies(browser));
    if (SOURCES.includes('account')) add('account: update pushed to the MTProto client', await accountLatencies(browser));
  } finally {
    await browser.close();
    await servers.stop();
  }
  console.log(
    `\nTelegram → dashboard latency: ${SAMPLES} channel posts one at a time per source (after ${WARM_UP} to warm up) — ${machine()}\n`,
  );
  printTable([['figure', 'value'], ['---', '---'], ...rows]);
}

await main();
