import type { RawMessage } from '@solana-hub/contracts';
import type { NewAlert } from '@solana-hub/db';
import { readAlert, type Template } from '@solana-hub/extraction';

/** A raw message through the extraction engine, as the database stores it. */
export function extractNewAlert(raw: RawMessage, templates: readonly Template[]): NewAlert {
  const alert = readAlert(raw.text, raw.links, templates);
  return {
    chatId: raw.chatId,
    messageId: raw.messageId,
    messageType: alert.messageType,
    timestamp: new Date(raw.date),
    text: raw.text,
    token: alert.token,
    marketCap: alert.marketCap,
    description: alert.description,
    twitterMentions: alert.twitterMentions,
    trendingLevel: alert.trendingLevel,
    links: alert.links,
    callerName: alert.callerName,
    callerLink: alert.callerLink,
    fields: alert.fields,
    accumulate: alert.toAccumulate,
  };
}
