import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fastifyCookie } from '@fastify/cookie';
import { connectRedis } from '@solana-hub/queue';
import { SESSION_ENDED_CLOSE_CODE } from '@solana-hub/contracts';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@solana-hub/testing';
import { logIn, startTestGateway, TEST_SESSION_SECRET, type TestGateway } from '../test-gateway.fixture.js';
import { openLiveClient, upgradeStatus } from '../live/live-client.fixture.js';
import { passwordGeneration, type SessionRecord } from './session-record.js';

// How sessions end besides logout and idleness, through gateway replicas sharing one Redis: a
// change of APP_PASSWORD, the end of their lifetime, and "log out everywhere".
const redis = createTestRedis();
const keys = connectRedis(redis.url);
const OLD_PASSWORD = 'the password before';
const PASSWORD = 'the password now';
const LIFETIME_DAYS = 2;
const DAY_MS = 24 * 3_600_000;
let database: TestDatabase;
/** A replica not yet restarted since APP_PASSWORD changed. */
let stale: TestGateway;
/** Two replicas of the new password. */
let gateway: TestGateway;
let replica: TestGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { SESSION_LIFETIME_DAYS: String(LIFETIME_DAYS) };
  stale = await startTestGateway(database, redis, OLD_PASSWORD, {}, env);
  gateway = await startTestGateway(database, redis, PASSWORD, {}, env);
  replica = await startTestGateway(database, redis, PASSWORD, {}, env);
});
afterAll(async () => {
  for (const running of [stale, gateway, replica]) await running.service.app.close();
  keys.disconnect();
  await redis.clear();
  await database.drop();
});

/** The status of a dashboard read at `at` with `cookie`. */
async function statusAt(at: TestGateway, cookie: string): Promise<number> {
  return (await fetch(`${at.base}/api/tokens`, { headers: { cookie } })).status;
}

/** The cookie of a session of the current password that logged in `daysAgo`, as a login then would have left it in Redis. */
async function sessionLoggedIn(daysAgo: number): Promise<{ cookie: string; key: string }> {
  const id = randomBytes(32).toString('base64url');
  const record: SessionRecord = {
    createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    passwordGeneration: passwordGeneration(PASSWORD, TEST_SESSION_SECRET),
  };
  const key = `${redis.prefix}:session:${id}`;
  await keys.set(key, JSON.stringify(record), 'EX', 7 * 24 * 3_600);
  return { cookie: `hub_session=${encodeURIComponent(fastifyCookie.sign(id, TEST_SESSION_SECRET))}`, key };
}

describe('a change of APP_PASSWORD', () => {
  it('refuses the sessions made under the old password, on HTTP and on the live feed', async () => {
    expect(await statusAt(stale, stale.cookie)).toBe(200);
    for (const at of [gateway, replica]) {
      expect(await statusAt(at, stale.cookie)).toBe(401);
      expect(await (await fetch(`${at.base}/api/session`, { headers: { cookie: stale.cookie } })).json()).toMatchObject({
        authenticated: false,
      });
      expect(await upgradeStatus(at.service.port, stale.cookie)).toBe(401);
    }
  });

  it('leaves the sessions of the new password alive while a replica of the old one refuses them', async () => {
    expect(await statusAt(stale, gateway.cookie)).toBe(401);
    expect(await statusAt(gateway, gateway.cookie)).toBe(200);
    expect(await statusAt(replica, gateway.cookie)).toBe(200);
  });
});

describe('the lifetime of a session', () => {
  it('is the cookie’s lifetime too', async () => {
    const login = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.headers.get('set-cookie')).toMatch(new RegExp(`Max-Age=${LIFETIME_DAYS * 24 * 3600}(;|$)`));
  });

  it('ends a session that logged in longer ago, however recently used', async () => {
    const { cookie } = await sessionLoggedIn(LIFETIME_DAYS + 1 / 24);
    expect(await statusAt(gateway, cookie)).toBe(401);
    expect(await upgradeStatus(gateway.service.port, cookie)).toBe(401);
  });

  it('lets a younger session be used, and its use does not carry it past its lifetime', async () => {
    const { cookie, key } = await sessionLoggedIn(LIFETIME_DAYS - 1 / 24);
    expect(await statusAt(gateway, cookie)).toBe(200);
    expect(await keys.ttl(key)).toBeGreaterThan(0);
    expect(await keys.ttl(key)).toBeLessThanOrEqual(3_600);
  });
});

describe('log out everywhere', () => {
  it('ends every session on every replica, this one included, and closes their live feeds', async () => {
    const here = await logIn(gateway.base, PASSWORD);
    const elsewhere = await logIn(replica.base, PASSWORD);
    const sessions = [here, elsewhere, gateway.cookie, replica.cookie];
    // A feed on each replica for each session it is asked about below: once all are closed,
    // every replica has heard of every end (a replica trusts a session it saw alive for a second).
    const feeds = await Promise.all([
      ...sessions.map((cookie) => openLiveClient(gateway.service.port, cookie)),
      ...sessions.map((cookie) => openLiveClient(replica.service.port, cookie)),
      openLiveClient(stale.service.port, stale.cookie),
    ]);

    const answer = await fetch(`${gateway.base}/api/logout-everywhere`, {
      method: 'POST',
      headers: { cookie: here, origin: gateway.base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(answer.headers.get('set-cookie')).toMatch(/^hub_session=;/);

    expect(await Promise.all(feeds.map((feed) => feed.closed))).toEqual(feeds.map(() => SESSION_ENDED_CLOSE_CODE));
    for (const at of [gateway, replica]) {
      const statuses = await Promise.all(sessions.map((cookie) => statusAt(at, cookie)));
      expect([at.base, statuses]).toEqual([at.base, sessions.map(() => 401)]);
    }
    // The session the old password's replica still took is gone too.
    expect(await statusAt(stale, stale.cookie)).toBe(401);
    expect(await statusAt(replica, await logIn(gateway.base, PASSWORD))).toBe(200);
  });

  it('is refused without a session', async () => {
    const answer = await fetch(`${gateway.base}/api/logout-everywhere`, { method: 'POST', headers: { origin: gateway.base } });
    expect(answer.status).toBe(401);
  });
});
