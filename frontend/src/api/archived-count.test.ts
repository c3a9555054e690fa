import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { archivedCountQuery } from './archived-count';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function fetchCount(status: number, body: unknown) {
  globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  return new QueryClient().fetchQuery(archivedCountQuery);
}

describe('archivedCountQuery', () => {
  it('answers the number of archived tokens', async () => {
    await expect(fetchCount(200, { count: 7 })).resolves.toBe(7);
  });

  it("fails with 'Failed to fetch archived count', keeping the status", async () => {
    await expect(fetchCount(500, { error: 'boom' })).rejects.toMatchObject({ status: 500, message: 'Failed to fetch archived count' });
  });
});
