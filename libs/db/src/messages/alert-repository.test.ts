import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { messageKey, storeAlert, storeAlerts, storedMessageStates, replaceAlerts, type NewAlert } from './alert-repository.js';
import { saveRawMessages } from '../raw-messages/raw-message-repository.js';
import { latestMessageByToken, listActiveTokens } from '../tokens/token-repository.js';
import { recordMarketCap } from '../tokens/token-market-cap.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const address = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
let nextId = 1;
function alert(overrides: Partial<NewAlert> & { at: string }): NewAlert {
  const { at, ...rest } = overrides;
  return newAlert({ chatId: 'chat-1', messageId: String(nextId++), timestamp: new Date(at), ...rest });
}

describe('storeAlert', () => {
  it('stores a message once, whatever how often it is sent', async () => {
    const first = alert({ at: '2026-01-01T10:00:00Z', chatId: 'dup-chat', messageId: '1', token: null });
    expect(await storeAlert(test.db, first)).not.toBeNull();
    expect(await storeAlert(test.db, first)).toBeNull();
    const count = await test.db
      .selectFrom('messages')
      .where('chat_id', '=', 'dup-chat')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps first, current and ATH market caps right when messages arrive out of order', async () => {
    await storeAlert(
      test.db,
      alert({
        at: '2026-01-01T12:00:00Z',
        marketCap: 90_000,
        messageType: 'curated',
        token: { address, chain: 'solana', name: 'Moon Dog', symbol: 'MDOG2' },
      }),
    );
    await storeAlert(test.db, alert({ at: '2026-01-01T10:00:00Z', marketCap: 20_000, messageType: 'pumpfun_new_alert' }));
    await storeAlert(test.db, alert({ at: '2026-01-01T11:00:00Z', marketCap: 250_000 }));
    await storeAlert(test.db, alert({ at: '2026-01-01T11:30:00Z', marketCap: null }));

    const [token] = await listActiveTokens(test.db);
    expect(token).toMatchObject({
      token_address: address,
      first_seen: '2026-01-01T10:00:00.000Z',
      latest_message_at: '2026-01-01T12:00:00.000Z',
      first_message_type: 'pumpfun_new_alert',
      initial_market_cap: 20_000,
      current_market_cap: 90_000,
      ath_market_cap: 250_000,
      ath_timestamp: '2026-01-01T11:00:00.000Z',
      token_symbol: 'MDOG2',
      message_count: 4,
    });
  });

  it('names the tokens a batch brings in for the first time', async () => {
    const fresh = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const first = await storeAlerts(test.db, [
      alert({ at: '2026-01-02T00:00:00Z', token: { address: fresh, chain: 'solana', name: null, symbol: null } }),
    ]);
    expect(first.newTokens).toEqual([fresh]);
    const again = await storeAlerts(test.db, [
      alert({ at: '2026-01-02T01:00:00Z', token: { address: fresh, chain: 'solana', name: null, symbol: null } }),
    ]);
    expect(again.newTokens).toEqual([]);
  });

  it('answers the newest message per token on the dashboard, not per archived token', async () => {
    const archived = 'Arch1111111111111111111111111111111111111pump';
    await storeAlerts(test.db, [
      alert({ at: '2026-01-03T00:00:00Z', token: { address: archived, chain: 'solana', name: 'Gone', symbol: null } }),
    ]);
    await test.db.updateTable('tokens').set({ hidden: true }).where('token_address', '=', archived).execute();
    const latest = await latestMessageByToken(test.db);
    expect(latest[address]?.market_cap).toBe(90_000);
    expect(latest[address]?.timestamp).toBe('2026-01-01T12:00:00.000Z');
    expect(latest[archived]).toBeUndefined();
    expect(Object.keys(await latestMessageByToken(test.db, [address, archived]))).toEqual([address]);
  });

  it('filters the dashboard by the type of the first message', async () => {
    expect(await listActiveTokens(test.db, { messageTypes: ['curated'] })).toHaveLength(0);
    expect(await listActiveTokens(test.db, { messageTypes: ['pumpfun_new_alert', 'insider'] })).toHaveLength(2);
  });
});

