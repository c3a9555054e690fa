import { isNewerMessage, withMessageInOrder, withMessageReplaced, type AlertMessage } from '@solana-hub/contracts';
import type { InfiniteData } from '@tanstack/react-query';

// The placement of one message in one list is shared with the polls' answers of changes.
export { withMessageInOrder, withMessageInStrip, withMessageReplaced } from '@solana-hub/contracts';

/** A page of a message list as the API answers it: newest first, with the count over all pages. */
export interface MessagePage {
  messages: AlertMessage[];
  totalCount: number;
}

/**
 * The loaded pages of a message list with a newly stored `message`: put on the page where it
 * belongs by time and counted on every page. When it sorts after everything loaded while the
 * server has more (`hasMoreAfter` the last page), it is only counted: it comes with the page
 * that holds it. A message already loaded is replaced where it is, not counted again.
 */
export function withMessageInPages<P extends MessagePage>(
  history: InfiniteData<P>,
  message: AlertMessage,
  hasMoreAfter: (page: P) => boolean,
): InfiniteData<P> {
  const { pages } = history;
  const loadedAt = pages.findIndex((page) => page.messages.some((listed) => listed.id === message.id));
  if (loadedAt !== -1) {
    return {
      ...history,
      pages: pages.map((page, index) => (index === loadedAt ? { ...page, messages: withMessageInOrder(page.messages, message) } : page)),
    };
  }
  const isLast = (index: number) => index === pages.length - 1;
  const belongsAt = pages.findIndex(
    (page, index) => page.messages.some((listed) => isNewerMessage(message, listed)) || (isLast(index) && !hasMoreAfter(page)),
  );
  return {
    ...history,
    pages: pages.map((page, index) => ({
      ...page,
      messages: index === belongsAt ? withMessageInOrder(page.messages, message) : page.messages,
      totalCount: page.totalCount + 1,
    })),
  };
}

/** withMessageReplaced over loaded pages; nothing is counted, as nothing new arrived. */
export function withMessageReplacedInPages<P extends MessagePage>(history: InfiniteData<P>, message: AlertMessage): InfiniteData<P> {
  if (!history.pages.some((page) => page.messages.some((listed) => listed.id === message.id))) return history;
  return { ...history, pages: history.pages.map((page) => ({ ...page, messages: withMessageReplaced(page.messages, message) })) };
}
