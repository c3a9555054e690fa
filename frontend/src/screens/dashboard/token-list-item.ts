import type { AlertMessage, Token } from '@solana-hub/contracts';
import { useMemo } from 'react';
import { summarizeMessages } from '../../tokens/token-summary';

/** What a row or card of the dashboard shows and can do. */
export interface TokenListItemProps {
  token: Token;
  latestMessage: AlertMessage | undefined;
  /** The token's messages from GET /api/all-messages-by-token; undefined until they arrive. */
  messages: readonly AlertMessage[] | undefined;
  expanded: boolean;
  onToggle: (address: string) => void;
  onArchive: (address: string, name: string) => void;
  archiving: boolean;
}

const noMessages: readonly AlertMessage[] = [];

/** The token's summary, its full message count and the messages of its expanded strip. */
export function useTokenOverview(token: Token, latestMessage: AlertMessage | undefined, messages: readonly AlertMessage[] | undefined) {
  const summary = useMemo(() => summarizeMessages(messages ?? noMessages), [messages]);
  // The API sends a token's newest 50 messages; the token row counts them all.
  const messageCount = Math.max(token.message_count, summary.messageCount);
  const stripMessages = messages ?? (latestMessage ? [latestMessage] : noMessages);
  return { summary, messageCount, stripMessages };
}

/** A click on a row or card toggles it, unless it was on one of its links or buttons. */
export function isToggleClick(target: EventTarget): boolean {
  return !(target instanceof Element && target.closest('a, button, input'));
}

/** A token's identity in the virtual lists, so measured heights follow it when the order changes. */
export function tokenKey(token: Token): string {
  return token.token_address;
}
