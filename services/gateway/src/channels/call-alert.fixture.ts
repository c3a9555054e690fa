import type { NewAlert } from '@solana-hub/db';

let sequence = 0;

/** A stored alert that calls `address` in `chatId` at `at`, stating `marketCap`: what the channel figures are made of. */
export function callAlert(chatId: string, address: string, at: Date, marketCap: number | null): NewAlert {
  sequence += 1;
  return {
    chatId,
    messageId: String(sequence),
    messageType: 'insider',
    timestamp: at,
    text: `alert ${sequence}`,
    token: { address, chain: 'solana', name: `Name ${address.slice(0, 4)}`, symbol: address.slice(0, 4) },
    marketCap,
    description: null,
    twitterMentions: null,
    trendingLevel: null,
    links: [],
    callerName: null,
    callerLink: null,
    fields: {},
    accumulate: [],
  };
}
