import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import {
  createTestDatabase,
  createTestRedis,
  serviceTestEnv,
  startBotApiDouble,
  startWebhookReceiver,
  telegramAnswers,
  until,
  type BotApiDouble,
  type TestDatabase,
  type WebhookReceiver,
} from '@solana-hub/testing';
import type { AlertMessage, AlertNotice, AlertRule, AlertRuleInput, DeliveryChannel, HubEvent } from '@solana-hub/contracts';
import { ABANDONED_DETAIL, claimDelivery, claimFiring, createAlertRule, findFiring, listFirings, storeAlerts } from '@solana-hub/db';
import { connectRedis, messagesCheckJobId, Producer, publishEvents, QueueName, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { CLAIM_LEASE_MS } from './alert-delivery.js';

/**
 * The analyzer's alert rules on a real PostgreSQL and Redis: fed as the extractor feeds them, each firing sent once through telegraf to a Bot API double, signed to a webhook
 * receiver, and announced to the dashboards; retried while a receiver fails; sent once by two
 * analyzers racing for it; recorded `unknown`, not sent twice, when its sender stopped mid-send.
 */
const NOTIFY_CHAT = '-1009000000001';
const redis = createTestRedis();
const publisher = connectRedis(redis.url);
const deliveryJobs = new Producer(QueueName.AlertDeliveries, publisher, redis.prefix);
const ruleChecks = new Producer(QueueName.AlertRules, publisher, redis.prefix);
const subscriber = connectRedis(redis.url);
const announced: HubEvent[] = [];
let database: TestDatabase;
let telegram: BotApiDouble;
let receiver: WebhookReceiver;
let analyzer: RunningService;
let analyzerEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  database = await createTestDatabase();
  telegram = await startBotApiDouble();
  receiver = await startWebhookReceiver();
  await subscribeToEvents(
    subscriber,
    redis.prefix,
    (event) => announced.push(event),
    () => undefined,
  );
  analyzerEnv = serviceTestEnv(database, redis, {
    ANALYZER_PORT: '0',
    MARKET_CAP_REFRESH_SECONDS: '0',
    WORKER_QUEUES: 'alert-rules,alert-deliveries',
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_BOT_API_URL: telegram.url,
    TELEGRAM_NOTIFY_CHAT_ID: NOTIFY_CHAT,
  });
  analyzer = await startService(analyzerService, analyzerEnv);
});
afterAll(async () => {
  await analyzer.app.close();
  await deliveryJobs.close();
  await ruleChecks.close();
  subscriber.disconnect();
  publisher.disconnect();
  await telegram.close();
  await receiver.close();
  await redis.clear();
  await database.drop();
});

const sentMessages = () => telegram.calls.filter((call) => call.method === 'sendMessage' && call.status === 200);

/** Stores alerts, queues their check and publishes their message.created events, as the extractor does. */
async function alertsArrive(...alerts: Parameters<typeof alertAbout>[0][]): Promise<AlertMessage[]> {
  const stored = await storeAlerts(database.db, alerts.map(alertAbout));
  const messages = stored.messages.filter((message): message is AlertMessage => message !== null);
  await ruleChecks.add({
    id: messagesCheckJobId(messages.map((message) => ({ chatId: message.chat_id, messageId: message.message_id }))),
    payload: { tokenAddresses: [...new Set(alerts.map((alert) => alert.tokenAddress))] },
  });
  await publishEvents(
    publisher,
    redis.prefix,
    messages.map((data) => ({ name: 'message.created' as const, data })),
  );
  return messages;
}

function rule(overrides: Partial<AlertRuleInput>): AlertRuleInput {
  return {
    name: 'Whale calls',
    enabled: true,
    conditions: { messageTypes: ['whale'] },
    actions: { telegram: true, browser: true, sound: 'new-token', webhookUrl: receiver.url },
    ...overrides,
  };
}