describe('replaceAlerts', () => {
  it('replaces an edited message and recomputes the tokens it named before and names now', async () => {
    const before = 'Edit1111111111111111111111111111111111111pump';
    const after = 'Edit2222222222222222222222222222222222222pump';
    const token = (address: string) => ({ address, chain: 'solana' as const, name: 'Edited', symbol: 'EDIT' });
    await storeAlerts(test.db, [
      alert({ at: '2026-02-01T10:00:00Z', chatId: 'edits', messageId: '1', token: token(before), marketCap: 10_000 }),
      alert({ at: '2026-02-01T11:00:00Z', chatId: 'edits', messageId: '2', token: token(before), marketCap: 50_000 }),
    ]);
    // The second message was about another token all along, with another market cap.
    const edited = await replaceAlerts(test.db, [
      alert({ at: '2026-02-01T11:00:00Z', chatId: 'edits', messageId: '2', token: token(after), marketCap: 70_000, text: 'fixed' }),
    ]);
    expect(edited.messages[0]).toMatchObject({ message_text: 'fixed', token_address: after });
    expect(edited.newTokens).toEqual([after]);

    const tokens = await test.db
      .selectFrom('tokens')
      .selectAll()
      .where('token_address', 'in', [before, after])
      .orderBy('token_address')
      .execute();
    expect(tokens.map((t) => [t.token_address, t.message_count, t.ath_market_cap, t.current_market_cap])).toEqual([
      [before, 1, 10_000, 10_000],
      [after, 1, 70_000, 70_000],
    ]);
  });

  it('keeps the market caps a data provider reported when it rebuilds a token from its messages', async () => {
    const refreshed = 'Refresh11111111111111111111111111111111pump';
    const token = { address: refreshed, chain: 'solana' as const, name: 'Fresh', symbol: 'FRSH' };
    await storeAlerts(test.db, [alert({ at: '2026-02-03T10:00:00Z', chatId: 'edits', messageId: '4', token, marketCap: 10_000 })]);
    await recordMarketCap(test.db, refreshed, 400_000, new Date('2026-02-03T11:00:00Z'));
    await recordMarketCap(test.db, refreshed, 250_000, new Date('2026-02-03T12:00:00Z'));
    // An edit (as a reprocessing would) rebuilds the token from its one message.
    await replaceAlerts(test.db, [
      alert({ at: '2026-02-03T10:00:00Z', chatId: 'edits', messageId: '4', token, marketCap: 12_000, text: 'edited' }),
    ]);
    const row = await test.db.selectFrom('tokens').selectAll().where('token_address', '=', refreshed).executeTakeFirstOrThrow();
    expect([row.initial_market_cap, row.current_market_cap, row.ath_market_cap]).toEqual([12_000, 250_000, 400_000]);
    expect([row.current_market_cap_at?.toISOString(), row.ath_timestamp?.toISOString()]).toEqual([
      '2026-02-03T12:00:00.000Z',
      '2026-02-03T11:00:00.000Z',
    ]);
  });

  it("rebuilds a token's stated figures and pair from its stored messages", async () => {
    const figured = 'Figures1111111111111111111111111111111pump';
    const token = { address: figured, chain: 'solana' as const, name: 'Figs', symbol: 'FIGS' };
    await storeAlerts(test.db, [
      alert({
        at: '2026-02-04T10:00:00Z',
        chatId: 'figures',
        messageId: '1',
        token,
        figures: { initial_price: 0.00012, holder_count: 40 },
        pairAddress: 'PoolOld',
      }),
      alert({
        at: '2026-02-04T11:00:00Z',
        chatId: 'figures',
        messageId: '2',
        token,
        figures: { initial_price: 0.0004, volume_24h: 81_000, liquidity_usd: 12_500 },
      }),
    ]);
    const listed = async () => (await listActiveTokens(test.db)).find((listedToken) => listedToken.token_address === figured);
    expect(await listed()).toMatchObject({
      pair_address: 'PoolOld',
      figures: {
        initial_price: { value: 0.00012, at: '2026-02-04T10:00:00.000Z' },
        holder_count: { value: 40, at: '2026-02-04T10:00:00.000Z' },
        volume_24h: { value: 81_000, at: '2026-02-04T11:00:00.000Z' },
        liquidity_usd: { value: 12_500, at: '2026-02-04T11:00:00.000Z' },
      },
    });
    // The first message edited: what it states now replaces what it stated, the other's stays.
    await replaceAlerts(test.db, [
      alert({
        at: '2026-02-04T10:00:00Z',
        chatId: 'figures',
        messageId: '1',
        token,
        text: 'edited',
        figures: { dev_holdings_percentage: 4.5 },
        pairAddress: 'PoolNew',
      }),
    ]);
    const rebuilt = await listed();
    expect(rebuilt?.pair_address).toBe('PoolNew');
    expect(rebuilt?.figures).toEqual({
      initial_price: { value: 0.0004, at: '2026-02-04T11:00:00.000Z' },
      dev_holdings_percentage: { value: 4.5, at: '2026-02-04T10:00:00.000Z' },
      volume_24h: { value: 81_000, at: '2026-02-04T11:00:00.000Z' },
      liquidity_usd: { value: 12_500, at: '2026-02-04T11:00:00.000Z' },
    });
  });

  it('removes a token no message names any more', async () => {
    const gone = 'Gone111111111111111111111111111111111111pump';
    await storeAlerts(test.db, [
      alert({
        at: '2026-02-02T10:00:00Z',
        chatId: 'edits',
        messageId: '3',
        token: { address: gone, chain: 'solana', name: null, symbol: null },
      }),
    ]);
    await replaceAlerts(test.db, [alert({ at: '2026-02-02T10:00:00Z', chatId: 'edits', messageId: '3', token: null })]);
    expect(await test.db.selectFrom('tokens').selectAll().where('token_address', '=', gone).execute()).toEqual([]);
  });
});

