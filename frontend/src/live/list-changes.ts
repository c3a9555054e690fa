import type { AlertMessage, LatestMessageChanges, MessagesByToken, MessagesByTokenChanges, Token, TokenListChanges } from '@solana-hub/contracts';
import type { LatestMessages } from '../api/latest-messages';
import { withMessageInStrip } from './message-order';
import { withTokenInOrder } from './token-list-updates';

/**
 * The polled lists after an answer of changes (GET ...?since=, docs/live-updates.md), with the
 * same placement the live frames use (withTokenInOrder, withMessageInStrip), so a list a poll
 * updated and one a frame updated agree. The server's rows replace the held ones: they are the
 * state a fresh load would show.
 */

export function withTokenListChanges(tokens: Token[], changes: TokenListChanges): Token[] {
  const removed = new Set(changes.removed);
  let next = removed.size === 0 ? tokens : tokens.filter((token) => !removed.has(token.token_address));
  for (const token of changes.tokens) next = withTokenInOrder(next, token);
  return next;
}

export function withLatestMessageChanges(latest: LatestMessages, changes: LatestMessageChanges): LatestMessages {
  const next: Record<string, AlertMessage> = { ...latest, ...changes.messages };
  for (const address of changes.removed) delete next[address];
  return next;
}

export function withMessagesByTokenChanges(byToken: MessagesByToken, changes: MessagesByTokenChanges): MessagesByToken {
  const next: MessagesByToken = { ...byToken };
  for (const address of changes.removed) delete next[address];
  Object.assign(next, changes.tokens);
  const moved = new Set(changes.messages.map((message) => message.id));
  // An edit may have moved a message to another token: it leaves the strip that held it.
  for (const [address, strip] of Object.entries(next)) {
    if (strip.some((message) => moved.has(message.id))) next[address] = strip.filter((message) => !moved.has(message.id));
  }
  for (const message of changes.messages) {
    const address = message.token_address;
    if (address !== null) next[address] = withMessageInStrip(next[address] ?? [], message);
  }
  return next;
}
