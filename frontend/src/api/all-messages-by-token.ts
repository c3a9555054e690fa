import { alertMessageSchema, messagesByTokenChangesSchema, type AlertMessage, type MessagesByTokenChanges } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pollList, unsharedList } from '../live/list-poll';
import { keyedListSchema, withEntries, type KeyedList } from './keyed-list';

/** What each dashboard token's collapsed row shows of its messages, newest first, keyed by token address. */
export type MessagesByToken = KeyedList<AlertMessage[]>;

export const allMessagesByTokenQueryKey = ['/api/all-messages-by-token'] as const;
const messagesByToken = {
  whole: keyedListSchema(alertMessageSchema.array()),
  changes: messagesByTokenChangesSchema,
  // As @solana-hub/contracts' withMessagesByTokenChanges does for the answer's object.
  withChanges: (held: MessagesByToken, changes: MessagesByTokenChanges) => withEntries(held, changes.tokens, changes.removed),
};

/** Each token's messages, newest first (descriptions and the expanded strip); the live feed keeps them current, a slow poll reconciles. */
export const allMessagesByTokenQuery = queryOptions({
  queryKey: allMessagesByTokenQueryKey,
  queryFn: (context): Promise<MessagesByToken> => pollList(messagesByToken, context),
  ...unsharedList,
});
