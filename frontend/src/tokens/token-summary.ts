import type { AlertMessage } from '@solana-hub/contracts';
import { timestampMs } from '../format/time';

/** What the dashboard shows of a token's messages, one summary per token. */
export interface TokenSummary {
  latestTimestamp: number | null;
  firstTimestamp: number | null;
  messageCount: number;
  descriptions: string[];
}

/** Extractors write this when a message has no description; it says nothing about the token. */
const NO_DESCRIPTION = 'No description available';

export function summarizeMessages(messages: readonly AlertMessage[]): TokenSummary {
  let latestTimestamp: number | null = null;
  let firstTimestamp: number | null = null;
  for (const message of messages) {
    const ms = timestampMs(message.timestamp);
    if (ms === null) continue;
    if (latestTimestamp === null || ms > latestTimestamp) latestTimestamp = ms;
    if (firstTimestamp === null || ms < firstTimestamp) firstTimestamp = ms;
  }
  return { latestTimestamp, firstTimestamp, messageCount: messages.length, descriptions: uniqueDescriptions(messages) };
}

/** Each distinct, non-empty description once, in message order. */
export function uniqueDescriptions(messages: readonly AlertMessage[]): string[] {
  const seen = new Set<string>();
  for (const message of messages) {
    const description = message.description?.trim();
    if (description && description !== NO_DESCRIPTION) seen.add(description);
  }
  return [...seen];
}

/** A collapsed token shows this many descriptions, then 'N more descriptions...'. */
export const COLLAPSED_DESCRIPTIONS = 4;

export function descriptionPreview(descriptions: readonly string[]): { shown: readonly string[]; more: number } {
  return {
    shown: descriptions.slice(0, COLLAPSED_DESCRIPTIONS),
    more: Math.max(0, descriptions.length - COLLAPSED_DESCRIPTIONS),
  };
}
