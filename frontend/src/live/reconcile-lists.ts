import type { QueryClient } from '@tanstack/react-query';
import { latestMessagesQueryKey } from '../api/latest-messages';
import { tokensPath } from '../api/tokens';
import { refetchMessageLists } from './message-list-updates';

/** Reads the token lists again now (the changes since the version held). */
export function reconcileTokenLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [tokensPath] });
}

/**
 * Reads every list the live feed keeps current again: after the feed was cut off, or a frame's
 * sequence number said events were lost.
 */
export async function reconcileLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    reconcileTokenLists(queryClient),
    queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey }),
    refetchMessageLists(queryClient),
  ]);
}
