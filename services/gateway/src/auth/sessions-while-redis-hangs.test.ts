import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, startOwnRedis, type OwnRedis, type TestDatabase } from '@solana-hub/testing';
import { startTestGateway, type TestGateway } from '../test-gateway.fixture.js';
import { SESSION_RECHECK_MS, SESSIONS_UNAVAILABLE } from './session-store.js';

// Sessions live in Redis, and a Redis command waits for the reconnect while Redis is away. A
// trader's request must not hang with it: it is answered 503 saying why, and works again once
// Redis answers.
const password = 'sessions while redis hangs';
let redis: OwnRedis;
let database: TestDatabase;
let gateway: TestGateway;

beforeAll(async () => {
  redis = await startOwnRedis();
  database = await createTestDatabase();
  gateway = await startTestGateway(database, createTestRedis(redis.url), password);
});

afterAll(async () => {
  redis.thaw();
  await gateway.service.app.close();
  redis.stop();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sessions while Redis does not answer', () => {
  it('answer 503 saying why, and the session works again once Redis is back', async () => {
    expect((await fetch(`${gateway.base}/api/tokens`, { headers: { cookie: gateway.cookie } })).status).toBe(200);
    redis.freeze();
    // Logging out everywhere waits for Redis too: the same 503, whether its session is still
    // trusted here (and the walk through the sessions waits) or not (and the session check waits).
    const everywhere = await fetch(`${gateway.base}/api/logout-everywhere`, { method: 'POST', headers: { cookie: gateway.cookie } });
    expect([everywhere.status, await everywhere.json()]).toEqual([503, { error: SESSIONS_UNAVAILABLE }]);
    // Past the time this replica trusts a session it saw alive without asking Redis.
    await sleep(SESSION_RECHECK_MS + 50);
    const refused = await fetch(`${gateway.base}/api/tokens`, { headers: { cookie: gateway.cookie } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: SESSIONS_UNAVAILABLE });
    const login = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ error: 'The service is unavailable right now; try again in a moment' });
    const health = await fetch(`${gateway.base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ error: 'unhealthy: redis unreachable' });

    redis.thaw();
    expect((await fetch(`${gateway.base}/api/tokens`, { headers: { cookie: gateway.cookie } })).status).toBe(200);
  }, 30_000);
});
