import { alertMessageSchema, type AlertMessage } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { requestParsed } from './request-json';

/** The newest alert message of each token, keyed by token address. */
export type LatestMessages = Readonly<Record<string, AlertMessage>>;

export const latestMessagesQueryKey = ['/api/latest-messages'] as const;
const latestMessagesSchema = z.record(z.string(), alertMessageSchema);

/** Polled every 2 s (spec section 7); the live feed merges new messages in between. */
export const latestMessagesQuery = queryOptions({
  queryKey: latestMessagesQueryKey,
  queryFn: ({ signal }): Promise<LatestMessages> =>
    requestParsed(latestMessagesSchema, latestMessagesQueryKey[0], { signal }),
  refetchInterval: 2_000,
});