describe('an alert rule', () => {
  it('fires once for a token that meets it: one Telegram message, one signed webhook, one browser event', async () => {
    const stored = await createAlertRule(database.db, rule({}));
    const token = 'WhaLe111111111111111111111111111111111pump';
    const first = await alertsArrive({ tokenAddress: token, messageId: '1', minutesAgo: 3, messageType: 'whale', marketCap: 80_000 });
    await until(() => sentMessages().length === 1 && receiver.received.length === 1, 'the Telegram message and the webhook');

    const message = sentMessages()[0];
    expect(message?.params).toMatchObject({ chat_id: NOTIFY_CHAT });
    expect(String(message?.params.text)).toMatch(/Whale calls[\s\S]*Goblin Cat \(\$GOBCAT\)[\s\S]*Market cap: \$80.0K[\s\S]*WhaLe1/u);
    const hook = receiver.received[0];
    const signature = createHmac('sha256', stored.webhook_secret)
      .update(hook?.body ?? '')
      .digest('hex');
    expect(hook?.headers['x-solana-hub-signature']).toBe(`sha256=${signature}`);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      event: 'alert.fired',
      notice: { rule_id: stored.id, token_address: token, market_cap: 80_000 },
    });
    await until(() => announced.some((event) => event.name === 'alert.fired'), 'the browser event');

    // The same events again, another message about the token, and a check of its own: nothing more is sent.
    await publishEvents(
      publisher,
      redis.prefix,
      first.map((data) => ({ name: 'message.created' as const, data })),
    );
    await alertsArrive({ tokenAddress: token, messageId: '2', minutesAgo: 1, messageType: 'whale', marketCap: 90_000 });
    await alertsArrive({ tokenAddress: 'Other11111111111111111111111111111111pump', messageId: '3', minutesAgo: 1, messageType: 'whale' });
    await until(() => sentMessages().length === 2, 'the other token’s message');
    const firings = await listFirings(database.db, { ruleId: stored.id, limit: 10 });
    expect(firings.filter((firing) => firing.notice.token_address === token)).toHaveLength(1);
    await until(async () => (await findFiring(database.db, firings.at(-1)?.id ?? 0))?.deliveries.webhook?.status === 'sent', 'recorded');
    expect((await findFiring(database.db, firings.at(-1)?.id ?? 0))?.deliveries).toMatchObject({
      telegram: { status: 'sent', attempts: 1 },
      webhook: { status: 'sent', attempts: 1 },
    });
    expect(announced.filter((event) => event.name === 'alert.fired')).toHaveLength(2);
  });

  it('fires once per multiple reached as the alerts’ market caps climb', async () => {
    const stored = await createAlertRule(
      database.db,
      rule({
        name: 'Doublers',
        conditions: { multiples: [2, 5] },
        actions: { telegram: true, browser: false, sound: 'none', webhookUrl: null },
      }),
    );
    const token = 'MuLt111111111111111111111111111111111pump';
    await alertsArrive({ tokenAddress: token, messageId: '10', minutesAgo: 5, marketCap: 10_000 });
    await alertsArrive({ tokenAddress: token, messageId: '11', minutesAgo: 4, marketCap: 25_000 });
    const fired = async () => (await listFirings(database.db, { ruleId: stored.id, limit: 10 })).map((firing) => firing.notice.multiple);
    await until(async () => (await fired()).length === 1, 'the 2x firing');
    await alertsArrive({ tokenAddress: token, messageId: '12', minutesAgo: 3, marketCap: 60_000 });
    await until(async () => (await fired()).length === 2, 'the 5x firing');
    expect(await fired()).toEqual([6, 2.5]);
  });

  it('retries a webhook that fails, and gives up at once on one that refuses', async () => {
    const stored = await createAlertRule(
      database.db,
      rule({
        name: 'Hooks',
        conditions: { messageTypes: ['hook'] },
        actions: { telegram: false, browser: false, sound: 'none', webhookUrl: receiver.url },
      }),
    );
    receiver.answerNext(503);
    await alertsArrive({ tokenAddress: 'HooK111111111111111111111111111111111pump', messageId: '20', minutesAgo: 1, messageType: 'hook' });
    const delivery = async () => (await listFirings(database.db, { ruleId: stored.id, limit: 10 }))[0]?.deliveries.webhook;
    await until(async () => (await delivery())?.status === 'sent', 'the webhook delivered on its second attempt');
    expect(await delivery()).toMatchObject({ status: 'sent', attempts: 2 });

    receiver.answerNext(410);
    await alertsArrive({ tokenAddress: 'GonE111111111111111111111111111111111pump', messageId: '21', minutesAgo: 1, messageType: 'hook' });
    await until(async () => (await delivery())?.status === 'failed', 'the refused webhook recorded');
    expect(await delivery()).toMatchObject({ status: 'failed', attempts: 1, detail: 'the webhook answered 410' });
  });
});

