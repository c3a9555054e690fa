import type { AlertMessage, TokenMessagesPage } from '@solana-hub/contracts';

/**
 * The loaded pages of a token's history as one list, each message once. Pages are fetched by
 * offset, so a message stored after page 1 was loaded (and shown on it live) pushes the last
 * message of page 1 onto the top of page 2 as well.
 */
export function historyMessages(pages: readonly TokenMessagesPage[]): AlertMessage[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.messages)
    .filter((message) => {
      if (seen.has(message.id)) return false;
      seen.add(message.id);
      return true;
    });
}
