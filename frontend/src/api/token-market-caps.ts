import { marketCapsResponseSchema, type MarketCapsResponse } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

/** GET /api/tokens/:address/market-caps: the token's market-cap history for its chart; read again each minute. */
export function tokenMarketCapsQuery(address: string) {
  return queryOptions({
    // Its own path as the key: not under the token lists' key, which live frames rewrite.
    queryKey: [`/api/tokens/${encodeURIComponent(address)}/market-caps`] as const,
    queryFn: ({ queryKey: [path], signal }): Promise<MarketCapsResponse> => requestParsed(marketCapsResponseSchema, path, { signal }),
    refetchInterval: 60_000,
  });
}
