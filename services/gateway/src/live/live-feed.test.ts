import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_ENDED_CLOSE_CODE, type Token } from '@solana-hub/contracts';
import { connectRedis, publishEvents } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@solana-hub/testing';
import { logIn, startTestGateway, TEST_SESSION_SECRET, type TestGateway } from '../test-gateway.fixture.js';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';
import { announce, anAlert, eventually, openLiveClient, received, type LiveClient } from './live-client.fixture.js';
import { closedByGateway, rawLiveSocket } from './raw-socket.fixture.js';

// Two gateway replicas on one Redis prefix, as behind a load balancer; their heartbeat runs
// every second (30 s in production) so that a session deleted in Redis ends its sockets within
// the test. Not faster: a client answers a ping after inflating the frames that came before it,
// and this process's clients inflate bursts of 20-30 frames in zlib's threads on a loaded
// machine, which took more than 100 ms, so such a heartbeat closed sockets that were alive.
// When a live socket closes, and with which code, is what the browser acts on.
const redis = createTestRedis();
const publisher = connectRedis(redis.url);
const password = 'live feed password';
const settings = { liveFeedHeartbeatMs: 1_000 };
let database: TestDatabase;
let first: TestGateway;
let second: TestGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestGateway(database, redis, password, settings);
  second = await startTestGateway(database, redis, password, settings);
});
afterAll(async () => {
  await first.service.app.close();
  await second.service.app.close();
  publisher.disconnect();
  await redis.clear();
  await database.drop();
});

describe('the live feed relays', () => {
  it("each alert with its token's row and its sequence number, as the extractor published them, on every replica", async () => {
    const onFirst = await openLiveClient(first.service.port, first.cookie);
    const onSecond = await openLiveClient(second.service.port, second.cookie);
    const alerts = [anAlert('first call'), anAlert('second call')];
    const rowAfter = (alert: (typeof alerts)[number], count: number): Token => ({
      token_address: 'Live1',
      chain: 'solana',
      token_name: 'Live',
      token_symbol: 'LIVE',
      pair_address: null,
      first_seen: alerts[0]?.timestamp ?? '',
      last_updated: alert.timestamp,
      initial_market_cap: 1000,
      current_market_cap: 1000 * count,
      ath_market_cap: 1000 * count,
      ath_timestamp: alert.timestamp,
      hidden: false,
      first_message_type: 'insider',
      message_count: count,
      latest_message_at: alert.timestamp,
      figures: { holder_count: { value: 120, at: alert.timestamp } },
      confluence_score: 0.5 * count,
      callers: count,
      caller_chat_ids: ['live'],
    });
    await publishEvents(
      publisher,
      redis.prefix,
      alerts.map((alert, index) => ({ name: 'message.created' as const, data: alert, token: rowAfter(alert, index + 1) })),
    );
    for (const client of [onFirst, onSecond]) {
      await eventually(() => alerts.every((alert) => received(client, alert)), 'every alert relayed');
      const frames = client.frames.filter((frame) => frame.type === 'NEW_MESSAGE');
      expect(frames.map((frame) => frame.type === 'NEW_MESSAGE' && frame.token)).toEqual(
        alerts.map((alert, index) => rowAfter(alert, index + 1)),
      );
      const [one, two] = frames.map((frame) => (frame.type === 'NEW_MESSAGE' ? frame.seq : undefined));
      expect(two).toBe((one ?? NaN) + 1);
      client.socket.close();
      await client.closed;
    }
  });
});

describe('the live feed compresses', () => {
  it('its frames for a browser that offers permessage-deflate, and sends them plain to a client that does not', async () => {
    const compressed = await openLiveClient(first.service.port, first.cookie);
    const plain = await openLiveClient(first.service.port, first.cookie, {}, { compression: false });
    expect(compressed.socket.extensions).toBe('permessage-deflate');
    expect(plain.socket.extensions).toBe('');
    // Alerts alike but for their token, as a channel's are: the repeats are what deflate removes.
    const alerts = Array.from({ length: 20 }, (_, index) =>
      anAlert(`🚨 Insider buy of token ${index}\nMC: $${index + 10}K\nHolders: 120 Dev: 2.1%\nhttps://pump.fun/coin/Token${index}pump`),
    );
    for (const alert of alerts) await announce(publisher, redis.prefix, alert);
    await eventually(() => alerts.every((alert) => received(compressed, alert) && received(plain, alert)), 'both got every alert');
    expect(compressed.frames).toEqual(plain.frames);
    const frameBytes = alerts.reduce((sum, alert) => sum + Buffer.byteLength(JSON.stringify({ type: 'NEW_MESSAGE', data: alert })), 0);
    expect(plain.bytesOnTheWire()).toBeGreaterThanOrEqual(frameBytes);
    expect(compressed.bytesOnTheWire()).toBeLessThan(frameBytes / 3);
    for (const client of [compressed, plain]) {
      client.socket.close();
      await client.closed;
    }
  });
});

