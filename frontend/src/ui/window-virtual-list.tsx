import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

interface Props<T> {
  items: readonly T[];
  /** Stable identity of an item, so measured heights follow it when the order changes. */
  itemKey: (item: T) => string;
  /** First guess of an item's height in px, before it is measured. */
  estimateSize: number;
  renderItem: (item: T) => ReactNode;
  /** Space between items in px. */
  gap?: number;
  className?: string;
  testId?: string;
  /** The item the keyboard is on, scrolled into view (and so mounted) when it changes; -1 for none. */
  activeIndex?: number;
}

/**
 * A list scrolled with the page that only mounts the items near the viewport (TanStack Virtual),
 * so thousands of rows stay smooth. Items are measured after rendering, so they may grow (an
 * expanded row) without a fixed height.
 */
export function WindowVirtualList<T>({
  items,
  itemKey,
  estimateSize,
  renderItem,
  gap = 0,
  className = '',
  testId,
  activeIndex = -1,
}: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetFromPageTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: (index) => itemKey(items[index] as T),
    overscan: 10,
    gap,
    scrollMargin,
  });
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div ref={listRef} className={`relative w-full ${className}`} style={{ height: virtualizer.getTotalSize() }} data-testid={testId}>
      {virtualizer.getVirtualItems().map((virtualItem) => (
        <div
          key={virtualItem.key}
          data-index={virtualItem.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 w-full"
          style={{ transform: `translateY(${virtualItem.start - scrollMargin}px)` }}
        >
          {renderItem(items[virtualItem.index] as T)}
        </div>
      ))}
    </div>
  );
}

/** Where the list starts on the page; it moves when content above it (filters, notices) changes. */
function useOffsetFromPageTop(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
