import { useEffect, useRef } from 'react';
import { ownsKeys } from './dashboard-keys';

/**
 * Focuses the element when the keyboard chooses it (j/k), and again when the virtual list mounts
 * it anew, unless the trader is typing somewhere: a row never takes the cursor out of the search.
 */
export function useFocusWhenChosen<T extends HTMLElement>(chosen: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (chosen && !ownsKeys(document.activeElement)) ref.current?.focus({ preventScroll: true });
  }, [chosen]);
  return ref;
}
