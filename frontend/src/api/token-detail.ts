import { tokenSchema, type Token } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

export const tokenDetailPath = (address: string) => `/api/tokens/${encodeURIComponent(address)}`;

/** GET /api/tokens/{address}: one token, archived or not (404 when it is unknown). */
export function tokenDetailQuery(address: string) {
  return queryOptions({
    queryKey: [tokenDetailPath(address)] as const,
    queryFn: ({ signal }): Promise<Token> => requestParsed(tokenSchema, tokenDetailPath(address), { signal }),
  });
}
