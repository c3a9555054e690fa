import { tokenMessagesPageSchema, type TokenMessagesPage } from '@solana-hub/contracts';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { urlFromQueryKey } from './query-key-url';
import { requestWithFailureText } from './request-with-failure-text';
import { tokenDetailPath } from './token-detail';

/** The key of a token's history: /api/tokens/{address}/messages. */
export const tokenMessagesPath = (address: string) => `${tokenDetailPath(address)}/messages`;

/** Whether the key is that of a token's history, whichever token. */
export function isTokenMessagesKey(queryKey: QueryKey): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && /^\/api\/tokens\/[^/]+\/messages$/.test(path);
}

/** The page after the loaded ones, while the server says there is more. */
export function nextHistoryPage(lastPage: TokenMessagesPage, loadedPages: readonly TokenMessagesPage[]): number | undefined {
  return lastPage.hasMore ? loadedPages.length + 1 : undefined;
}

/** GET /api/tokens/{address}/messages?page=n, newest first, one page more each time the list nears its end. */
export function tokenMessagesQuery(address: string) {
  return infiniteQueryOptions({
    queryKey: [tokenMessagesPath(address)] as const,
    initialPageParam: 1,
    queryFn: ({ queryKey, pageParam, signal }): Promise<TokenMessagesPage> =>
      requestWithFailureText(
        tokenMessagesPageSchema,
        urlFromQueryKey([queryKey[0], { page: pageParam }]),
        () => 'Failed to fetch messages',
        { signal },
      ),
    getNextPageParam: nextHistoryPage,
  });
}
