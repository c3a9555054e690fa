// The bot by long polling while Redis hangs or restarts under it: the real telegraf client
// against a local Bot API double, inside the in-process ingest service, on a Redis of this
// file's own. An update is confirmed to Telegram only once its message is queued: nothing lost,
// nothing doubled.
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOwnRedis, telegramChats, telegramUpdates, until, type BotApiDouble, type OwnRedis } from '@solana-hub/testing';
import { ENQUEUE_TIME_LIMIT_MS } from './bot-update-intake.js';
import { startIngestWithBot, type IngestWithBot } from './testing/ingest-with-bot.js';

let ownRedis: OwnRedis;
let ingest: IngestWithBot;
let telegram: BotApiDouble;

const alpha = telegramChats.channel(-1004000000001, 'Alpha Calls', 'alpha_calls');
const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    telegramUpdates.channelPost(alpha, { message_id: from + i, date: 1_767_225_600 + i, text: `CA: call number ${from + i}` }),
  );

beforeAll(async () => {
  ownRedis = await startOwnRedis();
  ingest = await startIngestWithBot({ redisUrl: ownRedis.url });
  telegram = ingest.telegram;
});
afterAll(async () => {
  await ingest.close();
  ownRedis.stop();
});

const queuedIds = async () => (await ingest.jobs()).map((job) => Number(job.data.messageId)).sort((a, b) => a - b);
const queuedCount = () => ingest.updates('queued');
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const getUpdatesCalls = () => telegram.calls.filter((call) => call.method === 'getUpdates');
/** Whether a getUpdates has handed the bot the update. */
const handedOver = (updateId: number | undefined) =>
  getUpdatesCalls().some((call) => updateId !== undefined && call.returned?.includes(updateId));

describe('the Telegram bot while Redis is away', () => {
  it('holds a batch while Redis hangs longer than an enqueue may wait, confirms none of it, and queues each message once when Redis answers', async () => {
    telegram.push(...posts(1, 3));
    await until(async () => (await queuedIds()).length === 3, 'the first posts queued');
    ownRedis.freeze();
    try {
      const [first] = telegram.push(...posts(4, 5));
      // The batch is read; its enqueue waits on the frozen Redis, and nothing asks for what follows it.
      await until(() => handedOver(first), 'the batch read');
      const callsWhileFrozen = getUpdatesCalls().length;
      // Past ENQUEUE_TIME_LIMIT_MS: the first enqueue has given up and another is waiting.
      await new Promise((resolve) => setTimeout(resolve, ENQUEUE_TIME_LIMIT_MS + 2_000));
      expect(getUpdatesCalls()).toHaveLength(callsWhileFrozen);
      expect(telegram.pending()).toHaveLength(5);
    } finally {
      ownRedis.thaw();
    }
    await until(async () => (await queuedIds()).length === 8, 'the held batch queued');
    await until(() => telegram.pending().length === 0, 'the held batch confirmed');
    expect(await queuedIds()).toEqual(range(1, 8));
    expect(await queuedCount()).toBe(8);
  }, 60_000);

  it('holds a batch read while Redis is down, confirms none of it, and queues it once Redis is back (empty, as it restarted)', async () => {
    const restarting = ownRedis.restart(3_000);
    await until(async () => !(await accepts(ownRedis.port)), 'Redis down');
    const [first] = telegram.push(...posts(9, 4));
    await until(() => handedOver(first), 'the batch read');
    expect(telegram.pending()).toHaveLength(4);
    await restarting;
    // Without persistence the restarted Redis starts empty: what is queued now came after it.
    await until(async () => (await queuedIds()).length === 4, 'the held batch queued', 40_000);
    await until(() => telegram.pending().length === 0, 'the held batch confirmed');
    expect(await queuedIds()).toEqual(range(9, 4));
    expect(await queuedCount()).toBe(12);
  }, 60_000);
});

/** Whether something accepts TCP connections on the port. */
async function accepts(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}
