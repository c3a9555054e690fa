import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type UIEvent } from 'react';
import { tokenMessagesQuery } from '../../api/token-messages';
import { MessageCard } from '../../ui/message-card';
import { historyMessages } from '../history/history-messages';
import { isNearEnd } from '../history/near-end';

const stripStatus = 'm-0 px-4 py-3 text-sm text-muted';

/**
 * Every message of an expanded token, side by side in a horizontally scrolling strip: its
 * history, read a page at a time as the strip nears its end (the dashboard's first load carries
 * only what a collapsed row shows). Cached with the history, and the live feed puts new
 * messages in both.
 */
export function MessageStrip({ address }: { address: string }) {
  const history = useInfiniteQuery(tokenMessagesQuery(address));
  const messages = useMemo(() => historyMessages(history.data?.pages ?? []), [history.data]);
  const { hasNextPage, fetchNextPage } = history;
  const onScroll = ({ currentTarget: strip }: UIEvent<HTMLDivElement>) => {
    const position = { scrollTop: strip.scrollLeft, clientHeight: strip.clientWidth, scrollHeight: strip.scrollWidth };
    // A scroll that nears the end again while the page is on its way must not restart the fetch.
    if (hasNextPage && isNearEnd(position)) void fetchNextPage({ cancelRefetch: false });
  };
  if (history.isPending) return <p className={stripStatus}>Loading messages…</p>;
  if (history.isError) return <p className={stripStatus}>{history.error.message}</p>;
  if (messages.length === 0) return <p className={stripStatus}>No messages</p>;
  return (
    <div className="flex snap-x gap-3 overflow-x-auto px-4 pt-1 pb-4" data-testid="message-strip" onScroll={onScroll}>
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} showLinks className="w-[85vw] max-w-[400px] shrink-0 snap-start lg:w-[400px]" />
      ))}
    </div>
  );
}
