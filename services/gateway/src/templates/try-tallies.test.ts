import { describe, expect, it } from '@jest/globals';
import type { MessageReading } from '@solana-hub/contracts';
import type { StoredReading } from '@solana-hub/db';
import { TryTallies } from './try-tallies.js';

// The figures of a try, message by message, where the stored reading and the new one name
// different tokens or drop a field: what the gateway test's history does not show.

const reading = (fields: Partial<MessageReading>): MessageReading => ({
  message_type: 'whale_alert',
  token_address: 'AAA',
  token_name: 'Alpha',
  token_symbol: 'ALP',
  market_cap: 1_000,
  ...fields,
});
let nextId = 1;
const message = (stored: MessageReading | null, chatId = '-1001'): StoredReading => ({
  id: nextId++,
  chatId,
  chatTitle: null,
  messageId: String(nextId),
  date: new Date('2026-11-28T08:00:00Z'),
  text: 'alert',
  links: [],
  stored: stored && {
    messageType: stored.message_type,
    tokenAddress: stored.token_address,
    tokenName: stored.token_name,
    tokenSymbol: stored.token_symbol,
    marketCap: stored.market_cap,
  },
});

describe('the tallies of a try', () => {
  it('counts a field lost by the token a message named before, and gained by the one it names now', () => {
    const tallies = new TryTallies('whale_alert', new Set(['whale_alert']));
    tallies.add(message(reading({ message_type: 'unknown' })), reading({ token_address: 'BBB', token_name: 'Beta', market_cap: null }));
    expect(tallies.tokens(1)).toEqual({
      new: 1,
      name: { gained: 1, changed: 0, lost: 1 },
      symbol: { gained: 1, changed: 0, lost: 1 },
      market_cap: { gained: 0, changed: 0, lost: 1 },
    });
  });

  it('counts a changed and a dropped field of the same token, once per token however many messages', () => {
    const tallies = new TryTallies('whale_alert', new Set(['whale_alert']));
    for (let i = 0; i < 3; i++) tallies.add(message(reading({})), reading({ token_name: 'Alpha Two', market_cap: null }));
    expect(tallies.tokens(0)).toMatchObject({ name: { gained: 0, changed: 1, lost: 0 }, market_cap: { gained: 0, changed: 0, lost: 1 } });
    expect(tallies).toMatchObject({ read: 3, matched: 3, changed: 3 });
  });

  it('leaves out what the template neither reads nor read, and counts a message it stops reading as released', () => {
    const tallies = new TryTallies('whale_alert', new Set(['whale_alert', 'whales']));
    tallies.add(message(reading({ message_type: 'insider' })), reading({ message_type: 'insider' }));
    tallies.add(message(reading({ message_type: 'whales' }), '-1002'), reading({ message_type: 'unknown' }));
    expect(tallies).toMatchObject({ read: 2, matched: 0, released: 1, changed: 1 });
    expect(tallies.chatList()).toEqual([{ chat_id: '-1002', chat_title: null, matched: 0, changed: 1 }]);
    expect(tallies.replayIds).toHaveLength(1);
  });
});