/** A firing claimed as a check claims it, for a rule of its own: its deliveries pending, no job queued yet. */
async function claimedFiring(name: string, channels: DeliveryChannel[]): Promise<{ stored: AlertRule; firingId: number; text: string }> {
  const stored = await createAlertRule(
    database.db,
    rule({
      name,
      conditions: { messageTypes: ['never'] },
      actions: { telegram: true, browser: false, sound: 'none', webhookUrl: receiver.url },
    }),
  );
  const token = `${name.replace(/\W/gu, '').slice(0, 8)}11111111111111111111111111pump`;
  const notice: AlertNotice = {
    rule_id: stored.id,
    rule_name: name,
    token_address: token,
    token_name: 'Goblin Cat',
    token_symbol: 'GOBCAT',
    market_cap: 80_000,
    channel: null,
    message_type: 'whale',
    multiple: null,
    sound: 'none',
  };
  const firing = await claimFiring(database.db, { ruleId: stored.id, tokenAddress: token, threshold: '', notice, channels });
  if (!firing) throw new Error('not claimed');
  return { stored, firingId: firing.id, text: name };
}

const messagesNaming = (name: string) =>
  telegram.calls.filter((call) => call.method === 'sendMessage' && String(call.params.text).includes(name));

describe('a delivery', () => {
  it('is sent once by two analyzers racing for it (the same firing in ten jobs at once)', async () => {
    const second = await startService(analyzerService, analyzerEnv);
    const queue = new Queue(QueueName.AlertDeliveries, { connection: publisher, prefix: redis.prefix });
    try {
      const { firingId, text } = await claimedFiring('Racing rule', ['telegram']);
      // Ten jobs of one delivery: what a job taken again while its first worker still sends looks like, and more.
      const ids = Array.from({ length: 10 }, (_, n) => `race_${firingId}_${n}`);
      await deliveryJobs.addBulk(ids.map((id) => ({ id, payload: { firingId, channel: 'telegram' } })));
      await until(
        async () => (await findFiring(database.db, firingId))?.deliveries.telegram?.status === 'sent',
        'the message recorded sent',
      );
      // The jobs that found it being sent wait for the claim's lease, then find it sent.
      await until(
        async () => (await Promise.all(ids.map((id) => queue.getJobState(id)))).every((state) => state === 'completed'),
        'every job of the race completed',
        CLAIM_LEASE_MS + 10_000,
      );
      expect(messagesNaming(text).filter((call) => call.status === 200)).toHaveLength(1);
      expect((await findFiring(database.db, firingId))?.deliveries.telegram).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await queue.close();
      await second.app.close();
    }
  }, 60_000);

  it('whose worker was killed between claim and send: the Telegram message is recorded unknown, the webhook sent again with its firing id', async () => {
    const { firingId, text } = await claimedFiring('Killed worker rule', ['telegram', 'webhook']);
    // The killed worker's claims, made longer ago than a claim's lease: nothing was recorded after them.
    for (const channel of ['telegram', 'webhook'] as const) {
      expect(await claimDelivery(database.db, firingId, channel, { leaseMs: CLAIM_LEASE_MS, whenStale: 'give-up' })).toMatchObject({
        kind: 'claimed',
        attempt: 1,
      });
    }
    await sql`UPDATE alert_rule_firings
      SET deliveries = jsonb_set(jsonb_set(deliveries, '{telegram,at}', to_jsonb(now() - interval '1 minute')), '{webhook,at}', to_jsonb(now() - interval '1 minute'))
      WHERE id = ${String(firingId)}`.execute(database.db);
    const hooksBefore = receiver.received.length;
    // BullMQ hands the stalled jobs to another worker.
    await deliveryJobs.addBulk(
      (['telegram', 'webhook'] as const).map((channel) => ({ id: `deliver_${firingId}_${channel}`, payload: { firingId, channel } })),
    );
    await until(async () => {
      const deliveries = (await findFiring(database.db, firingId))?.deliveries;
      return deliveries?.telegram?.status === 'unknown' && deliveries.webhook?.status === 'sent';
    }, 'both outcomes recorded');

    expect((await findFiring(database.db, firingId))?.deliveries).toMatchObject({
      telegram: { status: 'unknown', attempts: 1, detail: ABANDONED_DETAIL },
      webhook: { status: 'sent', attempts: 2 },
    });
    expect(messagesNaming(text)).toHaveLength(0);
    const hook = receiver.received
      .slice(hooksBefore)
      .find((received) => (JSON.parse(received.body) as { firing_id?: number }).firing_id === firingId);
    expect(hook?.headers['x-solana-hub-firing-id']).toBe(String(firingId));
    expect((await listFirings(database.db, { limit: 50 })).find((firing) => firing.id === firingId)?.deliveries.telegram?.status).toBe(
      'unknown',
    );
  });

  it('is retried after the Bot API answers 429 and then 500, and arrives once', async () => {
    const internalError = { status: 500, body: { ok: false as const, error_code: 500, description: 'Internal Server Error' } };
    telegram.failNext('sendMessage', telegramAnswers.tooManyRequests(1), internalError);
    const { firingId, text } = await claimedFiring('Flooded rule', ['telegram']);
    await deliveryJobs.add({ id: `deliver_${firingId}_telegram`, payload: { firingId, channel: 'telegram' } });
    await until(async () => (await findFiring(database.db, firingId))?.deliveries.telegram?.status === 'sent', 'the third attempt', 20_000);

    expect(messagesNaming(text).map((call) => call.status)).toEqual([429, 500, 200]);
    expect((await findFiring(database.db, firingId))?.deliveries.telegram).toMatchObject({ status: 'sent', attempts: 3, detail: null });
  });

  it("waits the retry_after of the Bot API's 429 before trying again, and arrives once", async () => {
    telegram.failNext('sendMessage', telegramAnswers.tooManyRequests(4));
    const { firingId, text } = await claimedFiring('Flood wait rule', ['telegram']);
    await deliveryJobs.add({ id: `deliver_${firingId}_telegram`, payload: { firingId, channel: 'telegram' } });
    await until(
      async () => (await findFiring(database.db, firingId))?.deliveries.telegram?.status === 'sent',
      'the second attempt',
      30_000,
    );

    const calls = messagesNaming(text);
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    // The wait Telegram named (4 s), not BullMQ's first backoff (2 s): a lower bound, which load only lengthens.
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(4_000);
    expect((await findFiring(database.db, firingId))?.deliveries.telegram).toMatchObject({ status: 'sent', attempts: 2, detail: null });
  });

  it('whose Bot API call broke off after it was sent is recorded unknown, and not sent again', async () => {
    telegram.failNext('sendMessage', telegramAnswers.hangUp());
    const { firingId, text } = await claimedFiring('Hung up rule', ['telegram']);
    await deliveryJobs.add({ id: `deliver_${firingId}_telegram`, payload: { firingId, channel: 'telegram' } });
    await until(async () => (await findFiring(database.db, firingId))?.deliveries.telegram?.status === 'unknown', 'the outcome');
    // A retry would come within BullMQ's first backoff (2 s).
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(messagesNaming(text)).toHaveLength(1);
    expect((await findFiring(database.db, firingId))?.deliveries.telegram).toMatchObject({
      status: 'unknown',
      attempts: 1,
      detail: expect.stringMatching(/^the call to Telegram broke off/u),
    });
  });
});
