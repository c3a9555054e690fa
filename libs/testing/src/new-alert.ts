import type { NewAlert } from '@solana-hub/db';

/** An alert for tests: a plain insider message about Moon Dog, with what the test changes. */
export function newAlert(overrides: Partial<NewAlert> & { chatId: string; messageId: string; timestamp: Date }): NewAlert {
  return {
    messageType: 'insider',
    text: 'alert',
    token: { address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', chain: 'solana', name: 'Moon Dog', symbol: 'MDOG' },
    marketCap: null,
    description: null,
    twitterMentions: null,
    trendingLevel: null,
    links: [],
    callerName: null,
    callerLink: null,
    fields: {},
    accumulate: [],
    ...overrides,
  };
}
