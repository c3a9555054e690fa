import { MESSAGES_PER_TOKEN, type MessagesByToken } from './message-queries.js';
import type { AlertMessage } from './alert-message.js';
import type { Token } from './token.js';
import type { LatestMessageChanges, MessagesByTokenChanges, TokenListChanges } from './list-changes.js';

/**
 * How a client holding the dashboard's lists applies what changed (docs/live-updates.md): the
 * browser, for its polls' answers of changes and its live frames alike, and the gateway's tests
 * that check a client so updated ends equal to a fresh load. Rows from the server replace the
 * held ones: they are the state a fresh load would show.
 */

/** The order of every message list of the API: newest time first, then highest id. */
export function isNewerMessage(message: AlertMessage, than: AlertMessage): boolean {
  const [at, thanAt] = [Date.parse(message.timestamp), Date.parse(than.timestamp)];
  return at === thanAt ? message.id > than.id : at > thanAt;
}

/** The list with a rewritten `message` in place of its old self; the same list when it is not there. */
export function withMessageReplaced(messages: AlertMessage[], message: AlertMessage): AlertMessage[] {
  return messages.some((listed) => listed.id === message.id)
    ? messages.map((listed) => (listed.id === message.id ? message : listed))
    : messages;
}

/**
 * The list with `message` in its place by time. Usually that is the top, but an alert can be
 * stored late (an imported Telegram export, a replay), and a trader reads the list as a
 * timeline. A message already there (an edited alert comes again under its id) is replaced
 * where it is.
 */
export function withMessageInOrder(messages: AlertMessage[], message: AlertMessage): AlertMessage[] {
  if (messages.some((listed) => listed.id === message.id)) return withMessageReplaced(messages, message);
  const olderAt = messages.findIndex((listed) => isNewerMessage(message, listed));
  const at = olderAt === -1 ? messages.length : olderAt;
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** A token's strip (the newest MESSAGES_PER_TOKEN, as the server's answer holds) with `message` in its place. */
export function withMessageInStrip(strip: AlertMessage[], message: AlertMessage): AlertMessage[] {
  return withMessageInOrder(strip, message).slice(0, MESSAGES_PER_TOKEN);
}

/** The token list's order (the server's): first seen newest first, then by address. */
function isListedBefore(token: Token, than: Token): boolean {
  const [at, thanAt] = [Date.parse(token.first_seen), Date.parse(than.first_seen)];
  return at === thanAt ? token.token_address < than.token_address : at > thanAt;
}

/** The token list with `token` in its place by the list's order, in place of its old row if it had one. */
export function withTokenInOrder(tokens: Token[], token: Token): Token[] {
  const others = tokens.filter((listed) => listed.token_address !== token.token_address);
  const after = others.findIndex((listed) => isListedBefore(token, listed));
  const at = after === -1 ? others.length : after;
  return [...others.slice(0, at), token, ...others.slice(at)];
}

/**
 * Whether `row` is older than the row held for its token: two writes' rows crossing (a live
 * frame applied after the read that a poll's answer carries), so the held one has more in it.
 */
export function isOlderThanHeld(tokens: readonly Token[], row: Token): boolean {
  const held = tokens.find((token) => token.token_address === row.token_address);
  return held !== undefined && Date.parse(held.last_updated) > Date.parse(row.last_updated);
}

/**
 * The token list with a poll's changes: the removed tokens dropped, each changed row in place of
 * its held one (unless older, as `isOlderThanHeld` says) where the list's order puts it. One pass
 * over the list, the changed rows looked up by address and merged in sorted: an answer of 150
 * changes placed one at a time into 10,000 tokens cost the page half a second a poll.
 */
export function withTokenListChanges(tokens: Token[], changes: TokenListChanges): Token[] {
  if (changes.tokens.length === 0 && changes.removed.length === 0) return tokens;
  const removed = new Set(changes.removed);
  const held = new Map<string, Token>();
  for (const token of tokens) if (!removed.has(token.token_address)) held.set(token.token_address, token);
  const taken = new Map<string, Token>();
  for (const row of changes.tokens) {
    const current = taken.get(row.token_address) ?? held.get(row.token_address);
    if (current === undefined || Date.parse(current.last_updated) <= Date.parse(row.last_updated)) taken.set(row.token_address, row);
  }
  const placed = [...taken.values()].sort((a, b) => (isListedBefore(a, b) ? -1 : isListedBefore(b, a) ? 1 : 0));
  const next: Token[] = [];
  let at = 0;
  for (const token of tokens) {
    if (removed.has(token.token_address) || taken.has(token.token_address)) continue;
    while (at < placed.length && isListedBefore(placed[at] as Token, token)) next.push(placed[at++] as Token);
    next.push(token);
  }
  while (at < placed.length) next.push(placed[at++] as Token);
  return next;
}

export function withLatestMessageChanges(
  latest: Readonly<Record<string, AlertMessage>>,
  changes: LatestMessageChanges,
): Readonly<Record<string, AlertMessage>> {
  const next: Record<string, AlertMessage> = { ...latest, ...changes.messages };
  for (const address of changes.removed) delete next[address];
  return next;
}

export function withMessagesByTokenChanges(byToken: MessagesByToken, changes: MessagesByTokenChanges): MessagesByToken {
  const next: MessagesByToken = { ...byToken, ...changes.tokens };
  for (const address of changes.removed) delete next[address];
  return next;
}
