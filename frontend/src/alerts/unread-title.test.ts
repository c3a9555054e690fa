import { describe, expect, it } from '@jest/globals';
import { countUnreadFiring, titleWithUnread } from './unread-title';

/** A tab the test hides and shows, with the page's own event. */
function fakeTab(title: string) {
  const listeners: Array<() => void> = [];
  return {
    hidden: false,
    title,
    addEventListener: (_: string, listener: () => void) => {
      listeners.push(listener);
    },
    show() {
      this.hidden = false;
      for (const listener of listeners) listener();
    },
  };
}

describe('the unread count in the tab title', () => {
  it('puts the count before the title, once, and removes it at zero', () => {
    expect(titleWithUnread('Rules · Solana Hub', 2)).toBe('(2) Rules · Solana Hub');
    expect(titleWithUnread('(2) Rules · Solana Hub', 3)).toBe('(3) Rules · Solana Hub');
    expect(titleWithUnread('(3) Rules · Solana Hub', 0)).toBe('Rules · Solana Hub');
  });

  it('counts firings while the tab is hidden and resets when it is visible again', () => {
    const tab = fakeTab('Solana Hub');
    countUnreadFiring(tab);
    expect(tab.title).toBe('Solana Hub');
    tab.hidden = true;
    countUnreadFiring(tab);
    countUnreadFiring(tab);
    expect(tab.title).toBe('(2) Solana Hub');
    tab.show();
    expect(tab.title).toBe('Solana Hub');
  });
});
