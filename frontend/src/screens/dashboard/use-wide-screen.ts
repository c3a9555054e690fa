import { useSyncExternalStore } from 'react';

// Tailwind's lg breakpoint: a table from here on, cards below.
const wideScreen = window.matchMedia('(min-width: 1024px)');

function subscribe(onChange: () => void): () => void {
  wideScreen.addEventListener('change', onChange);
  return () => wideScreen.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the token table. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideScreen.matches);
}
