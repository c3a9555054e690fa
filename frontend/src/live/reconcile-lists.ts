import { focusManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { allMessagesByTokenQueryKey } from '../api/all-messages-by-token';
import { latestMessagesQueryKey } from '../api/latest-messages';
import { tokensPath } from '../api/tokens';
import { RECONCILE_INTERVAL_MS } from './list-poll';
import { refetchMessageLists } from './message-list-updates';

const polledLists: readonly unknown[] = [tokensPath, latestMessagesQueryKey[0], allMessagesByTokenQueryKey[0]];

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

/**
 * Polls the lists the screens show every RECONCILE_INTERVAL_MS while the tab is in front, as a
 * safety net. Not TanStack Query's `refetchInterval`: that restarts whenever a list's data is
 * updated, so with live frames updating the token list several times a second it never fired.
 * A list still being read is left to finish (no cancelled request); one no screen shows is not read.
 */
export function useReconcileTimer(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      if (!focusManager.isFocused()) return;
      void queryClient.refetchQueries(
        { predicate: (query) => polledLists.includes(query.queryKey[0]), type: 'active' },
        { cancelRefetch: false },
      );
    }, RECONCILE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
}
