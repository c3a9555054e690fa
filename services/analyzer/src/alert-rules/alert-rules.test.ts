import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import {
  createTestDatabase,
  createTestRedis,
  serviceTestEnv,
  startBotApiDouble,
  startWebhookReceiver,
  until,
  type BotApiDouble,
  type TestDatabase,
  type WebhookReceiver,
} from '@solana-hub/testing';
import type { AlertMessage, AlertRuleInput, HubEvent } from '@solana-hub/contracts';
import { createAlertRule, findFiring, listFirings, storeAlerts } from '@solana-hub/db';
import { connectRedis, publishEvents, subscribeToEvents } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';

/**
 * The analyzer's alert rules on a real PostgreSQL and Redis: fed by the events the extractor
 * publishes, each firing sent once through telegraf to a Bot API double, signed to a webhook
 * receiver, and announced to the dashboards; retried while a receiver fails.
 */
const NOTIFY_CHAT = '-1009000000001';
const redis = createTestRedis();
const publisher = connectRedis(redis.url);
const subscriber = connectRedis(redis.url);
const announced: HubEvent[] = [];
let database: TestDatabase;
let telegram: BotApiDouble;
let receiver: WebhookReceiver;
let analyzer: RunningService;

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
  analyzer = await startService(
    analyzerService,
    serviceTestEnv(database, redis, {
      ANALYZER_PORT: '0',
      MARKET_CAP_REFRESH_SECONDS: '0',
      WORKER_QUEUES: 'alert-rules,alert-deliveries',
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_BOT_API_URL: telegram.url,
      TELEGRAM_NOTIFY_CHAT_ID: NOTIFY_CHAT,
    }),
  );
});
afterAll(async () => {
  await analyzer.app.close();
  subscriber.disconnect();
  publisher.disconnect();
  await telegram.close();
  await receiver.close();
  await redis.clear();
  await database.drop();
});

const sentMessages = () => telegram.calls.filter((call) => call.method === 'sendMessage' && call.status === 200);

/** Stores alerts and publishes their message.created events, as the extractor does. */
async function alertsArrive(...alerts: Parameters<typeof alertAbout>[0][]): Promise<AlertMessage[]> {
  const stored = await storeAlerts(database.db, alerts.map(alertAbout));
  const messages = stored.messages.filter((message): message is AlertMessage => message !== null);
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
