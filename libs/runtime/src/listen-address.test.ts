import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { createTestRedis } from '@solana-hub/testing';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

// Who can reach a service: this machine only, unless HOST opens it. Tried from an address of
// this machine that other machines reach too (its network interface), over real sockets.
const redis = createTestRedis();
const running: RunningService[] = [];
afterAll(async () => {
  for (const service of running) await service.app.close();
  await redis.clear();
});

/** An IPv4 address of this machine that is not loopback: what a LAN neighbour would connect to. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
  if (address === undefined) throw new Error('this test needs a network interface other than loopback');
  return address;
}

async function startWith(env: Record<string, string>): Promise<RunningService> {
  const service = await startService(
    { name: 'extractor', module: (config, logger) => RuntimeModule.forRoot(config, logger), port: () => 0 },
    { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent', ...env },
  );
  running.push(service);
  return service;
}

const refusal = z.object({ cause: z.object({ code: z.string() }) });

/** The HTTP status answered at this address and port, or the code of the connection's refusal. */
async function answerAt(address: string, port: number | null, path: string): Promise<number | string> {
  try {
    return (await fetch(`http://${address}:${port}${path}`)).status;
  } catch (error) {
    return refusal.parse(error).cause.code;
  }
}

/** What the service's port (/health, 503 here: its database is away) and its metrics port answer at an address. */
async function answersAt(address: string, service: RunningService) {
  return { port: await answerAt(address, service.port, '/health'), metricsPort: await answerAt(address, service.metricsPort, '/metrics') };
}

describe('where a service listens', () => {
  it('is loopback by default: its port and its metrics port refuse a connection to the network address', async () => {
    const service = await startWith({ METRICS_PORT: '0' });
    expect(await answersAt('127.0.0.1', service)).toEqual({ port: 503, metricsPort: 200 });
    expect(await answersAt(networkAddress(), service)).toEqual({ port: 'ECONNREFUSED', metricsPort: 'ECONNREFUSED' });
  });

  it('is every interface with HOST=0.0.0.0, both ports', async () => {
    const service = await startWith({ METRICS_PORT: '0', HOST: '0.0.0.0' });
    expect(await answersAt(networkAddress(), service)).toEqual({ port: 503, metricsPort: 200 });
  });
});
