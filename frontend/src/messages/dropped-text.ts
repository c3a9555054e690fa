import type { AlertMessage } from '@solana-hub/contracts';

/**
 * What a card shows in place of a message's text once the message retention dropped it
 * (MESSAGE_RETENTION_DAYS, archived tokens only): the day it went, and that the figures read
 * from it stay. Null while the text is kept.
 */
export function droppedTextNotice(message: Pick<AlertMessage, 'text_dropped_at'>): string | null {
  if (message.text_dropped_at === null) return null;
  const day = message.text_dropped_at.slice(0, 10);
  return `Text dropped on ${day} by the message retention (archived token); the figures and calls read from it are kept.`;
}
