// TRUST_PROXY against a client that forges X-Forwarded-For: the login rate limit counts the
// address the trusted proxy saw, whatever the client wrote in front of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@solana-hub/testing';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './http/security.js';
import { startTestGateway, type TestGateway } from './test-gateway.fixture.js';

const password = 'trusted-proxy-test-password';
const redis = createTestRedis();
let database: TestDatabase;
const gateways: TestGateway[] = [];
const keys = new Redis(redis.url, { lazyConnect: true });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.service.app.close();
  keys.disconnect();
  await redis.clear();
  await database.drop();
});

/**
 * Login attempts as they reach the gateway from its proxy (this test, on 127.0.0.1): the proxy
 * appends the address it saw, `client`; the attacker wrote a new address of their own in front
 * of it on every attempt.
 */
async function forgedAttempts(gateway: TestGateway, client: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt + 1}, ${client}` },
      body: JSON.stringify({ password: 'wrong' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('a login flood that forges a new X-Forwarded-For hop per attempt', () => {
  it.each([
    ['a hop count', '1', '203.0.113.7'],
    ["the proxies' addresses", '10.0.0.0/8,127.0.0.1', '203.0.113.8'],
  ])('is limited by the address the trusted proxy saw, with TRUST_PROXY as %s', async (_form, trustProxy, client) => {
    const gateway = await startTestGateway(database, redis, password, {}, { TRUST_PROXY: trustProxy });
    gateways.push(gateway);
    const statuses = await forgedAttempts(gateway, client, LOGIN_ATTEMPTS_PER_MINUTE + 1);
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_MINUTE)).toEqual(Array(LOGIN_ATTEMPTS_PER_MINUTE).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // The limit is counted for the proxy's address, none for the forged ones.
    const counted = await keys.keys(`${redis.prefix}:rate-limit:*`);
    expect(counted.some((key) => key.includes(client))).toBe(true);
    expect(counted.some((key) => key.includes('198.51.100.'))).toBe(false);
  });
});
