import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { connectRedis, type ConnectionLog } from './redis-connection.js';

// A Redis of this test's own (never the shared one), stopped and started again under the clients.
let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

async function startRedis(port: number): Promise<void> {
  server = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('Ready to accept connections')) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function stopRedis(): Promise<void> {
  const stopped = once(server!, 'exit');
  server!.kill('SIGTERM');
  await stopped;
}

function recordingLog() {
  const lines: Array<{ level: 'warn' | 'info'; message: string; details: Record<string, unknown> }> = [];
  const log: ConnectionLog = {
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    info: (details, message) => lines.push({ level: 'info', message, details }),
  };
  return { lines, log };
}

describe('a Redis connection when Redis restarts', () => {
  it('reports the outage once per connection and its end, duplicates included, and works again', async () => {
    const port = await freePort();
    await startRedis(port);
    const { lines, log } = recordingLog();
    const unhandled = jest.spyOn(console, 'error');
    const redis = connectRedis(`redis://127.0.0.1:${port}`, log);
    const subscriber = redis.duplicate();
    const received: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe('news');
    expect(await redis.ping()).toBe('PONG');

    await stopRedis();
    // Several reconnect attempts fail while it is away (ioredis waits 50 ms more each time).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await startRedis(port);
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
});
