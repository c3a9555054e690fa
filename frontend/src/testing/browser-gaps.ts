/**
 * What jsdom lacks and the components reach for, filled in for the component tests only (the
 * other frontend tests run in node). Imported first by a component test, before React Router
 * (TextEncoder) or Radix (ResizeObserver, pointer capture) load.
 */
import { TextDecoder, TextEncoder } from 'node:util';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function matchNoMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

Object.assign(globalThis, { TextEncoder, TextDecoder });
// Radix measures its popups and TanStack Virtual its rows; jsdom lays nothing out, so nothing changes size.
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
if (!('matchMedia' in window)) Object.assign(window, { matchMedia: matchNoMedia });
// The page is on localhost, a secure context in a browser: copy buttons use navigator.clipboard
// (user-event's setup() puts one there).
Object.assign(window, { isSecureContext: true });
// Radix menus scroll their items into view and capture the pointer; jsdom has neither.
Object.assign(Element.prototype, {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  setPointerCapture: () => undefined,
});
// TanStack Virtual keeps the window's scroll where it was; jsdom scrolls nothing.
window.scrollTo = () => undefined;
