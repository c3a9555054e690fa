import { tokenCallsResponseSchema, type TokenCallsResponse } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

/** GET /api/tokens/:address/calls: which chats called the token, oldest first; read again each minute as peaks move. */
export function tokenCallsQuery(address: string) {
  return queryOptions({
    // Its own path as the key: not under the token lists' key, which live frames rewrite.
    queryKey: [`/api/tokens/${encodeURIComponent(address)}/calls`] as const,
    queryFn: ({ queryKey: [path], signal }): Promise<TokenCallsResponse> => requestParsed(tokenCallsResponseSchema, path, { signal }),
    refetchInterval: 60_000,
  });
}
