import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { aiEstimateCost, aiExtract } from './ai-client';

const realFetch = globalThis.fetch;
let logged: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  logged.mockRestore();
});

function answer(body: string, status = 200) {
  const fetchMock = jest
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(body, { status, statusText: status === 200 ? 'OK' : 'Not Found' }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

const request = { message: '🚨 NEW ALERT', prompt: 'Find the token', model: 'gpt-6.1-terra', schema: { type: 'object' }, useCache: true };

describe('aiExtract', () => {
  it('posts the request as JSON and answers the data and confidence', async () => {
    const fetchMock = answer('{"data":{"token_name":"Goblin Cat"},"confidence":0.92}');
    await expect(aiExtract(request)).resolves.toEqual({ data: { token_name: 'Goblin Cat' }, confidence: 0.92 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/extract');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual(request);
  });

  it('answers empty data with confidence 0 and only logs when the call fails', async () => {
    answer('{"error":"Not found"}', 404);
    await expect(aiExtract(request)).resolves.toEqual({ data: {}, confidence: 0 });
    expect(logged).toHaveBeenCalledWith('AI extraction failed', expect.any(Error));
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    answer('{"data":"Goblin Cat"}');
    await expect(aiExtract(request)).resolves.toEqual({ data: {}, confidence: 0 });
  });
});

describe('aiEstimateCost', () => {
  it('answers what the server says', async () => {
    answer('{"estimated_cost":0.0004,"tokens":312}');
    await expect(aiEstimateCost({ message: 'x', prompt: 'y', model: 'gpt-6.1-sol' })).resolves.toEqual({
      estimated_cost: 0.0004,
      tokens: 312,
    });
  });

  it('answers a zero estimate when the call fails', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(aiEstimateCost({ message: 'x', prompt: 'y', model: 'gpt-6.1-sol' })).resolves.toEqual({ estimated_cost: 0, tokens: 0 });
    expect(logged.mock.calls.map(([message]) => message as unknown)).toEqual(['Cost estimation failed']);
  });
});
