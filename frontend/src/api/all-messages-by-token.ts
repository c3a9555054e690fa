import { messagesByTokenSchema, type MessagesByToken } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

export const allMessagesByTokenQueryKey = ['/api/all-messages-by-token'] as const;

/** Each token's messages, newest first (descriptions and the expanded strip); polled every 3 s (spec section 7). */
export const allMessagesByTokenQuery = queryOptions({
  queryKey: allMessagesByTokenQueryKey,
  queryFn: ({ signal }): Promise<MessagesByToken> =>
    requestParsed(messagesByTokenSchema, allMessagesByTokenQueryKey[0], { signal }),
  refetchInterval: 3_000,
});