describe('the live feed compresses each frame once for every socket', () => {
  /** Alerts alike but for their token, as a channel's are; announced in order. */
  const announced = async (count: number) => {
    const alerts = Array.from({ length: count }, (_, index) =>
      anAlert(`🚨 Insider buy of token ${index}\nMC: $${index + 10}K\nHolders: 120 Dev: 2.1%\nhttps://pump.fun/coin/Token${index}pump`),
    );
    for (const alert of alerts) await announce(publisher, redis.prefix, alert);
    return alerts;
  };
  const frameBytes = (alerts: ReturnType<typeof anAlert>[]) =>
    alerts.reduce((sum, alert) => sum + Buffer.byteLength(JSON.stringify({ type: 'NEW_MESSAGE', data: alert })), 0);
  const ids = (client: LiveClient) => client.frames.flatMap((frame) => (frame.type === 'NEW_MESSAGE' ? [frame.data.id] : []));

  it('and a client joining mid-stream, or asking for no context between frames, inflates every frame after it joined', async () => {
    const early = await openLiveClient(first.service.port, first.cookie);
    const before = await announced(10);
    await eventually(() => before.every((alert) => received(early, alert)), 'the early client got the first alerts');
    const joining = await openLiveClient(first.service.port, first.cookie);
    const eachFrame = await openLiveClient(first.service.port, first.cookie, {}, { compression: { serverNoContextTakeover: true } });
    expect(eachFrame.socket.extensions).toBe('permessage-deflate');
    const during = await announced(10);
    await eventually(() => during.every((alert) => received(joining, alert)), 'the joining client got the next alerts');
    const latest = await openLiveClient(first.service.port, first.cookie);
    const after = await announced(10);
    const clients = [early, joining, eachFrame, latest];
    await eventually(() => clients.every((client) => after.every((alert) => received(client, alert))), 'every client got the last alerts');

    const sent = (alerts: ReturnType<typeof anAlert>[]) => alerts.map((alert) => alert.id);
    expect(ids(early)).toEqual(sent([...before, ...during, ...after]));
    expect(ids(joining)).toEqual(sent([...during, ...after]));
    expect(ids(eachFrame)).toEqual(sent([...during, ...after]));
    expect(ids(latest)).toEqual(sent(after));
    // The shared context is what compresses: the repeats are in the frames before.
    expect(joining.bytesOnTheWire()).toBeLessThan(frameBytes([...during, ...after]) / 3);
    expect(eachFrame.bytesOnTheWire()).toBeGreaterThan(joining.bytesOnTheWire());
    for (const client of clients) {
      client.socket.close();
      await client.closed;
    }
  });

  it('of any length, plain or deflated (lengths of 7, 16 and 64 bits)', async () => {
    const compressed = await openLiveClient(first.service.port, first.cookie);
    const plain = await openLiveClient(first.service.port, first.cookie, {}, { compression: false });
    // Random text deflates to little less than itself: a frame over 64 KB either way.
    const alerts = [anAlert('a'), anAlert(randomBytes(600).toString('base64')), anAlert(randomBytes(60_000).toString('base64'))];
    for (const alert of alerts) await announce(publisher, redis.prefix, alert);
    await eventually(() => alerts.every((alert) => received(compressed, alert) && received(plain, alert)), 'both got every alert');
    expect(compressed.frames).toEqual(plain.frames);
    expect(plain.frames.map((frame) => frame.type === 'NEW_MESSAGE' && frame.data.message_text)).toEqual(
      alerts.map((alert) => alert.message_text),
    );
    for (const client of [compressed, plain]) {
      client.socket.close();
      await client.closed;
    }
  });
});

describe('the live feed closes its sockets', () => {
  it("of a session on every replica when it logs out through one (4401), and no other session's", async () => {
    const cookie = await logIn(first.base, password);
    const onSecond = await openLiveClient(second.service.port, cookie);
    const onFirst = await openLiveClient(first.service.port, cookie);
    const otherSession = await openLiveClient(second.service.port, second.cookie);

    const logout = await fetch(`${first.base}/api/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    expect(await onSecond.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await onFirst.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    // The other replica forgot the session at once too, not a recheck time later.
    expect((await fetch(`${second.base}/api/tokens`, { headers: { cookie } })).status).toBe(401);

    const alert = anAlert();
    await announce(publisher, redis.prefix, alert);
    await eventually(() => received(otherSession, alert), 'the other session still gets alerts');
    otherSession.socket.close();
    await otherSession.closed;
  });

  it('of a session that expired or was deleted in Redis at the next heartbeat', async () => {
    const cookie = await logIn(first.base, password);
    const client = await openLiveClient(second.service.port, cookie);
    const id = sessionIdFromCookieHeader(cookie, TEST_SESSION_SECRET);
    await publisher.del(`${redis.prefix}:session:${id}`);
    expect(await client.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('with 1012 (reconnect, read again) when its Redis subscription was cut, and streams again', async () => {
    const client = await openLiveClient(second.service.port, second.cookie);
    const connections = String(await publisher.client('LIST')).split('\n');
    const subscriptions = connections
      .filter((line) => line.includes(` name=${redis.prefix}:live-feed `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
    expect(subscriptions).toHaveLength(2);
    // As a Redis restart or a network cut does to these connections of the shared server.
    for (const id of subscriptions) await publisher.client('KILL', 'ID', id);
    expect(await client.closed).toBe(1012);
    const again = await openLiveClient(second.service.port, second.cookie);
    const alert = anAlert();
    await eventually(async () => {
      await announce(publisher, redis.prefix, alert);
      return received(again, alert);
    }, 'the subscription is back');
    again.socket.close();
    await again.closed;
  });

  it('at shutdown with 1001, cutting one that does not answer, and the gateway stops', async () => {
    // The default heartbeat, 30 s away: only the shutdown closes these sockets.
    const leaving = await startTestGateway(database, redis, password);
    const browser = await openLiveClient(leaving.service.port, leaving.cookie);
    const silent = await rawLiveSocket(leaving.service.port, leaving.cookie);
    await leaving.service.app.close();
    expect(await browser.closed).toBe(1001);
    await closedByGateway(silent);
  });
});
