import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { HttpError } from './http-error';
import { login, logout, logoutEverywhere } from './session';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function serverAnswers(status: number, body: unknown) {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('login', () => {
  it('succeeds on {success: true}', async () => {
    serverAnswers(200, { success: true, message: 'Login successful' });
    await expect(login('secret')).resolves.toEqual({ success: true });
  });

  it("fails with the server's message, else 'Invalid password'", async () => {
    serverAnswers(401, { success: false, message: 'Wrong password, try again' });
    await expect(login('guess')).resolves.toEqual({ success: false, message: 'Wrong password, try again' });
    serverAnswers(429, { error: 'Too many login attempts; try again in 42 s' });
    await expect(login('guess')).resolves.toEqual({ success: false, message: 'Too many login attempts; try again in 42 s' });
    serverAnswers(401, { success: false, message: '' });
    await expect(login('guess')).resolves.toEqual({ success: false, message: 'Invalid password' });
  });

  it('throws on a server fault, which the page reports as an unexpected error', async () => {
    serverAnswers(502, null);
    await expect(login('secret')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('logout', () => {
  it('posts a JSON body (the server refuses an empty one) and answers whether the session is over', async () => {
    const fetchMock = serverAnswers(200, { success: true });
    await expect(logout()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    serverAnswers(401, { error: 'Not logged in' });
    await expect(logout()).resolves.toBe(true);
    serverAnswers(500, { error: 'Redis is down' });
    await expect(logout()).resolves.toBe(false);
  });
});

describe('logoutEverywhere', () => {
  it('posts to its own route and answers whether this session is over, as logout does', async () => {
    const fetchMock = serverAnswers(200, { success: true });
    await expect(logoutEverywhere()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/logout-everywhere');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    serverAnswers(401, { error: 'Not logged in' });
    await expect(logoutEverywhere()).resolves.toBe(true);
    serverAnswers(503, { error: 'Sessions cannot be checked right now; try again in a moment' });
    await expect(logoutEverywhere()).resolves.toBe(false);
  });
});
