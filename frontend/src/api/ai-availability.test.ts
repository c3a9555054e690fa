import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { askAiAvailability } from './ai-availability';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(body: string, status: number, statusText = 'OK') {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(body, { status, statusText }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('askAiAvailability', () => {
  it('asks with a cost estimate, which costs nothing, and answers configured when it is answered', async () => {
    const fetchMock = answer('{"estimated_cost":0.0001,"tokens":320}', 200);
    await expect(askAiAvailability()).resolves.toEqual({ configured: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/estimate-cost');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ model: 'gpt-5-nano' });
  });

  it("answers not configured, in the server's words, when the server refuses with its 503", async () => {
    answer('{"error":"AI is not configured: set OPENAI_API_KEY"}', 503, 'Service Unavailable');
    await expect(askAiAvailability()).resolves.toEqual({ configured: false, reason: 'AI is not configured: set OPENAI_API_KEY' });
  });

  it("fails, rather than claim AI is off, on a 503 that is not the server's and on other errors", async () => {
    answer('<html>Service Unavailable</html>', 503, 'Service Unavailable');
    await expect(askAiAvailability()).rejects.toThrow('503: Service Unavailable');
    answer('{"error":"Not logged in"}', 401, 'Unauthorized');
    await expect(askAiAvailability()).rejects.toMatchObject({ status: 401 });
  });
});
