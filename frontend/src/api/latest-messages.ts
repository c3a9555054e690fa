import { alertMessageSchema, latestMessageChangesSchema, type AlertMessage, type LatestMessageChanges } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { pollList, unsharedList } from '../live/list-poll';
import { keyedListSchema, withEntries, type KeyedList } from './keyed-list';

/** The newest alert message of each dashboard token (not archived), keyed by token address. */
export type LatestMessages = KeyedList<AlertMessage>;

export const latestMessagesQueryKey = ['/api/latest-messages'] as const;
const latestMessages = {
  whole: keyedListSchema(alertMessageSchema),
  changes: latestMessageChangesSchema,
  // As @solana-hub/contracts' withLatestMessageChanges does for the answer's object.
  withChanges: (held: LatestMessages, changes: LatestMessageChanges) => withEntries(held, changes.messages, changes.removed),
};

/** The live feed merges new messages in; a slow poll reconciles. */
export const latestMessagesQuery = queryOptions({
  queryKey: latestMessagesQueryKey,
  queryFn: (context): Promise<LatestMessages> => pollList(latestMessages, context),
  ...unsharedList,
});
