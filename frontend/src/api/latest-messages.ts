import { alertMessageSchema, latestMessageChangesSchema, withLatestMessageChanges, type AlertMessage } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pollList, unsharedList } from '../live/list-poll';

/** The newest alert message of each dashboard token (not archived), keyed by token address. */
export type LatestMessages = Readonly<Record<string, AlertMessage>>;

export const latestMessagesQueryKey = ['/api/latest-messages'] as const;
const latestMessages = {
  whole: z.record(z.string(), alertMessageSchema),
  changes: latestMessageChangesSchema,
  withChanges: withLatestMessageChanges,
};

/** The live feed merges new messages in; a slow poll reconciles. */
export const latestMessagesQuery = queryOptions({
  queryKey: latestMessagesQueryKey,
  queryFn: (context): Promise<LatestMessages> => pollList(latestMessages, context),
  ...unsharedList,
});
