import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, until, type TestDatabase } from '@solana-hub/testing';
import { freePort, launchStack, waitForHealth, type Stack } from '@solana-hub/tools';

// `npm start` supervises the built services: one that exits is started again after a pause,
// one that keeps exiting right after its start is given up on (and the stack stopped).
const redis = createTestRedis();
let database: TestDatabase;
const stacks: Stack[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const stack of stacks) await stack.stop();
  await redis.clear();
  await database.drop();
});

async function extractorOnly(env: Record<string, string>, lines: string[], replicas = 1): Promise<{ stack: Stack; port: number }> {
  const port = await freePort();
  const stack = launchStack(
    {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      EXTRACTOR_PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    (line) => lines.push(line),
    { services: ['extractor'], replicas: { extractor: replicas }, restart: true },
  );
  stacks.push(stack);
  return { stack, port };
}

describe('the launcher as a supervisor', () => {
  it('starts a killed service again after a pause, and says so', async () => {
    const lines: string[] = [];
    const { stack, port } = await extractorOnly({}, lines);
    await waitForHealth(`http://127.0.0.1:${port}/health`, 30_000);
    const extractor = stack.replicas('extractor')[0]!;
    extractor.kill('SIGKILL');
    expect(await stack.firstExit).toMatchObject({ name: 'extractor', signal: 'SIGKILL' });
    await until(() => extractor.starts() === 2, 'the second start', 10_000);
    await waitForHealth(`http://127.0.0.1:${port}/health`, 30_000);
    expect(lines).toContain('solana-hub: extractor was killed (SIGKILL); starting it again in 1 s');
  });

  it('runs a second replica on ports of its own, its metrics port too', async () => {
    const lines: string[] = [];
    const metricsPort = await freePort();
    // The extractor's metrics port is METRICS_PORT + 2.
    await extractorOnly({ METRICS_PORT: String(metricsPort - 2), LOG_LEVEL: 'info' }, lines, 2);
    const listening = (replica: string) =>
      lines.map((line) => new RegExp(`^\\S+ ${replica} +info +extractor listening .*metricsPort=(\\d+)`).exec(line)?.[1]).find(Boolean);
    await until(() => listening('extractor') !== undefined && listening('extractor-2') !== undefined, 'both replicas listening', 30_000);
    const ports = [listening('extractor'), listening('extractor-2')].map(Number);
    expect(ports[0]).toBe(metricsPort);
    expect(ports[1]).not.toBe(metricsPort);
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
  });

  it('gives up on a service that keeps exiting right after its start', async () => {
    const lines: string[] = [];
    const { stack } = await extractorOnly({ REDIS_PREFIX: 'not a prefix!' }, lines);
    expect(await stack.givenUp).toMatchObject({ name: 'extractor', code: 1 });
    expect(stack.exits).toHaveLength(5);
    expect(lines.filter((line) => line.startsWith('solana-hub: extractor exited (code 1); starting it again in'))).toEqual([
      'solana-hub: extractor exited (code 1); starting it again in 1 s',
      'solana-hub: extractor exited (code 1); starting it again in 2 s',
      'solana-hub: extractor exited (code 1); starting it again in 4 s',
      'solana-hub: extractor exited (code 1); starting it again in 8 s',
    ]);
    expect(lines).toContain('solana-hub: extractor exited (code 1) 5 times right after starting; not starting it again');
    // 15 s of pauses and five starts of a service (1.4 s of CPU each): on a busy 2-core machine
    // the starts alone took most of a minute.
  }, 120_000);
});
