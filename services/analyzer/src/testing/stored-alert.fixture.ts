import type { NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';

export interface AlertSpec {
  tokenAddress: string;
  messageId: string;
  minutesAgo: number;
  messageType?: string;
  marketCap?: number | null;
  /** The fields the template's extractors found, by name, as the extractor stores them. */
  fields?: Record<string, unknown>;
  /** Those of them that combine into the token's accumulated data. */
  accumulate?: NewAlert['accumulate'];
}

/** An alert about a token as the extractor stores it, with the fields a built-in template reads. */
export function alertAbout(given: AlertSpec): NewAlert {
  return newAlert({
    chatId: '-1001234567890',
    messageId: given.messageId,
    messageType: given.messageType ?? 'pumpfun_new_alert',
    timestamp: new Date(Date.now() - given.minutesAgo * 60_000),
    text: `alert ${given.messageId}`,
    token: { address: given.tokenAddress, chain: 'solana', name: 'Goblin Cat', symbol: 'GOBCAT' },
    marketCap: given.marketCap ?? null,
    fields: given.fields ?? {},
    accumulate: given.accumulate ?? [],
  });
}
