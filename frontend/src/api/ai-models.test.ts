import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { askAiModels } from './ai-models';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(body: unknown, status = 200) {
  const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('askAiModels', () => {
  it('reads GET /api/ai/models with the session', async () => {
    const offer = {
      default: 'gpt-6.1-terra',
      fast: 'gpt-6-luna',
      models: [{ id: 'gpt-6-luna', tier: 'Ultra Fast', shutdown_date: null }],
      checked: true,
      problem: null,
    };
    const fetchMock = answer(offer);
    await expect(askAiModels()).resolves.toEqual(offer);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/models');
    expect(init).toMatchObject({ credentials: 'include' });
  });

  it('fails on an answer of another shape rather than offer a model it did not check', async () => {
    answer({ default: 'gpt-6.1-terra', models: [{ id: 'gpt 6', tier: 'Cheap' }] });
    await expect(askAiModels()).rejects.toThrow('Unexpected answer from /api/ai/models');
  });
});
