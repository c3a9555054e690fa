import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { setTokenArchived, storeAlerts } from '@solana-hub/db';
import { alertMessageSchema, tokenSchema } from '@solana-hub/contracts';
import { connectRedis, publishEvents } from '@solana-hub/queue';
import { until } from '@solana-hub/testing';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { minuteAlert } from '../test-alert.fixture.js';

/** Long enough that within a test only an event (or this replica's own write) can explain a fresh answer. */
const TRUST_MS = 1_500;
const gateway = gatewayForTests('response cache password', { fingerprintTrustMs: TRUST_MS });
const publisher = connectRedis(gateway.redis.url);
afterAll(() => publisher.disconnect());

let sequence = 0;
const alert = (address: string) => minuteAlert('cache', ++sequence, address);

beforeAll(async () => {
  await storeAlerts(gateway.database.db, [alert('Cache1'), alert('Cache2')]);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The header block exactly as received: what a poll costs on the wire besides the body. */
  headerBytes: number;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, headerBytes, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const addresses = (answer: RawAnswer) =>
  z
    .array(tokenSchema)
    .parse(JSON.parse(answer.body.toString()))
    .map((token) => token.token_address);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds: events travel through Redis to the gateway, asynchronously. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

describe('the response cache of the polled lists', () => {
  it('shows a stored message once its event arrives, under a new ETag, well before the fingerprint is read again', async () => {
    const before = await raw('/api/latest-messages');
    const stored = await storeAlerts(gateway.database.db, [alert('Cache3')]);
    const message = alertMessageSchema.parse(stored.messages[0]);
    const published = Date.now();
    await publishEvents(publisher, gateway.redis.prefix, [{ name: 'message.created', data: message }]);
    const after = await eventually(
      () => raw('/api/latest-messages', { 'if-none-match': String(before.headers.etag) }),
      (answer) => answer.status === 200,
      TRUST_MS,
    );
    expect(Date.now() - published).toBeLessThan(TRUST_MS);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const latest = z.record(z.string(), alertMessageSchema).parse(JSON.parse(after.body.toString()));
    expect(latest.Cache3?.message_text).toBe(message.message_text);
    expect(addresses(await raw('/api/tokens'))).toContain('Cache3');
  });

  it('shows its own archive on the next request', async () => {
    const before = await raw('/api/tokens');
    await fetch(`${gateway.base}/api/tokens/Cache1/archive`, { method: 'POST', headers: { cookie: gateway.cookie } });
    const after = await raw('/api/tokens', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(addresses(after)).not.toContain('Cache1');
    await fetch(`${gateway.base}/api/tokens/Cache1/unarchive`, { method: 'POST', headers: { cookie: gateway.cookie } });
  });

  it('shows a change no event announced (another replica, an edit, a reprocess) once the fingerprint is read again', async () => {
    const before = await raw('/api/tokens');
    expect(addresses(before)).toContain('Cache2');
    await setTokenArchived(gateway.database.db, 'Cache2', true);
    // Unannounced, the change may wait for the next fingerprint check, but no longer.
    const after = await eventually(
      () => raw('/api/tokens', { 'if-none-match': String(before.headers.etag) }),
      (answer) => answer.status === 200,
      TRUST_MS + 1_000,
    );
    expect(after.status).toBe(200);
    expect(addresses(after)).not.toContain('Cache2');
    await setTokenArchived(gateway.database.db, 'Cache2', false);
  });

  it('answers an unchanged poll 304 with nothing but the version and the date', async () => {
    for (const path of ['/api/tokens', '/api/latest-messages', '/api/all-messages-by-token', '/api/message-type-stats']) {
      const first = await raw(path, { 'accept-encoding': 'gzip, br' });
      const again = await raw(path, { 'accept-encoding': 'gzip, br', 'if-none-match': String(first.headers.etag) });
      expect([path, again.status, again.body.length]).toEqual([path, 304, 0]);
      expect(Object.keys(again.headers).sort()).toEqual(['date', 'etag']);
      expect(again.headerBytes).toBeLessThan(100);
    }
  });

  it('counts the unchanged polls in the latency histogram, and answers a traced one its X-Request-Id', async () => {
    const polls = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${gateway.service.metricsPort}/metrics`)).text();
      const line = metrics
        .split('\n')
        .find((sample) => sample.startsWith('http_request_duration_seconds_count{method="GET",route="/api/tokens",status_code="304"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await polls();
    const first = await raw('/api/tokens');
    const unchanged = { 'if-none-match': String(first.headers.etag) };
    for (let poll = 0; poll < 3; poll++) expect((await raw('/api/tokens', unchanged)).status).toBe(304);
    const traced = await raw('/api/tokens', { ...unchanged, 'x-request-id': 'trace-1234' });
    expect([traced.status, traced.headers['x-request-id']]).toEqual([304, 'trace-1234']);
    // Fastify observes a request in its onResponse hook, after the answer is sent: the client may read the metrics first.
    await until(async () => (await polls()) >= before + 4, 'the four polls in the histogram', 5_000);
    expect(await polls()).toBe(before + 4);
  });

  it('answers a poll with a matching ETag but no live session 401, not 304', async () => {
    const first = await raw('/api/tokens');
    for (const cookie of ['', 'hub_session=forged.value']) {
      const stranger = await raw('/api/tokens', { cookie, 'if-none-match': String(first.headers.etag) });
      expect(stranger.status).toBe(401);
    }
  });

  it('leaves a bad query to the controller: 400 naming the field, whatever the ETag', async () => {
    const first = await raw('/api/tokens');
    const bad = await raw(`/api/tokens?message_types=${'x'.repeat(2_001)}`, { 'if-none-match': String(first.headers.etag) });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toEqual({ error: expect.stringContaining('message_types') });
  });

  it('sends one JSON in brotli, gzip or plain, as the client accepts, under one ETag', async () => {
    const plain = await raw('/api/tokens');
    const brotli = await raw('/api/tokens', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await raw('/api/tokens', { 'accept-encoding': 'gzip' });
    expect([plain.headers['content-encoding'], brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(1);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps a message_types filter apart from the whole list', async () => {
    const stored = await storeAlerts(gateway.database.db, [{ ...alert('Cache4'), messageType: 'curated' }]);
    await publishEvents(publisher, gateway.redis.prefix, [{ name: 'message.created', data: alertMessageSchema.parse(stored.messages[0]) }]);
    const all = await eventually(
      () => raw('/api/tokens'),
      (answer) => addresses(answer).includes('Cache4'),
      TRUST_MS,
    );
    expect(addresses(all)).toEqual(['Cache4', 'Cache3', 'Cache2', 'Cache1']);
    expect(addresses(await raw('/api/tokens?message_types=curated'))).toEqual(['Cache4']);
    expect(addresses(await raw('/api/tokens?message_types=insider,curated'))).toEqual(['Cache4', 'Cache3', 'Cache2', 'Cache1']);
    expect(addresses(await raw('/api/tokens?message_types=insider'))).toEqual(['Cache3', 'Cache2', 'Cache1']);
  });
});
