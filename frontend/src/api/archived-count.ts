import { archivedCountSchema } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestWithFailureText } from './request-with-failure-text';

// Under the /api/tokens/hidden prefix, so archiving or unarchiving a token refreshes it.
const archivedCountPath = '/api/tokens/hidden/count';

/** GET /api/tokens/hidden/count: how many tokens are archived, for the nav bar. */
export const archivedCountQuery = queryOptions({
  queryKey: [archivedCountPath] as const,
  queryFn: async ({ signal }): Promise<number> => {
    const answer = await requestWithFailureText(archivedCountSchema, archivedCountPath, () => 'Failed to fetch archived count', { signal });
    return answer.count;
  },
});
