import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, newAlert, readJson, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '@solana-hub/db';
import { storedTemplateSchema } from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { tokenNamed } from '../test-alert.fixture.js';

const password = 'caching password';
const gateway = gatewayForTests(password);
let database: TestDatabase;
let base: string;
let cookie: string;

beforeAll(async () => {
  ({ database, base, cookie } = gateway);
  const alerts = ['Tok1', 'Tok2', 'Tok3'].map((address, i) =>
    newAlert({
      chatId: 'chat',
      messageId: String(i),
      timestamp: new Date(Date.now() - i * 60_000),
      text: `alert about ${address}`,
      token: tokenNamed(address),
      marketCap: 1000 * (i + 1),
      trendingLevel: '🟢',
    }),
  );
  await storeAlerts(database.db, alerts);
  await fetch(`${base}/api/tokens/Tok3/archive`, { method: 'POST', headers: { cookie } });
});

/** Every GET the screens poll. */
const polled = [
  '/api/tokens',
  '/api/latest-messages',
  '/api/all-messages-by-token',
  '/api/message-type-stats',
  '/api/tokens/hidden/count',
  '/api/tokens/hidden?page=1&limit=50',
  '/api/messages',
  '/api/templates',
  '/api/tokens/Tok1',
  '/api/tokens/Tok1/messages?page=1',
  '/api/templates/1',
  '/api/extractor-presets',
];

/** A raw request, to see the bytes on the wire (fetch would decompress them). */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('without a session', () => {
  it('answers every new call 401 {error}', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ...polled.map((path): [string, string] => ['GET', path]),
      ['POST', '/api/tokens/Tok1/archive'],
      ['POST', '/api/tokens/Tok1/unarchive'],
      ['POST', '/api/templates', { name: 'x', display_name: 'x' }],
      ['PUT', '/api/templates/1', { enabled: false }],
      ['DELETE', '/api/templates/1'],
    ];
    for (const [method, path, body] of calls) {
      const response = await fetch(`${base}${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(await readJson(response, errorBodySchema)).toEqual({ error: 'Not logged in' });
    }
    // Nothing changed meanwhile.
    const template = await readJson(await fetch(`${base}/api/templates/1`, { headers: { cookie } }), storedTemplateSchema);
    expect(template.enabled).toBe(true);
    expect(
      (await readJson(await fetch(`${base}/api/tokens/hidden/count`, { headers: { cookie } }), z.object({ count: z.number() }))).count,
    ).toBe(1);
  });
});

describe('polled calls', () => {
  it('answer with an ETag and 304 without a body while nothing changed', async () => {
    for (const path of polled) {
      const first = await raw(path, {});
      expect([path, first.status]).toEqual([path, 200]);
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await raw(path, { 'if-none-match': String(etag) });
      expect([path, again.status, again.body.length]).toEqual([path, 304, 0]);
    }
  });

  it('answer 200 with a new ETag once the data changed', async () => {
    const before = await raw('/api/tokens', {});
    await fetch(`${base}/api/tokens/Tok2/archive`, { method: 'POST', headers: { cookie } });
    const after = await raw('/api/tokens', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      z
        .array(z.object({ token_address: z.string() }))
        .parse(JSON.parse(after.body.toString()))
        .map((t) => t.token_address),
    ).toEqual(['Tok1']);
    await fetch(`${base}/api/tokens/Tok2/unarchive`, { method: 'POST', headers: { cookie } });
  });
});

describe('compression', () => {
  it('sends large answers gzip- or brotli-encoded, as the client accepts', async () => {
    const plain = await raw('/api/extractor-presets', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await raw('/api/extractor-presets', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    const brotli = await raw('/api/extractor-presets', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const unchanged = await raw('/api/extractor-presets', { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect([unchanged.status, unchanged.body.length]).toEqual([304, 0]);
  });
});
