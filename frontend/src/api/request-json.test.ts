import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sessionResponseSchema } from '@solana-hub/contracts';
import { HttpError } from './http-error';
import { requestJson, requestParsed } from './request-json';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(body: string, init: ResponseInit) {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(body, init));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('requestJson', () => {
  it('sends the session cookie and answers the JSON body', async () => {
    const fetchMock = answer('{"authenticated":true}', { status: 200 });
    await expect(requestJson('/api/session')).resolves.toEqual({ authenticated: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/session', { credentials: 'include' });
  });

  it('raises status and body text below 500', async () => {
    answer('{"error":"Not authenticated"}', { status: 401, statusText: 'Unauthorized' });
    const error = await requestJson('/api/tokens').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: '401: {"error":"Not authenticated"}' });
  });

  it('raises status and status text from 500 on', async () => {
    answer('stack trace', { status: 502, statusText: 'Bad Gateway' });
    await expect(requestJson('/api/tokens')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('requestParsed', () => {
  it('rejects an answer that does not fit the contract', async () => {
    answer('{"authenticated":"yes"}', { status: 200 });
    await expect(requestParsed(sessionResponseSchema, '/api/session')).rejects.toThrow('Unexpected answer from /api/session');
  });
});
