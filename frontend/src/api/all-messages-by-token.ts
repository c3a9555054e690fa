import {
  messagesByTokenChangesSchema,
  messagesByTokenSchema,
  withMessagesByTokenChanges,
  type MessagesByToken,
} from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pollList, unsharedList } from '../live/list-poll';

export const allMessagesByTokenQueryKey = ['/api/all-messages-by-token'] as const;
const messagesByToken = { whole: messagesByTokenSchema, changes: messagesByTokenChangesSchema, withChanges: withMessagesByTokenChanges };

/** Each token's messages, newest first (descriptions and the expanded strip); the live feed keeps them current, a slow poll reconciles. */
export const allMessagesByTokenQuery = queryOptions({
  queryKey: allMessagesByTokenQueryKey,
  queryFn: (context): Promise<MessagesByToken> => pollList(messagesByToken, context),
  ...unsharedList,
});
