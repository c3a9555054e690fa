import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { startOwnRedis, type OwnRedis } from '@solana-hub/testing';
import { connectRedis } from './redis-connection.js';
import { recordingLog } from './recording-log.fixture.js';
import { Producer } from './producer.js';
import { QueueName } from './queues.js';
import { Registry } from 'prom-client';
import { QueueWorker } from './queue-worker.js';

// Redis servers of this test's own (never the shared one), stopped and started again under the clients.
const servers: OwnRedis[] = [];
afterAll(() => {
  for (const server of servers) server.stop();
});

/** A Redis of its own, and a log that records what the connections report. */
async function freshRedis() {
  const server = await startOwnRedis();
  servers.push(server);
  return { server, url: server.url, unhandled: jest.spyOn(console, 'error'), ...recordingLog() };
}

function rawMessage(messageId: string) {
  const now = new Date().toISOString();
  return {
    source: 'http' as const,
    chatId: 'c',
    chatTitle: null,
    messageId,
    editVersion: 0,
    date: now,
    text: 'hello',
    links: [],
    receivedAt: now,
  };
}

describe('a Redis connection when Redis restarts', () => {
  it('reports the outage once per connection and its end, duplicates included, and works again', async () => {
    const { server, url, unhandled, lines, log } = await freshRedis();
    const redis = connectRedis(url, log);
    const subscriber = redis.duplicate();
    const received: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe('news');
    expect(await redis.ping()).toBe('PONG');

    await server.restart();
    expect(await redis.ping()).toBe('PONG');
    // The subscriber subscribes again by itself.
    while (received.length === 0) {
      await redis.publish('news', 'after the restart');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
    expect(lines.filter((line) => line.level === 'info')).toEqual([
      expect.objectContaining({ message: 'Redis connection back', details: expect.objectContaining({ downMs: expect.any(Number) }) }),
      expect.objectContaining({ message: 'Redis connection back' }),
    ]);
    expect(unhandled).not.toHaveBeenCalled();
    redis.disconnect();
    subscriber.disconnect();
  });

  it('keeps a worker going: it logs no error of its own for the outage, and takes jobs again after it', async () => {
    const { server, url, unhandled, lines, log } = await freshRedis();
    const connection = connectRedis(url, log);
    const seen: string[] = [];
    const worker = new QueueWorker(QueueName.RawMessages, async (payload) => void seen.push(payload.messageId), {
      connection,
      prefix: 'restart',
      log,
      registry: new Registry(),
    });
    const producer = new Producer(QueueName.RawMessages, connection, 'restart');
    await producer.add({ id: 'before', payload: rawMessage('before') });
    // Handled and recorded as finished: a restart of this Redis (which keeps nothing) must not
    // come between the handler and BullMQ's moveToFinished, whose job would be gone.
    const jobKey = `restart:${QueueName.RawMessages}:before`;
    const finished = async () => (await connection.exists(jobKey)) === 0 || (await connection.hget(jobKey, 'finishedOn')) !== null;
    while (seen.length < 1 || !(await finished())) await new Promise((resolve) => setTimeout(resolve, 20));

    await server.restart();
    await producer.add({ id: 'after', payload: rawMessage('after') });
    while (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(seen).toEqual(['before', 'after']);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn').length).toBeGreaterThan(0);
    expect(unhandled).not.toHaveBeenCalled();
    await worker.stop(1_000);
    await producer.close();
    connection.disconnect();
  });
});
