import type { AlertMessage, Token } from '@solana-hub/contracts';
import { useMemo } from 'react';
import { parseMessageLinks } from '../../messages/message-links';
import { isPumpfunToken, linkedToken } from '../../tokens/pumpfun';
import { summarizeMessages } from '../../tokens/token-summary';

/** What a row or card of the dashboard shows and can do. */
export interface TokenListItemProps {
  token: Token;
  latestMessage: AlertMessage | undefined;
  /** What its collapsed row shows of the token's messages (GET /api/all-messages-by-token); undefined until they arrive. */
  messages: readonly AlertMessage[] | undefined;
  expanded: boolean;
  onToggle: (address: string) => void;
  onArchive: (address: string, name: string) => void;
  archiving: boolean;
  /** The row the keyboard is on (j/k). */
  focused: boolean;
}

const noMessages: readonly AlertMessage[] = [];

/** The token's summary, its full message count, whether pump.fun launched it and its links bar. */
export function useTokenOverview(token: Token, latestMessage: AlertMessage | undefined, messages: readonly AlertMessage[] | undefined) {
  const summary = useMemo(() => summarizeMessages(messages ?? noMessages), [messages]);
  // The API sends a few of the token's newest messages; the token row counts them all.
  const messageCount = Math.max(token.message_count, summary.messageCount);
  const pumpfun = useMemo(() => {
    const known = messages ?? (latestMessage ? [latestMessage] : noMessages);
    return isPumpfunToken(
      token,
      known.flatMap((message) => parseMessageLinks(message.links)),
    );
  }, [token, messages, latestMessage]);
  return { summary, messageCount, pumpfun, links: linkedToken(token, pumpfun) };
}

/** A click on a row or card toggles it, unless it was on one of its links or buttons. */
export function isToggleClick(target: EventTarget): boolean {
  return !(target instanceof Element && target.closest('a, button, input'));
}

/** A token's identity in the virtual lists, so measured heights follow it when the order changes. */
export function tokenKey(token: Token): string {
  return token.token_address;
}
