import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { LayoutRule } from '@solana-hub/extraction';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { connectDatabase } from '../connection.js';
import { storeAlerts } from '../messages/alert-repository.js';
import { recordMarketCap } from '../tokens/token-market-cap.js';
import { listChatLayouts, loadChatLayouts, recordChatLayoutUpdates, setChatLayoutEnabled, type ChatLayoutUpdate } from './chat-layouts.js';
import { knownValuesAt } from '../token-metadata/known-token-values.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** A rule counted from the top or on any line, ending at its value's shape. */
const rule = (parts: Omit<LayoutRule, 'label' | 'after'>): LayoutRule => ({ ...parts, label: '', after: '' });
const symbolRule = rule({ field: 'symbol', lineFrom: 'top', line: 1, anchor: 'after-literal', before: 'Kt ≈ ' });
const capRule = rule({ field: 'marketCap', lineFrom: 'any', line: 0, anchor: 'line-start', before: 'Brr ~ ' });

function taught(chatId: string, agreed: LayoutRule[], disagreed: LayoutRule[] = []): ChatLayoutUpdate {
  return { chatId, lesson: { agreed, disagreed }, learned: true, read: true, checked: 2, agreed: 1 };
}

describe('learned chat layouts in PostgreSQL', () => {
  it('counts every lesson of two writers at once, none lost', async () => {
    const chatId = '-1001000000001';
    // Two extractors: two pools, writing the same chat and rules at the same time.
    const other = connectDatabase(test.url, { maxConnections: 5 });
    try {
      const writes = Array.from({ length: 40 }, (_unused, index) =>
        recordChatLayoutUpdates(index % 2 === 0 ? test.db : other, [
          taught(chatId, [symbolRule, capRule], index % 4 === 1 ? [capRule] : []),
        ]),
      );
      await Promise.all(writes);
    } finally {
      await other.destroy();
    }
    const layout = (await loadChatLayouts(test.db, [chatId])).get(chatId);
    expect(layout?.enabled).toBe(true);
    expect(
      layout?.rules.map(({ field, agreed, disagreed }) => ({ field, agreed, disagreed })).sort((a, b) => a.field.localeCompare(b.field)),
    ).toEqual([
      { field: 'marketCap', agreed: 40, disagreed: 10 },
      { field: 'symbol', agreed: 40, disagreed: 0 },
    ]);
    const [summary] = (await listChatLayouts(test.db)).filter((chat) => chat.chatId === chatId);
    expect(summary).toMatchObject({ messagesLearned: 40, messagesRead: 40, valuesChecked: 80, valuesAgreed: 40 });
  });

  it('keeps the layout and its switch for a new connection, as after a restart', async () => {
    const chatId = '-1001000000002';
    await recordChatLayoutUpdates(test.db, [taught(chatId, [symbolRule]), taught(chatId, [symbolRule]), taught(chatId, [symbolRule])]);
    await setChatLayoutEnabled(test.db, chatId, false);
    const restarted = connectDatabase(test.url, { maxConnections: 1 });
    try {
      const layout = (await loadChatLayouts(restarted, [chatId])).get(chatId);
      expect(layout).toEqual({ chatId, enabled: false, rules: [{ ...symbolRule, agreed: 3, disagreed: 0 }] });
    } finally {
      await restarted.destroy();
    }
  });

  it('keeps rules counted from a labelled line apart by their label, and reads the rules stored before labels as counted from no label', async () => {
    const chatId = '-1001000000004';
    const fromCap: LayoutRule = { ...symbolRule, lineFrom: 'label', line: -2, label: 'MC:', anchor: 'line-start', before: '' };
    const fromVolume: LayoutRule = { ...fromCap, line: -1, label: 'Vol' };
    await recordChatLayoutUpdates(test.db, [taught(chatId, [fromCap, fromVolume]), taught(chatId, [fromCap], [fromVolume])]);
    // A row as written before rules had labels.
    await sql`INSERT INTO chat_layout_rules (chat_id, field, line_from, line, anchor, before_text, after_text, agreed, learned_at)
      VALUES (${chatId}, 'name', 'top', 0, 'line-start', '', '', 4, 1)`.execute(test.db);
    const rules = (await loadChatLayouts(test.db, [chatId])).get(chatId)?.rules ?? [];
    expect(rules.sort((a, b) => a.line - b.line)).toEqual([
      { ...fromCap, agreed: 2, disagreed: 0 },
      { ...fromVolume, agreed: 1, disagreed: 1 },
      { field: 'name', lineFrom: 'top', line: 0, label: '', anchor: 'line-start', before: '', after: '', agreed: 4, disagreed: 0 },
    ]);
  });

  it('records a batch whose lessons name more rules than a statement has parameters', async () => {
    const chatId = '-1001000000090';
    const many = Array.from({ length: 7_000 }, (_unused, index) => ({ ...symbolRule, before: `Kt ${index} ≈ ` }));
    await recordChatLayoutUpdates(test.db, [taught(chatId, many), taught(chatId, [symbolRule])]);
    const rules = (await loadChatLayouts(test.db, [chatId])).get(chatId)?.rules ?? [];
    expect(rules).toHaveLength(7_001);
    expect(rules.find((stored) => stored.before === symbolRule.before)).toMatchObject({ agreed: 1, disagreed: 0 });
    const [summary] = (await listChatLayouts(test.db)).filter((chat) => chat.chatId === chatId);
    expect(summary).toMatchObject({ messagesLearned: 2, valuesChecked: 4 });
  });

  it('drops a rule one message proposed and no later one confirmed', async () => {
    const chatId = '-1001000000003';
    const oneOff: LayoutRule = { ...symbolRule, before: 'Pepe Coin ' };
    await recordChatLayoutUpdates(test.db, [taught(chatId, [symbolRule, oneOff])]);
    await recordChatLayoutUpdates(
      test.db,
      Array.from({ length: 60 }, () => taught(chatId, [symbolRule])),
    );
    const rules = (await loadChatLayouts(test.db, [chatId])).get(chatId)?.rules ?? [];
    expect(rules.map((rule) => rule.before)).toEqual([symbolRule.before]);
  });

  it('leaves a one-off rule another writer holds to a later prune, without waiting for it', async () => {
    const chatId = '-1001000000005';
    const held: LayoutRule = { ...symbolRule, before: 'Held ' };
    const free: LayoutRule = { ...symbolRule, before: 'Free ' };
    await recordChatLayoutUpdates(test.db, [taught(chatId, [symbolRule, held, free])]);
    const other = connectDatabase(test.url, { maxConnections: 1 });
    try {
      await other.transaction().execute(async (tx) => {
        await sql`SELECT 1 FROM chat_layout_rules WHERE chat_id = ${chatId} AND before_text = ${held.before} FOR UPDATE`.execute(tx);
        await recordChatLayoutUpdates(
          test.db,
          Array.from({ length: 60 }, () => taught(chatId, [symbolRule])),
        );
      });
    } finally {
      await other.destroy();
    }
    const befores = async () => ((await loadChatLayouts(test.db, [chatId])).get(chatId)?.rules ?? []).map((rule) => rule.before).sort();
    expect(await befores()).toEqual([held.before, symbolRule.before].sort());
    await recordChatLayoutUpdates(test.db, [taught(chatId, [symbolRule])]);
    expect(await befores()).toEqual([symbolRule.before]);
    // A prune that waited for the held rule would wait for this test's own transaction: forever.
  }, 10_000);
});

