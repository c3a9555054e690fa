import { describe, expect, it } from '@jest/globals';
import { until } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from '@solana-hub/db';
import { gatewayForTests } from '../test-gateway.fixture.js';

// The gateway keeps the channel calls up to date by itself, with no reader asking.

const gateway = gatewayForTests('channel refresher password', { channelCallsRefreshMs: 100 });
const TOKEN = 'RefReshg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosg';

const alert = (chatId: string, messageId: string, minutesAgo: number, marketCap: number): NewAlert => ({
  chatId,
  messageId,
  messageType: 'insider',
  timestamp: new Date(Date.now() - minutesAgo * 60_000),
  text: `alert ${messageId}`,
  token: { address: TOKEN, chain: 'solana', name: 'Refresh', symbol: 'RFSH' },
  marketCap,
  description: null,
  twitterMentions: null,
  trendingLevel: null,
  links: [],
  callerName: null,
  callerLink: null,
  fields: {},
  accumulate: [],
});

describe('the channel calls refresher', () => {
  it('derives the calls of new messages and empties the stale log without any request', async () => {
    const db = gateway.database.db;
    await storeAlerts(db, [alert('-1001', '1', 30, 10_000), alert('-1002', '2', 20, 25_000)]);
    const stale = async () =>
      Number(
        (
          await db
            .selectFrom('channel_calls_stale')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await until(async () => (await stale()) === 0, 'the stale log to be emptied');
    const calls = await db.selectFrom('channel_calls').select(['chat_id', 'first', 'peak_7d']).orderBy('called_at').execute();
    expect(calls).toEqual([
      { chat_id: '-1001', first: true, peak_7d: 25_000 },
      { chat_id: '-1002', first: false, peak_7d: null },
    ]);
  });
});
