import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list; `onSight` runs when that element comes within
 * `marginPx` of the viewport while `enabled`, so the next page is asked for before the end shows.
 */
export function useLoadMoreOnSight<E extends Element>(enabled: boolean, onSight: () => void, marginPx = 400) {
  const ref = useRef<E>(null);
  // The observer outlives renders; it calls whatever onSight the latest render gave.
  const latestOnSight = useRef(onSight);
  useEffect(() => {
    latestOnSight.current = onSight;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestOnSight.current();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, marginPx]);

  return ref;
}
