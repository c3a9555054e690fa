import { afterAll, describe, expect, it } from '@jest/globals';
import { createTestRedis } from '@solana-hub/testing';
import type { HubEvent, RawMessage } from '@solana-hub/contracts';
import { connectRedis } from './redis-connection.js';
import { Producer } from './producer.js';
import { startWorker } from './worker.js';
import { QueueName } from './queues.js';
import { publishEvent, publishEvents, subscribeToEvents } from './events.js';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
afterAll(async () => {
  await redis.clear();
  connection.disconnect();
});

function rawMessage(messageId: string): RawMessage {
  const now = new Date().toISOString();
  return { source: 'http', chatId: 'c', chatTitle: null, messageId, editVersion: 0, date: now, text: 'hello', links: [], receivedAt: now };
}

describe('raw-messages queue', () => {
  it('delivers each job id once and hands the worker a parsed payload', async () => {
    const producer = new Producer(QueueName.RawMessages, connection, redis.prefix);
    await producer.add({ id: 'msg_c_1_v0', payload: rawMessage('1') });
    await producer.add({ id: 'msg_c_1_v0', payload: rawMessage('1') });
    await producer.add({ id: 'msg_c_2_v0', payload: rawMessage('2') });

    const seen: string[] = [];
    const workerConnection = connectRedis(redis.url);
    const worker = startWorker(QueueName.RawMessages, workerConnection, redis.prefix, async (payload) => {
      seen.push(payload.messageId);
    });
    await waitFor(async () => (await producer.pendingCount()) === 0 && seen.length === 2);
    await worker.close();
    await producer.close();
    workerConnection.disconnect();
    expect(seen.sort()).toEqual(['1', '2']);
  });

  it('refuses to enqueue a payload that breaks the contract', async () => {
    const producer = new Producer(QueueName.RawMessages, connection, redis.prefix);
    const bad = { ...rawMessage('3'), date: 'yesterday' };
    await expect(producer.add({ id: 'msg_c_3_v0', payload: bad })).rejects.toThrow();
    await producer.close();
  });
});

describe('events', () => {
  it('reaches a subscriber and drops payloads that are not events', async () => {
    const subscriber = connectRedis(redis.url);
    const received: HubEvent[] = [];
    const invalid: string[] = [];
    await subscribeToEvents(
      subscriber,
      redis.prefix,
      (event) => received.push(event),
      (problem) => invalid.push(problem),
    );
    await connection.publish(`${redis.prefix}:events`, '{"name":"nope"}');
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: 4 } });
    await waitFor(async () => received.length === 1 && invalid.length === 1);
    subscriber.disconnect();
    expect(received[0]).toEqual({ name: 'templates.changed', data: { templateId: 4 } });
  });

  it('sends a subscriber to some events by name those alone, and everyone else them too', async () => {
    const [templates, everything] = [connectRedis(redis.url), connectRedis(redis.url)];
    const followed: HubEvent[] = [];
    const all: HubEvent[] = [];
    await subscribeToEvents(
      templates,
      redis.prefix,
      (event) => followed.push(event),
      () => undefined,
      ['templates.changed'],
    );
    await subscribeToEvents(
      everything,
      redis.prefix,
      (event) => all.push(event),
      () => undefined,
    );
    // Not a dashboard event: the numbering test below counts those from 1.
    await publishEvents(connection, redis.prefix, [
      { name: 'templates.changed', data: { templateId: 7 } },
      { name: 'telegram.watch-list-changed', data: { chatIds: [] } },
      { name: 'templates.changed', data: { templateId: 8 } },
    ]);
    await waitFor(async () => all.length === 3 && followed.length === 2);
    templates.disconnect();
    everything.disconnect();
    expect(followed.map((event) => event.data)).toEqual([{ templateId: 7 }, { templateId: 8 }]);
    expect(all.map((event) => event.name)).toEqual(['templates.changed', 'telegram.watch-list-changed', 'templates.changed']);
  });

  it('numbers the dashboard events in one sequence, in the order two publishers published them, and no other event', async () => {
    const subscriber = connectRedis(redis.url);
    const received: HubEvent[] = [];
    await subscribeToEvents(
      subscriber,
      redis.prefix,
      (event) => received.push(event),
      () => undefined,
    );
    const other = connectRedis(redis.url);
    const update = (address: string) =>
      ({
        name: 'token.market-cap-updated',
        data: {
          token_address: address,
          current_market_cap: 1,
          last_updated: new Date().toISOString(),
          token_name: null,
          token_symbol: null,
        },
      }) as const;
    await Promise.all([
      publishEvents(connection, redis.prefix, [update('A1'), { name: 'templates.changed', data: { templateId: null } }, update('A2')]),
      publishEvents(other, redis.prefix, [update('B1'), update('B2')]),
    ]);
    await waitFor(async () => received.length === 5);
    subscriber.disconnect();
    other.disconnect();
    const numbered = received.filter((event) => event.name === 'token.market-cap-updated');
    expect(numbered.map((event) => event.seq)).toEqual([1, 2, 3, 4]);
    expect(received.find((event) => event.name === 'templates.changed')).toEqual({ name: 'templates.changed', data: { templateId: null } });
    // Each publisher's events keep their order within the sequence.
    const order = numbered.map((event) => event.data.token_address);
    expect(order.indexOf('A1')).toBeLessThan(order.indexOf('A2'));
    expect(order.indexOf('B1')).toBeLessThan(order.indexOf('B2'));
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
