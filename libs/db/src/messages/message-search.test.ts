import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { isTextFound } from '@solana-hub/contracts';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from './alert-repository.js';
import { messagesMatching, searchMessages, type MessagePosition, type MessageSearch } from './message-search.js';

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

describe('the text search', () => {
  const GOBCAT = '9FTFg1rg6TFZycvHJoGvUC5EGjyRMY9Srwre7UUGxURA';
  // With an L, which lowers to l, outside base58: runs are found before the case is lowered.
  const PUMP_TOKEN = '8fdbLtFZ4Xn1aYQ8nRVXqhZKa2sM5UJj7AHQFC5Upump';
  const texts = {
    gobcat: `Smart Money bought $GOBCAT\nCA: ${GOBCAT}`,
    pair: `Two tokens: ${PUMP_TOKEN} and ${GOBCAT}`,
    launch: 'New launch on pump.fun, 12% bonding',
    addressOnly: `CA: ${PUMP_TOKEN}`,
  };
  let search: TestDatabase;
  beforeAll(async () => {
    search = await createTestDatabase();
    await storeAlerts(
      search.db,
      Object.values(texts).map((text, n) =>
        newAlert({ chatId: 'chat', messageId: String(n), timestamp: new Date(Date.UTC(2026, 0, 1, n)), text }),
      ),
    );
  });
  afterAll(async () => {
    await search.drop();
  });

  const found = async (text: string) =>
    (await searchMessages(search.db, { text }, null, 10, 10)).messages.map((message) => message.message_text).sort();

  it('finds a word, a number or any part of them, in any case', async () => {
    expect(await found('gobcat')).toEqual([texts.gobcat]);
    expect(await found('BOUGHT $gob')).toEqual([texts.gobcat]);
    expect(await found('2% bond')).toEqual([texts.launch]);
    expect(await found('two tokens')).toEqual([texts.pair]);
  });

  it('finds an address only whole, in any case, alone or with the text around it', async () => {
    expect(await found(GOBCAT)).toEqual([texts.gobcat, texts.pair].sort());
    expect(await found(GOBCAT.toLowerCase())).toEqual([texts.gobcat, texts.pair].sort());
    expect(await found(`CA: ${GOBCAT}`)).toEqual([texts.gobcat]);
    expect(await found(PUMP_TOKEN)).toEqual([texts.pair, texts.addressOnly].sort());
    expect(await found(GOBCAT.slice(0, 12))).toEqual([]);
    expect(await found(GOBCAT.slice(0, 40))).toEqual([]);
    // "pump" is a word of one message and the end of an address in two others.
    expect(await found('pump')).toEqual([texts.launch]);
  });

  it('finds what isTextFound, the rule the dashboard applies to live messages, finds', async () => {
    const searches = ['gobcat', 'pump', '2% bond', 'ca: ', GOBCAT, PUMP_TOKEN.toLowerCase(), `and ${GOBCAT}`, GOBCAT.slice(3, 20), 'UPUMP'];
    for (const q of searches) {
      const expected = Object.values(texts).filter((text) => isTextFound(text, q));
      expect({ q, found: await found(q) }).toEqual({ q, found: expected.sort() });
    }
  });

  /** The plan of the search's count, where only an index can find the rows (a table this small would be read whole). */
  async function countPlan(where: MessageSearch): Promise<string> {
    return await search.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      await sql`SET LOCAL enable_indexscan = off`.execute(tx);
      const rows = await tx.selectFrom('messages').select('id').where(messagesMatching(where)).explain();
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
  }

  it('reads the words from messages_search_text_idx and an address from messages_addresses_idx', async () => {
    const words = await countPlan({ text: 'gobcat' });
    expect(words).toContain('messages_search_text_idx');
    expect(words).not.toContain('messages_addresses_idx');
    const address = await countPlan({ text: `CA: ${GOBCAT}` });
    expect(address).toContain('messages_addresses_idx');
    expect(address).not.toContain('messages_search_text_idx');
  });
});
