import { useSyncExternalStore } from 'react';

// One shared 1-second clock for every ticking cell, instead of a timer per cell
// (elapsed times refresh every second).
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time in ms, updated every second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
