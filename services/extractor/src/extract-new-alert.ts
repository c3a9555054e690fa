import type { RawMessage } from '@solana-hub/contracts';
import type { NewAlert } from '@solana-hub/db';
import { extractAlert, type Template } from '@solana-hub/extraction';

/** A raw message through the extraction engine, as the database stores it. */
export function extractNewAlert(raw: RawMessage, templates: readonly Template[]): NewAlert {
  const extracted = extractAlert(raw.text, raw.links, templates);
  return {
    chatId: raw.chatId,
    messageId: raw.messageId,
    messageType: extracted.messageType,
    timestamp: new Date(raw.date),
    text: raw.text,
    token: extracted.token,
    marketCap: extracted.marketCap,
    description: null,
    twitterMentions: null,
    trendingLevel: extracted.trendingLevel,
    links: extracted.links,
    callerName: null,
    callerLink: null,
    extractedData: {},
  };
}
