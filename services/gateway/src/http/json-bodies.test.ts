import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, newAlert, readJson } from '@solana-hub/testing';
import { storeAlerts } from '@solana-hub/db';
import { gatewayForTests } from '../test-gateway.fixture.js';

// The frontend sends JSON headers on every call, the body-less ones (logout,
// archive, unarchive) included. An empty body with a JSON content type is no body; anything else
// must be JSON, or a 400 that says what is wrong with it.

const password = 'json bodies password';
const gateway = gatewayForTests(password);
const TOKEN = 'So11111111111111111111111111111111111111112';
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

beforeAll(async () => {
  await storeAlerts(gateway.database.db, [
    newAlert({
      chatId: 'json',
      messageId: '1',
      timestamp: new Date(),
      text: `CA: ${TOKEN}`,
      token: { address: TOKEN, chain: 'solana', name: 'Wrapped', symbol: 'WSOL' },
    }),
  ]);
});

const post = (path: string, body?: string, cookie = gateway.cookie) =>
  fetch(`${gateway.base}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, ...(body === undefined ? {} : { body }) });

describe('a JSON content type', () => {
  it('with an empty body archives, unarchives and logs out', async () => {
    const archived = await post(`/api/tokens/${TOKEN}/archive`);
    expect([archived.status, await archived.json()]).toEqual([200, { success: true }]);
    const unarchived = await post(`/api/tokens/${TOKEN}/unarchive`, '');
    expect([unarchived.status, await unarchived.json()]).toEqual([200, { success: true }]);

    const login = await fetch(`${gateway.base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ password }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const loggedOut = await post('/api/logout', undefined, cookie);
    expect([loggedOut.status, await loggedOut.json()]).toEqual([200, { success: true }]);
    const session = await fetch(`${gateway.base}/api/session`, { headers: { cookie } });
    expect(await readJson(session, z.object({ authenticated: z.boolean() }).loose())).toMatchObject({ authenticated: false });
  });

  it('with an empty body where a body is needed is a 400 naming what is missing', async () => {
    const login = await fetch(`${gateway.base}/api/login`, { method: 'POST', headers: JSON_HEADERS });
    expect(login.status).toBe(400);
    expect((await readJson(login, errorBodySchema)).error).toMatch(/password|object/i);
    const template = await post('/api/templates');
    expect(template.status).toBe(400);
    expect((await readJson(template, errorBodySchema)).error).not.toBe('');
  });

  it('with malformed JSON, a poisoned prototype or too large a body is a 4xx {error} naming the problem', async () => {
    for (const body of [
      '{"password":',
      ' ',
      'null x',
      '{"__proto__":{"admin":true},"password":"x"}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ]) {
      const answer = await post('/api/templates', body);
      expect([body, answer.status, (await readJson(answer, errorBodySchema)).error]).toEqual([
        body,
        400,
        expect.stringMatching(/JSON|prototype|constructor/i),
      ]);
    }
    const huge = await post('/api/templates', JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    expect([huge.status, (await readJson(huge, errorBodySchema)).error]).toEqual([413, expect.stringMatching(/too large/i)]);
  });
});

describe('a body from a stranger, or nested too deep', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('is refused 401 before it is read: malformed, oversized or deeply nested, without a session', async () => {
    for (const body of ['{"password":', nested(100_000), JSON.stringify({ name: 'x'.repeat(300 * 1024) })]) {
      const answer = await post('/api/templates', body, '');
      expect([body.slice(0, 12), answer.status, (await readJson(answer, errorBodySchema)).error]).toEqual([
        body.slice(0, 12),
        401,
        'Not logged in',
      ]);
    }
    // A public route still reads its body: the login answers what is wrong with it.
    const login = await fetch(`${gateway.base}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: '{"password":' });
    expect(login.status).toBe(400);
  });

  it('is refused 400 without being parsed when nested deeper than 64 levels, with a session', async () => {
    const answer = await post('/api/templates', nested(65));
    expect([answer.status, (await readJson(answer, errorBodySchema)).error]).toEqual([400, 'body: JSON nested deeper than 64 levels']);
    const deepest = await post('/api/templates', nested(64));
    expect(deepest.status).toBe(400);
    expect((await readJson(deepest, errorBodySchema)).error).not.toMatch(/nested/);
  });
});
