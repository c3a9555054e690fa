import {
  messagesByTokenChangesSchema,
  messagesByTokenSchema,
  withMessagesByTokenChanges,
  type MessagesByToken,
} from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pollList } from '../live/list-poll';

export const allMessagesByTokenQueryKey = ['/api/all-messages-by-token'] as const;
const messagesByToken = { whole: messagesByTokenSchema, changes: messagesByTokenChangesSchema, withChanges: withMessagesByTokenChanges };

/** Each token's messages, newest first (descriptions and the expanded strip); polled every 3 s for what changed. */
export const allMessagesByTokenQuery = queryOptions({
  queryKey: allMessagesByTokenQueryKey,
  queryFn: (context): Promise<MessagesByToken> => pollList(messagesByToken, context),
  refetchInterval: 3_000,
});
