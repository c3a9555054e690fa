import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { correctMessage } from '../corrections/message-corrections.js';
import { saveRawMessages } from '../raw-messages/raw-message-repository.js';
import { tokenFacts } from './token-facts.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
const idOf = async (chatId: string, messageId: string) =>
  (
    await test.db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .where('message_id', '=', messageId)
      .executeTakeFirstOrThrow()
  ).id;

describe("a big token's facts", () => {
  const address = 'Runr1111111111111111111111111111111111pump';
  const count = 1_500;
  /** Only the oldest message names it, one in the middle gives its symbol, and none after the 700th states a market cap. */
  const stated = (n: number) => ({
    name: n === 0 ? 'Runner' : null,
    symbol: n === 400 ? 'RUN' : null,
    marketCap: n <= 700 ? 10_000 + n : null,
  });

  beforeAll(async () => {
    const chatOf = (n: number) => (n % 3 === 0 ? 'busy' : 'quiet');
    await saveRawMessages(
      test.db,
      Array.from({ length: count }, (_, n) => ({
        source: 'telegram-bot' as const,
        chatId: chatOf(n),
        chatTitle: chatOf(n) === 'busy' ? 'Busy Calls' : 'Quiet Calls',
        messageId: String(n),
        editVersion: 0,
        date: at(n).toISOString(),
        text: 'runner',
        links: [],
        receivedAt: at(n).toISOString(),
      })),
    );
    await storeAlerts(
      test.db,
      Array.from({ length: count }, (_, n) =>
        newAlert({
          chatId: chatOf(n),
          messageId: String(n),
          timestamp: at(n),
          marketCap: stated(n).marketCap,
          token: { address, chain: 'solana', name: stated(n).name, symbol: stated(n).symbol },
        }),
      ),
    );
  });

  it('name each field by the message that gave it, however old, and list the corrections of old messages', async () => {
    const source = async (n: number, kind = 'alert') => ({
      kind,
      message_id: await idOf(n % 3 === 0 ? 'busy' : 'quiet', String(n)),
      chat_id: n % 3 === 0 ? 'busy' : 'quiet',
      chat_title: n % 3 === 0 ? 'Busy Calls' : 'Quiet Calls',
      at: at(n).toISOString(),
    });
    expect(await tokenFacts(test.db, address)).toEqual({
      token_address: address,
      name: { value: 'Runner', source: await source(0) },
      symbol: { value: 'RUN', source: await source(400) },
      market_cap: { value: 10_700, source: await source(700) },
      providers: [],
      disagreements: [],
      corrections: [],
    });

    await correctMessage(test.db, await idOf('quiet', '5'), { marketCap: 12_345 });
    await correctMessage(test.db, await idOf('quiet', '700'), { marketCap: 20_000 });
    const corrected = await tokenFacts(test.db, address);
    expect(corrected?.market_cap).toEqual({ value: 20_000, source: await source(700, 'correction') });
    expect(corrected?.corrections).toEqual([
      {
        message_id: await idOf('quiet', '700'),
        token_name: null,
        token_symbol: null,
        market_cap: 20_000,
        corrected_at: expect.any(String),
      },
      { message_id: await idOf('quiet', '5'), token_name: null, token_symbol: null, market_cap: 12_345, corrected_at: expect.any(String) },
    ]);
  });

  it('tell the message that stated a value from another of the same time that did not', async () => {
    const twin = 'Twin1111111111111111111111111111111111pump';
    const token = (name: string | null) => ({ address: twin, chain: 'solana' as const, name, symbol: null });
    await storeAlerts(test.db, [
      newAlert({ chatId: 'busy', messageId: 'twin-1', timestamp: at(5), marketCap: 7_000, token: token('Twin') }),
      newAlert({ chatId: 'quiet', messageId: 'twin-2', timestamp: at(5), marketCap: 8_000, token: token(null) }),
    ]);
    const facts = await tokenFacts(test.db, twin);
    expect(facts?.name?.source).toMatchObject({ kind: 'alert', message_id: await idOf('busy', 'twin-1'), chat_title: null });
    expect(facts?.market_cap).toMatchObject({ value: 8_000, source: { message_id: await idOf('quiet', 'twin-2') } });
  });
});
