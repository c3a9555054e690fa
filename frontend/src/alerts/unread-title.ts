/** The tab's title with the number of firings the trader has not seen: `(3) Solana Hub`. */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(/^\(\d+\) /u, '');
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}

let unread = 0;
let listening = false;

/** What of the page the count needs: the document, or a stand-in in tests. */
export interface UnreadTab {
  readonly hidden: boolean;
  title: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Counts a firing in the tab's title while the tab is hidden; the count goes when the trader
 * comes back to the tab. A firing seen in a visible tab is not unread.
 */
export function countUnreadFiring(page: UnreadTab = document): void {
  if (!listening) {
    listening = true;
    page.addEventListener('visibilitychange', () => {
      if (page.hidden) return;
      unread = 0;
      page.title = titleWithUnread(page.title, 0);
    });
  }
  if (!page.hidden) return;
  unread += 1;
  page.title = titleWithUnread(page.title, unread);
}
