import { toPlainText } from '../plain-text.js';

/**
 * A message as layouts are learned on it: the non-empty lines of the text a reader sees, each
 * trimmed. Blank lines and indentation come and go between a chat's messages; the order of the
 * lines that say something does not.
 */
export function layoutLines(text: string): string[] {
  return toPlainText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A message's layout lines, and which of them names the token's address (-1 when none does). */
export interface LayoutMessage {
  lines: readonly string[];
  addressLine: number;
}

export function layoutMessage(text: string, address: string | null): LayoutMessage {
  const lines = layoutLines(text);
  return { lines, addressLine: address === null ? -1 : lines.findIndex((line) => line.includes(address)) };
}
