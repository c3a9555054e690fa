import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from './alert-repository.js';
import { rewriteChangedAlerts } from './alert-rewrite.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const before = 'Before1111111111111111111111111111111111pump';
const after = 'After22222222222222222222222222222222222pump';
const token = (address: string) => ({ address, chain: 'solana' as const, name: 'Replayed', symbol: 'RPL' });
const alert = (messageId: string, overrides: Partial<NewAlert> = {}) =>
  newAlert({
    chatId: 'replay',
    messageId,
    timestamp: new Date(`2026-03-0${messageId}T10:00:00Z`),
    token: token(before),
    marketCap: 10_000 * Number(messageId),
    ...overrides,
  });

const messageRows = () => test.db.selectFrom('messages').selectAll().where('chat_id', '=', 'replay').orderBy('message_id').execute();
const tokenRows = () =>
  test.db.selectFrom('tokens').selectAll().where('token_address', 'in', [before, after]).orderBy('token_address').execute();

describe('rewriteChangedAlerts', () => {
  it('writes only the messages whose reading changed, rebuilds the tokens they named before and name now, and stores one never stored', async () => {
    await storeAlerts(test.db, [
      alert('1'),
      alert('2'),
      alert('3', { token: null, fields: { caller: 'ann' }, links: ['x.com|https://x.com/ann'] }),
    ]);
    const stored = await messageRows();

    const rewritten = await rewriteChangedAlerts(test.db, [
      // as stored, every column alike (jsonb fields and links, the time, the market cap)
      alert('1'),
      // about another token now, typed anew
      alert('2', { token: token(after), messageType: 'reclassified' }),
      alert('3', { token: null, fields: { caller: 'ann' }, links: ['x.com|https://x.com/ann'] }),
      // its raw message kept, its alert never stored
      alert('4'),
    ]);

    expect(rewritten).toEqual({ changed: [false, true, false, true], tokensRebuilt: 2 });
    const rows = await messageRows();
    // Untouched rows keep their version: the dashboards have nothing to fetch for them.
    expect([rows[0], rows[2]]).toEqual([stored[0], stored[2]]);
    expect(rows[1]).toMatchObject({ message_type: 'reclassified', token_address: after });
    expect(Number(rows[1]?.changed_xid)).toBeGreaterThan(Number(stored[1]?.changed_xid));
    expect(rows.map((row) => row.message_id)).toEqual(['1', '2', '3', '4']);
    expect((await tokenRows()).map((row) => [row.token_address, row.message_count])).toEqual([
      [after, 1],
      [before, 2],
    ]);
  });

  it('changes nothing the second time: no row written, no token rebuilt', async () => {
    const messages = await messageRows();
    const tokens = await tokenRows();
    const again = await rewriteChangedAlerts(test.db, [
      alert('1'),
      alert('2', { token: token(after), messageType: 'reclassified' }),
      alert('4'),
    ]);
    expect(again).toEqual({ changed: [false, false, false], tokensRebuilt: 0 });
    expect({ messages: await messageRows(), tokens: await tokenRows() }).toEqual({ messages, tokens });
  });
});
