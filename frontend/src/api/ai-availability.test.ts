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
  it('reads GET /api/ai/status with the session', async () => {
    const fetchMock = answer('{"configured":true}', 200);
    await expect(askAiAvailability()).resolves.toEqual({ configured: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/status');
    expect(init).toMatchObject({ credentials: 'include' });
  });

  it("answers not configured in the server's words", async () => {
    answer('{"configured":false,"reason":"AI is not configured: set OPENAI_API_KEY"}', 200);
    await expect(askAiAvailability()).resolves.toEqual({ configured: false, reason: 'AI is not configured: set OPENAI_API_KEY' });
  });

  it('fails, rather than claim AI is off, when the server cannot say', async () => {
    answer('<html>Service Unavailable</html>', 503, 'Service Unavailable');
    await expect(askAiAvailability()).rejects.toThrow('503: Service Unavailable');
    answer('{"configured":"maybe"}', 200);
    await expect(askAiAvailability()).rejects.toThrow('Unexpected answer from /api/ai/status');
  });
});
