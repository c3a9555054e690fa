import { analysisResponseSchema, type AnalysisResult } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { urlFromQueryKey } from './query-key-url';
import { requestParsed } from './request-json';

/** The analysis page refreshes its report every 60 s. */
export const analysisRefreshMs = 60_000;

/** GET /api/analyze/full/{address}: the token's security and market report (`{data}`). */
export function analysisQuery(address: string) {
  return queryOptions({
    queryKey: [`/api/analyze/full/${encodeURIComponent(address)}`] as const,
    queryFn: async ({ queryKey, signal }): Promise<AnalysisResult> =>
      (await requestParsed(analysisResponseSchema, urlFromQueryKey(queryKey), { signal })).data,
    refetchInterval: analysisRefreshMs,
  });
}
