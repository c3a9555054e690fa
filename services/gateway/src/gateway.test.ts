import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import { createTestDatabase, createTestRedis, newAlert, serviceTestEnv, readJson, type TestDatabase } from '@solana-hub/testing';
import { storeAlert } from '@solana-hub/db';
import { alertMessageSchema, tokenSchema } from '@solana-hub/contracts';
import { z } from 'zod';
import { connectRedis, publishEvent } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from './gateway-service.js';
import { tokenNamed } from './test-alert.fixture.js';

const redis = createTestRedis();
const publisher = connectRedis(redis.url);
const password = 'correct horse battery';
let database: TestDatabase;
let service: RunningService;
let base: string;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    gatewayService,
    serviceTestEnv(database, redis, {
      PORT: '0',
      APP_PASSWORD: password,
      SESSION_SECRET: 's'.repeat(40),
      FRONTEND_DIST: '/nonexistent',
    }),
  );
  base = `http://127.0.0.1:${service.port}`;
  cookie = await login(password);
});
afterAll(async () => {
  await service.app.close();
  publisher.disconnect();
  await redis.clear();
  await database.drop();
});

async function login(attempt: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: attempt }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function get(path: string, withCookie = cookie) {
  return fetch(`${base}${path}`, { headers: withCookie ? { cookie: withCookie } : {} });
}

describe('login and sessions', () => {
  it("answers a wrong password with 401 and 'Invalid password', an empty one with 400", async () => {
    const wrong = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: 'Invalid password' });
    const empty = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: '' }),
    });
    expect(empty.status).toBe(400);
  });

  it('sets an httpOnly SameSite=Lax session cookie on success', async () => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(await response.json()).toEqual({ success: true, message: 'Login successful' });
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
  });

  it('keeps /api closed without a session and says so on /api/session', async () => {
    const response = await get('/api/tokens', '');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not logged in' });
    expect(await (await get('/api/session', '')).json()).toEqual({ authenticated: false, demoFeed: true });
    expect(await (await get('/api/session')).json()).toEqual({ authenticated: true, demoFeed: true });
  });

  it('ends the session server-side on logout', async () => {
    const other = await login(password);
    const response = await fetch(`${base}/api/logout`, {
      method: 'POST',
      headers: { cookie: other, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await response.json()).toEqual({ success: true });
    expect((await get('/api/tokens', other)).status).toBe(401);
  });

  it('rejects a forged cookie', async () => {
    expect((await get('/api/tokens', 'hub_session=abc.def')).status).toBe(401);
  });
});

describe('tokens', () => {
  it('lists stored tokens newest first with the message-type filter, and the latest message per token', async () => {
    const token = (address: string, type: string, at: string) =>
      storeAlert(
        database.db,
        newAlert({
          chatId: 'c',
          messageId: `${address}-${at}`,
          messageType: type,
          timestamp: new Date(at),
          token: tokenNamed(address),
          marketCap: 1000,
          trendingLevel: '🟢',
        }),
      );
    await token('AAA', 'insider', '2026-01-01T00:00:00Z');
    await token('BBB', 'curated', '2026-01-02T00:00:00Z');

    const all = await readJson(await get('/api/tokens'), z.array(tokenSchema));
    expect(all.map((t) => t.token_address)).toEqual(['BBB', 'AAA']);
    const filtered = await readJson(await get('/api/tokens?message_types=insider'), z.array(tokenSchema));
    expect(filtered.map((t) => t.token_address)).toEqual(['AAA']);
    const latest = await readJson(await get('/api/latest-messages'), z.record(z.string(), alertMessageSchema));
    expect(latest.AAA).toMatchObject({ token_address: 'AAA', trending_level: '🟢', market_cap: 1000 });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
  });
});

describe('live feed', () => {
  it('refuses a WebSocket without a session', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${service.port}/ws`);
    const status = await new Promise<number>((resolve) => socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });

  it('sends NEW_MESSAGE and MESSAGE_UPDATED for published events and PONG for PING', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${service.port}/ws`, { headers: { cookie } });
    const frames: Array<{ type: string; data: unknown }> = [];
    socket.on('message', (data) => frames.push(JSON.parse((data as Buffer).toString()) as (typeof frames)[number]));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'PING' }));
    const message = {
      id: 1,
      message_id: '9',
      chat_id: 'c',
      message_type: 'insider',
      token_address: 'AAA',
      token_name: 'A',
      token_symbol: 'A',
      timestamp: new Date().toISOString(),
      message_text: 'hi',
      description: null,
      market_cap: 5,
      twitter_mentions: null,
      trending_level: null,
      links: '[]',
      caller_name: null,
      caller_link: null,
      text_dropped_at: null,
    };
    const edited = { ...message, message_text: 'hi (edited)', description: 'what the AI read' };
    await publishEvent(publisher, redis.prefix, { name: 'message.created', data: message });
    await publishEvent(publisher, redis.prefix, { name: 'message.updated', data: edited });
    const deadline = Date.now() + 5000;
    while (frames.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.close();
    expect(frames).toContainEqual({ type: 'PONG', data: null });
    expect(frames).toContainEqual({ type: 'NEW_MESSAGE', data: message, seq: expect.any(Number) });
    expect(frames).toContainEqual({ type: 'MESSAGE_UPDATED', data: edited, seq: expect.any(Number) });
  });
});
