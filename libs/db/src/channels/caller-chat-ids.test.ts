import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { sql, type Kysely } from 'kysely';
import { replaceAlerts, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { down as dropCallerChatIds, up as addCallerChatIds } from '../migrations/0014-token-caller-chat-ids.js';
import { listActiveTokens } from '../tokens/token-repository.js';
import { refreshChannelCalls, storeConfluenceScores } from './channel-calls.js';

/**
 * On a real PostgreSQL: each token's caller_chat_ids (what the dashboard's channel filter
 * matches) follows its calls, sorted by byte order, and a row is written only when its list
 * changes. The chat ids mix Telegram's numeric ids with names whose order differs between
 * collations ('alpha' sorts before 'Zeta' in most, after it in byte order).
 */
const T0 = Date.parse('2026-05-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const pepe = 'PEPEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const relic = 'RELICg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function message(chatId: string, messageId: string, address: string, minutes: number): NewAlert {
  return newAlert({ chatId, messageId, timestamp: at(minutes), token: { address, chain: 'solana', name: null, symbol: null } });
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, [
    message('alpha', '1', pepe, 0),
    message('-1002', '1', pepe, 5),
    message('Zeta', '1', pepe, 10),
    message('-1001', '1', relic, 0),
    message('alpha', '2', relic, 20),
  ]);
  await refreshChannelCalls(test.db);
});
afterAll(async () => {
  await test.drop();
});

async function callerChatIds(): Promise<Record<string, string[]>> {
  const tokens = await listActiveTokens(test.db);
  return Object.fromEntries(tokens.map((token) => [token.token_address, token.caller_chat_ids]));
}
async function versions(): Promise<Record<string, string>> {
  const { rows } = await sql<{ token_address: string; changed_xid: string }>`SELECT token_address, changed_xid::text FROM tokens`.execute(
    test.db,
  );
  return Object.fromEntries(rows.map((row) => [row.token_address, row.changed_xid]));
}

describe("a token's caller chat ids", () => {
  it('name every chat that called it, in byte order, as many as its callers', async () => {
    expect(await callerChatIds()).toEqual({ [pepe]: ['-1002', 'Zeta', 'alpha'], [relic]: ['-1001', 'alpha'] });
    const tokens = await listActiveTokens(test.db);
    for (const token of tokens) expect(token.callers).toBe(token.caller_chat_ids.length);
  });

  it("gain nothing from a chat's second message, and its row is not written", async () => {
    const before = await versions();
    await storeAlerts(test.db, [message('-1002', '2', pepe, 30)]);
    const afterMessage = await versions();
    // The message itself rewrites the token (its count); the refresh must not write it again.
    await refreshChannelCalls(test.db);
    expect(await callerChatIds()).toEqual({ [pepe]: ['-1002', 'Zeta', 'alpha'], [relic]: ['-1001', 'alpha'] });
    expect(await versions()).toEqual(afterMessage);
    expect(afterMessage[relic]).toBe(before[relic]);
  });

  it('follow a call that an edit moves to another token', async () => {
    // Zeta's only message about Pepe is edited to name Relic: its call moves with it.
    await replaceAlerts(test.db, [message('Zeta', '1', relic, 10)]);
    await refreshChannelCalls(test.db);
    expect(await callerChatIds()).toEqual({ [pepe]: ['-1002', 'alpha'], [relic]: ['-1001', 'Zeta', 'alpha'] });
  });

  it('are put right by the confluence pass when a row lost them, and left alone when right', async () => {
    await sql`UPDATE tokens SET caller_chat_ids = '{}' WHERE token_address = ${relic}`.execute(test.db);
    const before = await versions();
    await storeConfluenceScores(test.db, at(60));
    expect((await callerChatIds())[relic]).toEqual(['-1001', 'Zeta', 'alpha']);
    const after = await versions();
    expect(after[relic]).not.toBe(before[relic]);
    await storeConfluenceScores(test.db, at(61));
    expect(await versions()).toEqual(after);
  });

  it('are filled from the calls already derived by the migration that adds them', async () => {
    // A migration sees the database untyped, as the migrator hands it over.
    const untyped = test.db as unknown as Kysely<unknown>;
    await dropCallerChatIds(untyped);
    await addCallerChatIds(untyped);
    expect(await callerChatIds()).toEqual({ [pepe]: ['-1002', 'alpha'], [relic]: ['-1001', 'Zeta', 'alpha'] });
  });
});