describe('AI answers of a message', () => {
  const token = { address: 'AiAi1111111111111111111111111111111111pump', chain: 'solana' as const, name: 'Thinker', symbol: 'THNK' };
  const answered = { key: 'k1', answers: { thesis: 'insiders loading', buys: 3 } };

  it('are stored with the message, replaced only over the same text, and read back by message', async () => {
    await storeAlerts(test.db, [alert({ at: '2026-02-05T10:00:00Z', chatId: 'ai', messageId: '1', token, text: 'first words' })]);
    const withAnswers = (text: string) =>
      alert({
        at: '2026-02-05T10:00:00Z',
        chatId: 'ai',
        messageId: '1',
        token,
        text,
        fields: { thesis: 'insiders loading' },
        accumulate: [{ field: 'buys', accumulator: 'sum', value: 3 }],
        ai: answered,
      });

    // Answers about a text the message no longer has change nothing.
    expect((await replaceAlerts(test.db, [withAnswers('older words')], { sameTextOnly: true })).messages).toEqual([null]);
    // Nor do answers about a message not stored yet.
    const unstored = alert({ at: '2026-02-05T10:00:00Z', chatId: 'ai', messageId: '2', token, text: 'later', ai: answered });
    expect((await replaceAlerts(test.db, [unstored], { sameTextOnly: true })).messages).toEqual([null]);

    const replaced = await replaceAlerts(test.db, [withAnswers('first words')], { sameTextOnly: true });
    expect(replaced.messages[0]).toMatchObject({ message_text: 'first words' });
    const tokenRow = await test.db
      .selectFrom('tokens')
      .select('accumulated_data')
      .where('token_address', '=', token.address)
      .executeTakeFirstOrThrow();
    expect(tokenRow.accumulated_data).toMatchObject({ buys: expect.anything() });

    const raw = (messageId: string, text: string) => ({
      source: 'http' as const,
      chatId: 'ai',
      chatTitle: null,
      messageId,
      editVersion: 0,
      date: '2026-02-05T10:00:00Z',
      text,
      links: [],
      receivedAt: '2026-02-05T10:00:01Z',
    });
    await saveRawMessages(test.db, [raw('1', 'first words'), raw('2', 'later')]);
    const states = await storedMessageStates(test.db, [
      { chatId: 'ai', messageId: '1' },
      { chatId: 'ai', messageId: '2' },
      { chatId: 'ai', messageId: '3' },
    ]);
    expect(states).toEqual(
      new Map([
        [messageKey('ai', '1'), { editVersion: 0, text: 'first words', ai: answered }],
        [messageKey('ai', '2'), { editVersion: 0, text: null, ai: null }],
      ]),
    );
  });
});

describe('storeAlerts under concurrency', () => {
  it('loses no message when concurrent batches bring in and update the same tokens', async () => {
    const addresses = ['4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', 'So11111111111111111111111111111111111111112'];
    const batches = Array.from({ length: 8 }, (_, batch) =>
      Array.from({ length: 10 }, (_, i) =>
        alert({
          at: `2026-01-03T00:${String(batch).padStart(2, '0')}:${String(i).padStart(2, '0')}Z`,
          marketCap: 1_000 * (batch * 10 + i + 1),
          token: { address: addresses[i % 2]!, chain: 'solana', name: null, symbol: null },
        }),
      ),
    );
    const results = await Promise.all(batches.map((batch) => storeAlerts(test.db, batch)));
    expect(results.flatMap((result) => result.newTokens).sort()).toEqual([...addresses].sort());
    const tokens = await test.db
      .selectFrom('tokens')
      .select(['token_address', 'message_count', 'ath_market_cap', 'initial_market_cap'])
      .where('token_address', 'in', addresses)
      .orderBy('token_address')
      .execute();
    expect(tokens.map((token) => token.message_count)).toEqual([40, 40]);
    expect(Math.max(...tokens.map((token) => token.ath_market_cap ?? 0))).toBe(80_000);
    expect(tokens.map((token) => token.initial_market_cap).sort()).toEqual([1_000, 2_000]);
  });
});
