import type { AlertMessage } from '@solana-hub/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { COPIED_CONFIRMATION_MS, CopyButton } from '../../ui/copy-button';
import { MessageCard } from '../../ui/message-card';
import { MessageCardSkeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { isNearEnd } from './near-end';
import { CorrectionDialog } from './correction-dialog';

// A virtual list: 250 px per card estimate, overscan 10, a 600 px high list area.
const ESTIMATED_CARD_PX = 250;
const OVERSCAN = 10;
const CARD_GAP_PX = 12;

interface Props {
  messages: readonly AlertMessage[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * A token's messages in a virtualized 600 px area: only the cards near the view are in the page,
 * and the next page is fetched once the trader scrolls within 200 px of the end.
 */
export function MessageHistoryList({ messages, hasMore, loadingMore, onLoadMore }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const virtualizer = useVirtualizer({
    // One extra row holds a placeholder card while more can be loaded.
    count: messages.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: OVERSCAN,
    gap: CARD_GAP_PX,
    getItemKey: (index) => messages[index]?.id ?? 'loading',
  });

  const loadMoreWhenNearEnd = useCallback(() => {
    const area = scrollRef.current;
    if (area && hasMore && !loadingMore && isNearEnd(area)) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore]);

  // A page that does not fill the area, or a page that just arrived, may leave the end in view.
  useEffect(loadMoreWhenNearEnd, [loadMoreWhenNearEnd, messages.length]);

  const copied = () => toast({ title: 'Message copied to clipboard', variant: 'success', durationMs: COPIED_CONFIRMATION_MS });

  return (
    <div
      ref={scrollRef}
      onScroll={loadMoreWhenNearEnd}
      className="h-[600px] overflow-y-auto overscroll-contain rounded-card border border-border bg-bg p-3"
      data-testid="message-history"
      tabIndex={0}
      aria-label="Message history"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const message = messages[row.index];
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {message ? (
                <MessageCard
                  message={message}
                  showLinks
                  actions={
                    <>
                      {message.token_address ? <CorrectionDialog message={message} address={message.token_address} /> : null}
                      {message.text_dropped_at === null ? (
                        <CopyButton text={message.message_text} label="Copy" onCopied={copied} testId="copy-message" />
                      ) : null}
                    </>
                  }
                />
              ) : (
                <MessageCardSkeleton />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
