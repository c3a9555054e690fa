import type { AlertMessage, TracerPage } from '@solana-hub/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { allMessagesByTokenQuery } from '../api/all-messages-by-token';
import { withEntry } from '../api/keyed-list';
import { latestMessagesQuery } from '../api/latest-messages';
import { isFoundBySearchKey, messageSearchPath } from '../api/message-search';
import { isTokenMessagesKey, tokenMessagesQuery } from '../api/token-messages';
import { withMessageInPages, withMessageInStrip, withMessageReplaced, withMessageReplacedInPages, type MessagePage } from './message-order';

/**
 * Puts a newly stored message into every cached list of messages that shows it: the token's
 * expanded strip, its history and the Message Tracer. The trader sees the alert the moment it
 * is stored, not at the next poll (the history is never polled at all).
 */
export function addToMessageLists(queryClient: QueryClient, message: AlertMessage): void {
  const address = message.token_address;
  if (address) {
    queryClient.setQueryData(
      allMessagesByTokenQuery.queryKey,
      (byToken) => byToken && withEntry(byToken, address, withMessageInStrip(byToken.get(address) ?? [], message)),
    );
    queryClient.setQueryData(tokenMessagesQuery(address).queryKey, (history) =>
      history ? withMessageInPages(history, message, (page) => page.hasMore) : history,
    );
  }
  addToTracer(queryClient, message);
}

/**
 * The tracer's cached searches get the message in place when their filters let it through and
 * are left alone otherwise. Not an invalidation: that would refetch every loaded page one after
 * another, so a trader deep in the list would see it jump, and the alert would still wait for
 * those answers. The filters are in each query's key, so the check is exact.
 */
function addToTracer(queryClient: QueryClient, message: AlertMessage): void {
  const searches = queryClient.getQueriesData<InfiniteData<TracerPage>>({ queryKey: [messageSearchPath] });
  for (const [key, search] of searches) {
    if (!search || !isFoundBySearchKey(message, key)) continue;
    queryClient.setQueryData(
      key,
      withMessageInPages(search, message, (page) => page.nextCursor !== null),
    );
  }
}

/**
 * Shows a rewritten message (an edited alert, its AI extractors' answers) wherever it is loaded:
 * the strips, histories and tracer searches, and the token's latest message, each in place. A
 * list that has not loaded it is left alone: nothing new arrived, so nothing is counted.
 */
export function replaceInMessageLists(queryClient: QueryClient, message: AlertMessage): void {
  queryClient.setQueryData(allMessagesByTokenQuery.queryKey, (byToken) => {
    // Looked up by id, not by token: an edit may have moved the message to another token.
    const held = byToken && [...byToken].find(([, strip]) => strip.some((listed) => listed.id === message.id));
    return byToken && held ? withEntry(byToken, held[0], withMessageReplaced(held[1], message)) : byToken;
  });
  queryClient.setQueryData(latestMessagesQuery.queryKey, (latest) => {
    const address = message.token_address;
    return latest && address && latest.get(address)?.id === message.id ? withEntry(latest, address, message) : latest;
  });
  const isPagedList = (key: QueryKey) => key[0] === messageSearchPath || isTokenMessagesKey(key);
  for (const [key, list] of queryClient.getQueriesData<InfiniteData<MessagePage>>({ predicate: (query) => isPagedList(query.queryKey) })) {
    if (list) queryClient.setQueryData(key, withMessageReplacedInPages(list, message));
  }
}

/**
 * After the live feed was cut off, the message lists may have missed alerts: read them again.
 * (The history is not polled, so without this it would stay behind until reloaded.)
 */
export function refetchMessageLists(queryClient: QueryClient): Promise<void> {
  const isMessageList = (key: QueryKey) =>
    key[0] === allMessagesByTokenQuery.queryKey[0] || key[0] === messageSearchPath || isTokenMessagesKey(key);
  return queryClient.invalidateQueries({ predicate: (query) => isMessageList(query.queryKey) });
}
