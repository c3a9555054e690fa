// How long a Telegram post takes to reach the dashboard: from the moment the update is available
// at the Bot API (a local double, holding the bot's long poll as Telegram does) to the moment the
// message's NEW_MESSAGE frame reaches a WebSocket client of the gateway. The built stack (four
// services as processes), real PostgreSQL and Redis; the bot reads by long polling.
//   npm run -s -w @solana-hub/bench telegram-latency     (build first)
import { WebSocket } from 'ws';
import { serverFrameSchema } from '@solana-hub/contracts';
import { alertLoad, dataDir, provisionServers, startE2eStack } from '@solana-hub/devstack';
import { startBotApiDouble, telegramChats, telegramUpdates } from '@solana-hub/testing';
import { machine, printTable } from './figures.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
/** A pause between posts, so that each finds the bot's long poll waiting, as a live channel does. */
const GAP_MS = 50;
const WARM_UP = 20;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  process.env.REDIS_URL = servers.redisUrl;
  const telegram = await startBotApiDouble();
  const stack = await startE2eStack({ env: { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_BOT_API_URL: telegram.url } });
  const channel = telegramChats.channel(-1009000000001, 'Alpha Calls', 'alpha_calls');
  const arrived = new Map<string, number>();
  let socket: WebSocket | null = null;
  try {
    socket = new WebSocket(`${stack.gateway.replace('http', 'ws')}/ws`, { headers: { cookie: await stack.login() } });
    await new Promise((resolve, reject) => socket?.once('open', resolve).once('error', reject));
    socket.on('message', (data: Buffer) => {
      const frame = serverFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (frame.success && frame.data.type === 'NEW_MESSAGE' && frame.data.data.chat_id === String(channel.id)) arrived.set(frame.data.data.message_id, performance.now());
    });
    const alerts = alertLoad(WARM_UP + SAMPLES, WARM_UP + SAMPLES);
    const latencies: number[] = [];
    for (const [index, alert] of alerts.entries()) {
      const messageId = index + 1;
      const sentAt = performance.now();
      telegram.push(telegramUpdates.channelPost(channel, { message_id: messageId, date: Math.floor(Date.now() / 1000), text: alert.text }));
      await stack.waitFor(() => arrived.get(String(messageId)), 30_000);
      if (index >= WARM_UP) latencies.push((arrived.get(String(messageId)) as number) - sentAt);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\nTelegram → dashboard latency: ${SAMPLES} channel posts one at a time (after ${WARM_UP} to warm up), long polling — ${machine()}\n`);
    printTable([
      ['figure', 'value'],
      ['---', '---'],
      ['update at the Bot API → NEW_MESSAGE at a WebSocket client, p50', ms(percentile(latencies, 50))],
      ['same, p90', ms(percentile(latencies, 90))],
      ['same, p99', ms(percentile(latencies, 99))],
      ['same, max', ms(latencies.at(-1) ?? NaN)],
    ]);
  } finally {
    socket?.close();
    await stack.stop();
    await telegram.close();
    await servers.stop();
  }
}

await main();
