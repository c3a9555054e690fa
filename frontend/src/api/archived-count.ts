import { archivedCountSchema } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from './http-error';
import { requestParsed } from './request-json';

// Under the /api/tokens/hidden prefix, so archiving or unarchiving a token refreshes it.
const archivedCountPath = '/api/tokens/hidden/count';

/** GET /api/tokens/hidden/count: how many tokens are archived, for the nav bar. */
export const archivedCountQuery = queryOptions({
  queryKey: [archivedCountPath] as const,
  queryFn: async ({ signal }): Promise<number> => {
    try {
      return (await requestParsed(archivedCountSchema, archivedCountPath, { signal })).count;
    } catch (cause) {
      // Keeps the status, so a 401 still ends the session everywhere.
      if (cause instanceof HttpError) throw new HttpError(cause.status, 'Failed to fetch archived count');
      throw cause;
    }
  },
});
