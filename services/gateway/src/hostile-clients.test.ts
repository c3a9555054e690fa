import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { fastifyCookie } from '@fastify/cookie';
import { connectRedis } from '@solana-hub/queue';
import { REQUEST_TIMEOUT_MS } from '@solana-hub/runtime';
import { gatewayForTests, logIn, TEST_SESSION_SECRET, type GatewayForTests } from './test-gateway.fixture.js';
import { SESSION_RECHECK_MS } from './auth/session-store.js';
import { sessionIdFromCookieHeader } from './auth/session-cookie.js';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './http/security.js';
import { MAX_CLIENT_FRAME_BYTES, MAX_SOCKETS_PER_SESSION } from './live/live-feed.js';
import { closedByGateway, exchange, rawLiveSocket, sendAndReset, statusOf, upgradeRequest } from './live/raw-socket.fixture.js';
import { announce, anAlert, eventually, openLiveClient, received, upgradeStatus, type LiveClient } from './live/live-client.fixture.js';

// Hostile clients: each test attacks the real gateway over real sockets, and after each one the
// gateway must still be up, answer /health and stream to a good client.
const password = 'hostile clients password';
/** Its heartbeat is ten minutes away: only the buffer bound can close a socket that never reads. */
const gateway = gatewayForTests(password, { liveFeedHeartbeatMs: 10 * 60_000 });
/** A second gateway whose heartbeat runs every 100 ms, for sockets that never answer. */
const quickHeartbeat = gatewayForTests(password, { liveFeedHeartbeatMs: 100 });
const publisher = connectRedis(gateway.redis.url);
afterAll(() => publisher.disconnect());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Bytes no protocol expects: control characters and invalid UTF-8, the same on every run. */
const garbage = (length: number) => Buffer.from(Array.from({ length }, (_, index) => [0x00, 0x07, 0x7f, 0xc3, 0xff, 0x1b][index % 6] ?? 0));

/** Up, healthy, and a good client opened now gets the next alert. */
async function expectServing(replica: GatewayForTests): Promise<void> {
  expect((await fetch(`${replica.base}/health`)).status).toBe(200);
  const client = await openLiveClient(replica.service.port, replica.cookie);
  const alert = anAlert();
  await announce(publisher, replica.redis.prefix, alert);
  await eventually(() => received(client, alert), 'a good client gets the alert');
  client.socket.close();
  await client.closed;
}

