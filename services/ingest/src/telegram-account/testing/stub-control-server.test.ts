import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { FakeTelegram } from './fake-telegram.js';
import { startStubControlServer, stubChannel } from './stub-control-server.js';

// The stub account's control API over real HTTP: what it does to the fake Telegram, and the
// answer to every request it cannot take (it is test tooling, but a wrong call must say why).

const telegram = new FakeTelegram();
telegram.addChannel({ id: 42, title: 'Alpha Calls' });
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startStubControlServer(telegram, [stubChannel(42, 'Alpha Calls')], 0, pino({ level: 'silent' }));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function call(method: string, path: string, body?: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('the stub account control API', () => {
  it('listens on 127.0.0.1 only', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('lists the channels under the ids the hub stores', async () => {
    expect(await call('GET', '/channels')).toEqual({
      status: 200,
      json: [{ channelId: 42, chatId: '-1000000000042', title: 'Alpha Calls' }],
    });
  });

  it('posts with entities and buttons, edits and deletes in the fake Telegram', async () => {
    const posted = await call(
      'POST',
      '/channels/42/posts',
      JSON.stringify({
        text: 'Chart here',
        entities: [{ type: 'text_link', offset: 0, length: 5, url: 'https://pump.fun/coin/x' }],
        buttons: [[{ text: 'Buy', url: 'https://jup.ag/swap/x' }]],
      }),
    );
    expect(posted).toMatchObject({ status: 201, json: { chatId: '-1000000000042', messageId: 1 } });
    expect((posted.json as { postedAtMs: number }).postedAtMs).toBeGreaterThan(Date.now() - 60_000);

    const edited = await call('PUT', '/channels/42/posts/1', JSON.stringify({ text: 'Chart here, edited' }));
    expect(edited.status).toBe(200);
    expect((edited.json as { editDate: number }).editDate).toBeGreaterThan(0);
    expect(await call('DELETE', '/channels/42/posts/1')).toEqual({ status: 204, json: null });
    expect(await call('PUT', '/channels/42/posts/1', JSON.stringify({ text: 'gone' }))).toEqual({
      status: 404,
      json: { error: 'no message 1 in channel 42' },
    });
  });

  it('answers 400 naming the field, 404 for an unknown channel or route, 413 for a body over 64 KB', async () => {
    const noText = await call('POST', '/channels/42/posts', JSON.stringify({ entities: [] }));
    expect(noText.status).toBe(400);
    expect(JSON.stringify(noText.json)).toContain('text');
    expect((await call('POST', '/channels/42/posts', '{not json')).status).toBe(400);
    const linkWithoutUrl = await call(
      'POST',
      '/channels/42/posts',
      JSON.stringify({ text: 'x', entities: [{ type: 'text_link', offset: 0, length: 1 }] }),
    );
    expect(linkWithoutUrl.status).toBe(400);
    expect(await call('POST', '/channels/7/posts', JSON.stringify({ text: 'x' }))).toEqual({
      status: 404,
      json: { error: 'no channel 7 in the stub account' },
    });
    expect((await call('GET', '/nothing')).status).toBe(404);
    expect((await call('POST', '/channels/42/posts', JSON.stringify({ text: 'x'.repeat(70_000) }))).status).toBe(413);
  });

  it('drops the connection (posts meanwhile reach no client) and restores it', async () => {
    const pushed: unknown[] = [];
    const lost: boolean[] = [];
    telegram.attach({
      authKey: () => Promise.resolve(null),
      pushUpdates: (updates) => pushed.push(updates),
      connectionChanged: (isLost) => lost.push(isLost),
    });
    expect((await call('POST', '/connection/drop')).status).toBe(204);
    expect((await call('POST', '/channels/42/posts', JSON.stringify({ text: 'while away' }))).status).toBe(201);
    expect(pushed).toHaveLength(0);
    expect((await call('POST', '/connection/restore')).status).toBe(204);
    expect(lost).toEqual([true, false]);
    expect((await call('POST', '/channels/42/posts', JSON.stringify({ text: 'back' }))).status).toBe(201);
    expect(pushed).toHaveLength(1);
  });
});
