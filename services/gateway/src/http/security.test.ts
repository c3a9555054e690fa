import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, errorBodySchema, readJson, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { startService, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from '../gateway-service.js';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './security.js';

const redis = createTestRedis();
const password = 'security-test-password';
let database: TestDatabase;
let service: RunningService;
let base: string;
/** The session of the same-origin login in the first test. */
let cookie = '';

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    gatewayService,
    // This test is the gateway's proxy: what it says in X-Forwarded-Proto is believed.
    serviceTestEnv(database, redis, {
      PORT: '0',
      APP_PASSWORD: password,
      SESSION_SECRET: 'k'.repeat(40),
      FRONTEND_DIST: '/nonexistent',
      TRUST_PROXY: '127.0.0.1',
    }),
  );
  base = `http://127.0.0.1:${service.port}`;
});
afterAll(async () => {
  await service.app.close();
  await redis.clear();
  await database.drop();
});

const login = (attempt: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ password: attempt }),
  });

describe('gateway security', () => {
  it('refuses a state-changing call from another site with 403, and takes a same-origin one', async () => {
    const foreign = await login(password, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await readJson(foreign, errorBodySchema)).toEqual({ error: 'Cross-site request refused' });
    // The same host and port as an https page: another origin than this plain-http server.
    expect((await login(password, { origin: base.replace('http:', 'https:') })).status).toBe(403);
    const same = await login(password, { origin: base });
    expect(same.status).toBe(200);
    cookie = (same.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });

  it('sends page security headers on pages and images, and only the JSON ones on JSON answers, whatever the path', async () => {
    const page = await fetch(`${base}/api/docs`, { headers: { cookie } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const image = await fetch(`${base}/admin/queues/static/images/logo.svg`, { headers: { cookie } });
    expect([image.headers.get('content-type'), image.headers.get('x-frame-options')]).toEqual([
      expect.stringMatching(/^image\/svg/),
      'SAMEORIGIN',
    ]);
    for (const path of ['/api/session', '/health', '/%61pi/session', '/api/nothing', '/nothing']) {
      const json = await fetch(`${base}${path}`);
      expect([path, json.headers.get('x-content-type-options'), json.headers.get('content-security-policy')]).toEqual([
        path,
        'nosniff',
        null,
      ]);
    }
  });

  it('compares the scheme too: an https page is this origin only when the request came over https', async () => {
    const https = base.replace('http:', 'https:');
    const archive = (headers: Record<string, string>) =>
      fetch(`${base}/api/tokens/So11111111111111111111111111111111111111112/archive`, {
        method: 'POST',
        headers: { cookie, origin: https, ...headers },
      });
    expect((await archive({})).status).toBe(403);
    expect((await archive({ 'x-forwarded-proto': 'https' })).status).not.toBe(403);
  });

  it('sends HSTS only over https, and a CSP that lets a page reach its own host alone', async () => {
    const overHttp = await fetch(`${base}/api/docs`, { headers: { cookie } });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    const overHttps = await fetch(`${base}/api/docs`, { headers: { cookie, 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const policy = new Map(
      (overHttps.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
    );
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data:");
  });

  it('answers a login flood with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_MINUTE + 2; attempt++) statuses.push((await login('wrong')).status);
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_MINUTE - 1).every((status) => status === 401)).toBe(true);
    const limited = await login(password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(limited, errorBodySchema)).error).toMatch(/Too many login attempts; try again in \d+ s/);
  });
});