/** The gateway_websocket_clients gauge of /metrics. */
async function connectedClients(replica: GatewayForTests): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${replica.service.metricsPort}/metrics`)).text();
  return Number(/^gateway_websocket_clients (\d+)$/m.exec(metrics)?.[1]);
}

afterEach(async () => {
  await expectServing(gateway);
});

describe('hostile clients: WebSocket upgrades', () => {
  it('survive upgrades reset by the client before, during and after the session check, many at once', async () => {
    const port = gateway.service.port;
    const upgrades = [
      upgradeRequest(port),
      upgradeRequest(port, { Cookie: 'hub_session=forged.signature' }),
      upgradeRequest(port, { Cookie: gateway.cookie }),
      upgradeRequest(port, { Cookie: gateway.cookie }).slice(0, 40),
    ];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(Array.from({ length: 40 }, (_, index) => sendAndReset(port, upgrades[index % upgrades.length] ?? '')));
    }
    // The resets arrive while the gateway answers; give it the time to meet them.
    await sleep(200);
    expect((await fetch(`${gateway.base}/health`)).status).toBe(200);
    await eventually(async () => (await connectedClients(gateway)) === 0, 'no reset socket is counted as a client');
  });

  it('answer malformed upgrades with a 4xx: bad key or version, no Upgrade header, another protocol, another method, garbage', async () => {
    const port = gateway.service.port;
    const cookie = gateway.cookie;
    const answers = {
      badKey: await exchange(port, upgradeRequest(port, { Cookie: cookie, 'Sec-WebSocket-Key': 'short' })),
      noKey: await exchange(port, upgradeRequest(port, { Cookie: cookie, 'Sec-WebSocket-Key': undefined })),
      badVersion: await exchange(port, upgradeRequest(port, { Cookie: cookie, 'Sec-WebSocket-Version': '12' })),
      anotherProtocol: await exchange(port, upgradeRequest(port, { Cookie: cookie, Upgrade: 'h2c' })),
      postUpgrade: await exchange(port, upgradeRequest(port, { Cookie: cookie }).replace(/^GET/, 'POST')),
      noUpgradeHeader: await exchange(port, upgradeRequest(port, { Cookie: cookie, Upgrade: undefined, Connection: 'close' })),
      garbage: await exchange(port, garbage(4096)),
      binaryRequestLine: await exchange(port, Buffer.concat([Buffer.from('GET /ws HTTP/1.1\r\n'), garbage(512), Buffer.from('\r\n\r\n')])),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, statusOf(answer)]))).toEqual({
      badKey: 400,
      noKey: 400,
      badVersion: 400,
      anotherProtocol: 400,
      postUpgrade: 405,
      noUpgradeHeader: 404,
      garbage: 400,
      binaryRequestLine: 400,
    });
  });

  it('refuse an HTTP/1.0 upgrade (WebSocket needs HTTP/1.1) with 400, also with a valid session', async () => {
    const port = gateway.service.port;
    expect(statusOf(await exchange(port, upgradeRequest(port, { Cookie: gateway.cookie }, { httpVersion: '1.0' })))).toBe(400);
    expect(statusOf(await exchange(port, upgradeRequest(port, {}, { httpVersion: '1.0' })))).toBe(400);
  });

  it('refuse upgrades to any other path or spelling of /ws with 404, also ones that are no URL', async () => {
    const port = gateway.service.port;
    const paths = ['/', '/ws/', '/WS', '/%77s', '//ws', '//', '/ws/../ws', '/./ws', '/api/tokens', '*', 'http://[', '/ws#x'];
    const statuses = await Promise.all(
      paths.map(async (path) => statusOf(await exchange(port, upgradeRequest(port, { Cookie: gateway.cookie }, { path })))),
    );
    expect(statuses).toEqual(paths.map(() => 404));
  });

  it('refuse upgrades from a page of another site with 403, even with a valid session; let in the same site and clients without Origin', async () => {
    const port = gateway.service.port;
    const cookie = gateway.cookie;
    expect(await upgradeStatus(port, cookie, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(port, cookie, { origin: 'null' })).toBe(403);
    expect(await upgradeStatus(port, cookie, { origin: `http://127.0.0.1:${port + 1}` })).toBe(403);
    // The same host and port, but an https page: another origin than this plain-http server.
    expect(await upgradeStatus(port, cookie, { origin: `https://127.0.0.1:${port}` })).toBe(403);
    expect(await upgradeStatus(port, cookie, { referer: 'https://evil.example/page' })).toBe(403);
    expect(await upgradeStatus(port, '', { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(port, cookie, { 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await upgradeStatus(port, cookie, { 'sec-fetch-site': 'same-origin', origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus(port, cookie, { origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus(port, cookie)).toBe(101);
  });
});

describe('hostile clients: frames and sockets', () => {
  it('close a socket that sends a frame over the size limit (1009), and ignore non-JSON and wrong-shaped frames', async () => {
    const port = gateway.service.port;
    const oversized = await openLiveClient(port, gateway.cookie);
    oversized.socket.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1));
    expect(await oversized.closed).toBe(1009);

    const chatty = await openLiveClient(port, gateway.cookie);
    for (const frame of ['not json', '{"type":"SUBSCRIBE","data":1}', '[]', 'null', '"PING"', '{"type":"PING","data":', '\u0000'])
      chatty.socket.send(frame);
    chatty.socket.send(garbage(64));
    chatty.socket.send(JSON.stringify({ type: 'PING' }));
    await eventually(() => chatty.frames.length > 0, 'the PING is answered');
    // Frames are answered in order: by the PONG, everything sent before it was read.
    expect(chatty.frames).toEqual([{ type: 'PONG', data: null }]);
    chatty.socket.close();
    await chatty.closed;
  });

  it('drop a reader that never reads once its buffer is full, while the others receive every frame', async () => {
    const port = gateway.service.port;
    const slow = await rawLiveSocket(port, gateway.cookie);
    const good = await openLiveClient(port, gateway.cookie);
    // 16 MB: more than the 4 MB bound plus what the kernel's socket buffers hold.
    const alerts = Array.from({ length: 256 }, () => anAlert('x'.repeat(64 * 1024)));
    for (const alert of alerts) await announce(publisher, gateway.redis.prefix, alert);
    await eventually(() => alerts.every((alert) => received(good, alert)), 'the good client gets every alert', 90_000);
    // The heartbeat of this gateway is ten minutes away: only the buffer bound can have closed it.
    await closedByGateway(slow);
    good.socket.close();
    await good.closed;
    // 16 MB through the compressor of two sockets: on a loaded machine more than the default 30 s.
  }, 120_000);

  it('close sockets that never answer a ping at the heartbeat, while sockets that answer stay', async () => {
    const port = quickHeartbeat.service.port;
    const good = await openLiveClient(port, quickHeartbeat.cookie);
    const halfOpen = await Promise.all([rawLiveSocket(port, quickHeartbeat.cookie), rawLiveSocket(port, quickHeartbeat.cookie)]);
    await Promise.all(halfOpen.map(closedByGateway));
    const alert = anAlert();
    await announce(publisher, quickHeartbeat.redis.prefix, alert);
    await eventually(() => received(good, alert), 'the answering client still gets alerts');
    good.socket.close();
    await good.closed;
    await expectServing(quickHeartbeat);
  });

  it(`cap a session at ${MAX_SOCKETS_PER_SESSION} sockets: the next one is refused 429, the open ones and other sessions keep their feed`, async () => {
    const port = gateway.service.port;
    const cookie = await logIn(gateway.base, password);
    const clients: LiveClient[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_SESSION; index += 1) clients.push(await openLiveClient(port, cookie));
    const over = await Promise.all([upgradeStatus(port, cookie), upgradeStatus(port, cookie)]);
    expect(over).toEqual([429, 429]);
    const other = await openLiveClient(port, gateway.cookie);
    const alert = anAlert();
    await announce(publisher, gateway.redis.prefix, alert);
    await eventually(() => [...clients, other].every((client) => received(client, alert)), 'every open socket gets the alert');
    for (const client of [...clients, other]) client.socket.close();
    await Promise.all([...clients, other].map((client) => client.closed));
    // A closed socket frees its place.
    expect(await upgradeStatus(port, cookie)).toBe(101);
  });
});

/** POST /api/login from a local address of its own (all of 127.0.0.0/8 is this machine). */
function loginFrom(localAddress: string, attempt: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ password: attempt });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: gateway.service.port,
        path: '/api/login',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('hostile clients: logins and cookies', () => {
  it('answer a flood of login attempts from one address with 429 and Retry-After, while a trader at another address logs in', async () => {
    const flood = await Promise.all(Array.from({ length: 3 * LOGIN_ATTEMPTS_PER_MINUTE }, () => loginFrom('127.0.0.2', 'guess')));
    expect(flood.filter((answer) => answer.status === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_MINUTE);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2 * LOGIN_ATTEMPTS_PER_MINUTE);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // The right password does not get through the flooded address either...
    expect((await loginFrom('127.0.0.2', password)).status).toBe(429);
    // ...and does from anywhere else.
    expect((await loginFrom('127.0.0.3', password)).status).toBe(200);
  });

  it('refuse forged, expired, other-secret and malformed session cookies on HTTP (401) and on the upgrade (401)', async () => {
    const expiring = await logIn(gateway.base, password);
    const id = sessionIdFromCookieHeader(expiring, TEST_SESSION_SECRET) ?? '';
    const redis = connectRedis(gateway.redis.url);
    await redis.del(`${gateway.redis.prefix}:session:${id}`);
    redis.disconnect();
    // (The replica that last saw the session alive trusts it this long.)
    await sleep(SESSION_RECHECK_MS + 50);
    const cookies = {
      forged: 'hub_session=abc.def',
      forgedId: `hub_session=${encodeURIComponent(`${id}.${'A'.repeat(43)}`)}`,
      unsigned: `hub_session=${id}`,
      expired: expiring,
      otherSecret: `hub_session=${encodeURIComponent(fastifyCookie.sign(id, 'another secret'.repeat(3)))}`,
      empty: 'hub_session=',
      badEscape: 'hub_session=%E0%A4%A',
      manyDots: 'hub_session=a.b.c.d',
      huge: `hub_session=${'x'.repeat(6000)}`,
      noValue: 'hub_session',
      separatorsOnly: ';;;==;',
      quoted: 'hub_session="unterminated',
    };
    for (const [kind, cookie] of Object.entries(cookies)) {
      const http = await fetch(`${gateway.base}/api/tokens`, { headers: { cookie } });
      expect({ kind, http: http.status, upgrade: await upgradeStatus(gateway.service.port, cookie) }).toEqual({
        kind,
        http: 401,
        upgrade: 401,
      });
    }
    // Bytes no client library would send.
    const latin1 = upgradeRequest(gateway.service.port, { Cookie: 'hub_session=\u00ff\u00fe.\u0080' });
    expect(statusOf(await exchange(gateway.service.port, Buffer.from(latin1, 'latin1')))).toBe(401);
  });
});

describe('hostile clients: slow senders', () => {
  it('have a bounded time to send their headers and their whole request (slowloris)', () => {
    const server = gateway.service.app.getHttpServer();
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe('hostile clients: afterwards', () => {
  it('count only the sockets still open in gateway_websocket_clients', async () => {
    await eventually(async () => (await connectedClients(gateway)) === 0, 'no socket is counted once all are gone');
    const client = await openLiveClient(gateway.service.port, gateway.cookie);
    expect(await connectedClients(gateway)).toBe(1);
    client.socket.close();
    await client.closed;
    await eventually(async () => (await connectedClients(gateway)) === 0, 'the closed socket is no longer counted');
    await eventually(async () => (await connectedClients(quickHeartbeat)) === 0, 'nor on the other gateway');
  });
});