describe('what is known of a token apart from a chat', () => {
  it('takes the name, symbol and market cap near the time from other chats and the market data, never the asking chat', async () => {
    const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const at = new Date('2026-03-01T12:00:00Z');
    const token = { address, chain: 'solana' as const, name: 'Moon Dog', symbol: 'MDOG' };
    await storeAlerts(test.db, [
      newAlert({ chatId: 'asking', messageId: '1', timestamp: at, token: { ...token, name: 'Wrong Read', symbol: 'WRONG' }, marketCap: 1 }),
      newAlert({ chatId: 'known', messageId: '1', timestamp: new Date(at.getTime() - 60_000), token, marketCap: 50_000 }),
    ]);
    const [fromChats] = await knownValuesAt(test.db, [{ tokenAddress: address, chatId: 'asking', at }]);
    expect(fromChats).toEqual({ name: 'Moon Dog', symbol: 'MDOG', marketCap: 50_000 });
    // The market data observed closer to the message's time wins.
    await recordMarketCap(test.db, address, 52_000, new Date(at.getTime() + 10_000));
    const [withMarket, unknown, asOwn] = await knownValuesAt(test.db, [
      { tokenAddress: address, chatId: 'asking', at },
      { tokenAddress: 'So11111111111111111111111111111111111111112', chatId: 'asking', at },
      { tokenAddress: address, chatId: 'known', at: new Date(at.getTime() + 3 * 3600_000) },
    ]);
    expect(withMarket?.marketCap).toBe(52_000);
    expect(unknown).toEqual({ name: null, symbol: null, marketCap: null });
    // Hours later nothing is near in time; the other chat ('asking') gave its own reading.
    expect(asOwn).toEqual({ name: 'Wrong Read', symbol: 'WRONG', marketCap: null });
  });
});
