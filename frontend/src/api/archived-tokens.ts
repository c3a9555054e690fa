import { archivedTokensPageSchema, type ArchivedSortField, type ArchivedTokensPage, type SortOrder } from '@solana-hub/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { urlFromQueryKey } from './query-key-url';
import { requestWithFailureText } from './request-with-failure-text';

/** Which archived tokens to show: one page of them, in one order, filtered. */
export interface ArchivedTokensRequest {
  page: number;
  limit: number;
  sortBy: ArchivedSortField;
  sortOrder: SortOrder;
  /** Part of a name, symbol or address; empty shows every archived token. */
  search: string;
  athMultipleMin: number | undefined;
  athMultipleMax: number | undefined;
}

/**
 * GET /api/tokens/hidden, fresh for 10 s. While another page or filter loads,
 * the previous answer stays on screen (marked 'Updating...') instead of blanking the table.
 * The key starts with /api/tokens/hidden, so archive and unarchive refresh it.
 */
export function archivedTokensQuery(request: ArchivedTokensRequest) {
  return queryOptions({
    queryKey: ['/api/tokens/hidden', { ...request, search: request.search.trim() }] as const,
    queryFn: ({ queryKey, signal }): Promise<ArchivedTokensPage> =>
      requestWithFailureText(archivedTokensPageSchema, urlFromQueryKey(queryKey), () => 'Failed to fetch archived tokens', { signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
