import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from './alert-repository.js';
import { searchMessages, type MessagePosition } from './message-search.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  // 40 messages in three chats, 20 distinct times (ties broken by id).
  await storeAlerts(
    test.db,
    Array.from({ length: 40 }, (_, n) =>
      newAlert({ chatId: `chat-${n % 3}`, messageId: String(n), timestamp: new Date(Date.UTC(2026, 0, 1, 0, n % 20)), token: null }),
    ),
  );
});
afterAll(async () => {
  await test.drop();
});

/** Every page of a search, 7 at a time, as ids. */
async function allPages(chatId: string | undefined): Promise<number[]> {
  const ids: number[] = [];
  let after: MessagePosition | null = null;
  do {
    const page = await searchMessages(test.db, { chatId }, after, 7, null);
    ids.push(...page.messages.map((message) => message.id));
    after = page.next;
  } while (after);
  return ids;
}

describe('searchMessages', () => {
  it('counts the matches up to the bound asked, and says when more match', async () => {
    expect(await searchMessages(test.db, {}, null, 7, 100)).toMatchObject({ totalCount: 40, totalCapped: false });
    expect(await searchMessages(test.db, {}, null, 7, 40)).toMatchObject({ totalCount: 40, totalCapped: false });
    expect(await searchMessages(test.db, {}, null, 7, 39)).toMatchObject({ totalCount: 39, totalCapped: true });
    expect(await searchMessages(test.db, { chatId: 'chat-1' }, null, 7, 5)).toMatchObject({ totalCount: 5, totalCapped: true });
    expect(await searchMessages(test.db, {}, null, 7, null)).toMatchObject({ totalCount: null, totalCapped: false });
  });

  it("pages through one chat's messages newest first, ties by id, each once", async () => {
    for (const chatId of ['chat-0', 'chat-1', 'chat-2']) {
      const expected = await test.db
        .selectFrom('messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .execute();
      expect(await allPages(chatId)).toEqual(expected.map((row) => row.id));
    }
    expect(await allPages(undefined)).toHaveLength(40);
  });

  it("reads a chat's page from messages_chat_time_idx in its order, without sorting the chat's messages", async () => {
    const plan = await test.db.transaction().execute(async (tx) => {
      // A table this small would be read whole; the plan asked for is the one a year of messages gets.
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(tx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT * FROM messages WHERE chat_id = 'chat-1'
          AND (timestamp, id) < ('2026-01-01T00:10:00Z'::timestamptz, 1000)
        ORDER BY timestamp DESC, id DESC LIMIT 8`.execute(tx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('messages_chat_time_idx');
    expect(plan).not.toContain('Sort');
  });
});
