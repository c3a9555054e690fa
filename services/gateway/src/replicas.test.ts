import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { createTestDatabase, createTestRedis, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '@solana-hub/db';
import { tokenSchema } from '@solana-hub/contracts';
import { startTestGateway, type TestGateway } from './test-gateway.fixture.js';
import { SESSION_RECHECK_MS } from './auth/session-store.js';
import { defaultGatewaySettings } from './gateway-settings.js';

// Two gateway replicas over one database and one Redis, as behind a load balancer.
const redis = createTestRedis();
const password = 'replicas password';
let database: TestDatabase;
let first: TestGateway;
let second: TestGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestGateway(database, redis, password);
  second = await startTestGateway(database, redis, password);
  await storeAlerts(database.db, [
    newAlert({
      chatId: 'replicas',
      messageId: '1',
      timestamp: new Date(),
      token: { address: 'Rep1', chain: 'solana', name: 'Rep', symbol: 'REP' },
      marketCap: 1000,
    }),
  ]);
});
afterAll(async () => {
  await first.service.app.close();
  await second.service.app.close();
  await redis.clear();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokensOf = async (replica: TestGateway, cookie = replica.cookie) =>
  z
    .array(tokenSchema)
    .parse(await (await fetch(`${replica.base}/api/tokens`, { headers: { cookie } })).json())
    .map((token) => token.token_address);

describe('several gateway replicas', () => {
  it('end a session everywhere: at once where the logout went, within a second elsewhere', async () => {
    const cookie = first.cookie;
    expect((await fetch(`${second.base}/api/tokens`, { headers: { cookie } })).status).toBe(200);
    await fetch(`${first.base}/api/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect((await fetch(`${first.base}/api/tokens`, { headers: { cookie } })).status).toBe(401);
    await sleep(SESSION_RECHECK_MS + 50);
    expect((await fetch(`${second.base}/api/tokens`, { headers: { cookie } })).status).toBe(401);
  });

  it("show an archive made through another replica within the fingerprint's trust time", async () => {
    expect(await tokensOf(second)).toEqual(['Rep1']);
    // (The first replica's own session ended in the test above; sessions are shared anyway.)
    await fetch(`${first.base}/api/tokens/Rep1/archive`, { method: 'POST', headers: { cookie: second.cookie } });
    await sleep(defaultGatewaySettings.fingerprintTrustMs + 50);
    expect(await tokensOf(second)).toEqual([]);
  });
});
