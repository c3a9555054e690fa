import { MESSAGES_PER_TOKEN, type AlertMessage } from '@solana-hub/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A page of a message list as the API answers it: newest first, with the count over all pages. */
export interface MessagePage {
  messages: AlertMessage[];
  totalCount: number;
}

/** The order of every message list of the API: newest time first, then highest id. */
function isNewer(message: AlertMessage, than: AlertMessage): boolean {
  const [at, thanAt] = [Date.parse(message.timestamp), Date.parse(than.timestamp)];
  return at === thanAt ? message.id > than.id : at > thanAt;
}

/**
 * The list with `message` in its place by time. Usually that is the top, but an alert can be
 * stored late (an imported Telegram export, a replay), and a trader reads the list as a
 * timeline. A message already there (an edited alert comes again under its id) is replaced
 * where it is.
 */
export function withMessageInOrder(messages: AlertMessage[], message: AlertMessage): AlertMessage[] {
  if (messages.some((listed) => listed.id === message.id)) return withMessageReplaced(messages, message);
  const olderAt = messages.findIndex((listed) => isNewer(message, listed));
  const at = olderAt === -1 ? messages.length : olderAt;
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** A token's strip (the newest MESSAGES_PER_TOKEN, as the server's answer holds) with `message` in its place. */
export function withMessageInStrip(strip: AlertMessage[], message: AlertMessage): AlertMessage[] {
  return withMessageInOrder(strip, message).slice(0, MESSAGES_PER_TOKEN);
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
    return { ...history, pages: pages.map((page, index) => (index === loadedAt ? { ...page, messages: withMessageInOrder(page.messages, message) } : page)) };
  }
  const isLast = (index: number) => index === pages.length - 1;
  const belongsAt = pages.findIndex(
    (page, index) => page.messages.some((listed) => isNewer(message, listed)) || (isLast(index) && !hasMoreAfter(page)),
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

/** The list with a rewritten `message` in place of its old self; the same list when it is not there. */
export function withMessageReplaced(messages: AlertMessage[], message: AlertMessage): AlertMessage[] {
  return messages.some((listed) => listed.id === message.id) ? messages.map((listed) => (listed.id === message.id ? message : listed)) : messages;
}

/** withMessageReplaced over loaded pages; nothing is counted, as nothing new arrived. */
export function withMessageReplacedInPages<P extends MessagePage>(history: InfiniteData<P>, message: AlertMessage): InfiniteData<P> {
  if (!history.pages.some((page) => page.messages.some((listed) => listed.id === message.id))) return history;
  return { ...history, pages: history.pages.map((page) => ({ ...page, messages: withMessageReplaced(page.messages, message) })) };
}
