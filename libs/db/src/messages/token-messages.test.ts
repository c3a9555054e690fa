import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from './alert-repository.js';
import { tokenMessagesPage } from './token-messages.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const address = 'HiStory1111111111111111111111111111111111pump';
const other = 'OtherToken111111111111111111111111111111pump';
const token = (at: string) => ({ address: at, chain: 'solana' as const, name: 'History', symbol: 'HIST' });

describe('tokenMessagesPage', () => {
  it('pages through the whole history newest first, ties by id, without a message twice or missed', async () => {
    // 57 messages over 20 distinct times (ties within a time), from three chats, and another token's between them.
    const alerts = Array.from({ length: 57 }, (_, n) =>
      newAlert({
        chatId: `chat-${n % 3}`,
        messageId: String(n),
        timestamp: new Date(Date.UTC(2026, 0, 1, 0, n % 20)),
        token: token(address),
      }),
    );
    const others = Array.from({ length: 9 }, (_, n) =>
      newAlert({ chatId: 'chat-9', messageId: String(n), timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)), token: token(other) }),
    );
    await storeAlerts(test.db, [...alerts.slice(0, 30), ...others, ...alerts.slice(30)]);
    const everyOne = await test.db
      .selectFrom('messages')
      .select('id')
      .where('token_address', '=', address)
      .orderBy('timestamp', 'desc')
      .orderBy('id', 'desc')
      .execute();

    const seen: number[] = [];
    const more: boolean[] = [];
    for (let offset = 0; offset < 70; offset += 20) {
      const page = await tokenMessagesPage(test.db, address, { offset, limit: 20 });
      // The token's row counts its messages as a count of them would.
      expect(page.totalCount).toBe(everyOne.length);
      seen.push(...page.messages.map((message) => message.id));
      more.push(page.hasMore);
    }
    expect(seen).toEqual(everyOne.map((row) => row.id));
    expect(more).toEqual([true, true, false, false]);
  });

  it('answers an empty page past the end and for an unknown token', async () => {
    expect(await tokenMessagesPage(test.db, address, { offset: 60, limit: 20 })).toEqual({ messages: [], totalCount: 57, hasMore: false });
    expect(await tokenMessagesPage(test.db, 'Unknown1111111111111111111111111111111pump', { offset: 0, limit: 20 })).toEqual({
      messages: [],
      totalCount: 0,
      hasMore: false,
    });
  });
});
