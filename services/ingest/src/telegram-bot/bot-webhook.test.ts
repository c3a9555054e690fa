// The bot source by webhook (TELEGRAM_WEBHOOK_URL): setWebhook through the real telegraf client
// against a local Bot API double, deliveries posted to the in-process ingest as Telegram posts
// them, on a Redis of this file's own that a test freezes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  callEverySpelling,
  startOwnRedis,
  telegramChats,
  telegramUpdates,
  unrefused,
  until,
  type BotApiDouble,
  type OwnRedis,
} from '@solana-hub/testing';
import { startIngestWithBot, type IngestWithBot } from './testing/ingest-with-bot.js';

const ingestToken = 'webhook-test-ingest-token';
let ownRedis: OwnRedis;
let ingest: IngestWithBot;
let telegram: BotApiDouble;
let webhook: string;

const alpha = telegramChats.channel(-1003000000001, 'Alpha Calls', 'alpha_calls');
const post = (messageId: number, text: string) => telegramUpdates.channelPost(alpha, { message_id: messageId, date: 1_767_225_600, text });

beforeAll(async () => {
  ownRedis = await startOwnRedis();
  ingest = await startIngestWithBot({
    redisUrl: ownRedis.url,
    env: { INGEST_TOKEN: ingestToken, TELEGRAM_WEBHOOK_URL: 'https://ingest.solana-hub.example.com/telegram/webhook' },
  });
  telegram = ingest.telegram;
  webhook = `${ingest.base}/telegram/webhook`;
  await until(() => telegram.webhook !== null, 'setWebhook');
});
afterAll(async () => {
  await ingest.close();
  ownRedis.stop();
});

const jobIds = async () => (await ingest.jobs()).map((job) => job.id).sort();

describe('the Telegram bot by webhook', () => {
  it('sets the webhook with a secret token of 43 URL-safe characters and the update kinds it reads, and polls nothing', () => {
    expect(telegram.webhook).toEqual({
      url: 'https://ingest.solana-hub.example.com/telegram/webhook',
      secret_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/u),
      allowed_updates: ['message', 'edited_message', 'channel_post', 'edited_channel_post'],
    });
    expect(telegram.webhook?.secret_token).not.toContain(telegram.token);
    expect(telegram.calls.map((call) => call.method)).toEqual(['getMe', 'setWebhook']);
  });

  it('queues a delivery with the right secret and answers 200', async () => {
    const response = await telegram.deliver(post(1, 'CA: by webhook'), webhook);
    expect(response.status).toBe(200);
    expect(await jobIds()).toEqual(['msg_-1003000000001_1_v0']);
    expect(await ingest.queued(alpha.id, 1)).toMatchObject({ source: 'telegram-bot', chatTitle: 'Alpha Calls', text: 'CA: by webhook' });
  });

  it('answers 401 to a delivery with a wrong or no secret, or only the ingest token, and queues nothing', async () => {
    for (const secret of ['wrong-secret', '', `${telegram.webhook?.secret_token}x`]) {
      const response = await telegram.deliver(post(2, 'CA: forged'), webhook, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Missing or wrong Telegram secret token' });
    }
    const unsigned = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ingestToken}` },
      body: JSON.stringify({ update_id: 1, ...post(3, 'CA: forged') }),
    });
    expect(unsigned.status).toBe(401);
    const spellings = await callEverySpelling(
      ingest.base,
      [{ method: 'POST', path: '/telegram/webhook', body: { update_id: 1, ...post(4, 'CA: forged') } }],
      [['authorization', `Bearer ${ingestToken}`]],
    );
    expect(unrefused(spellings)).toEqual([]);
    expect(await jobIds()).toEqual(['msg_-1003000000001_1_v0']);
  });

  it('answers 200 to an update it does not read, so Telegram does not send it again', async () => {
    const secret = { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': telegram.webhook?.secret_token ?? '' };
    for (const body of [JSON.stringify({ update_id: 5, my_chat_member: {} }), JSON.stringify({ nonsense: true }), '']) {
      expect((await fetch(webhook, { method: 'POST', headers: secret, body })).status).toBe(200);
    }
    expect(await jobIds()).toEqual(['msg_-1003000000001_1_v0']);
  });

  it('answers 503 while the queue does not answer, so Telegram delivers again; the delivery again is queued once', async () => {
    const update = { update_id: 900, ...post(6, 'CA: while Redis hangs') };
    ownRedis.freeze();
    try {
      const refused = await telegram.deliver(update, webhook);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: 'The queue is unavailable; deliver the update again' });
    } finally {
      ownRedis.thaw();
    }
    expect((await telegram.deliver(update, webhook)).status).toBe(200);
    expect(await jobIds()).toEqual(['msg_-1003000000001_1_v0', 'msg_-1003000000001_6_v0']);
  });
});
