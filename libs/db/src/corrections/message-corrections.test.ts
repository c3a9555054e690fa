import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { replaceAlerts, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { rewriteChangedAlerts } from '../messages/alert-rewrite.js';
import { correctMessage } from './message-corrections.js';
import { saveTokenMetadata } from '../token-metadata/token-metadata.js';
import { tokenFacts } from '../token-metadata/token-facts.js';
import { knownTokenValues, marketCapNear } from '../token-metadata/known-token-values.js';
import { rebuildTokens } from '../tokens/token-rebuild.js';
import { saveRawMessages } from '../raw-messages/raw-message-repository.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const token = (address: string, name: string | null, symbol: string | null) => ({ address, chain: 'solana' as const, name, symbol });
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
const alert = (chatId: string, messageId: string, minute: number, overrides: Partial<NewAlert>) =>
  newAlert({ chatId, messageId, timestamp: at(minute), ...overrides });

const tokenRow = (address: string) =>
  test.db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirstOrThrow();
const messageId = async (chatId: string, messageIdInChat: string) =>
  (
    await test.db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .where('message_id', '=', messageIdInChat)
      .executeTakeFirstOrThrow()
  ).id;

describe('a correction of one message', () => {
  const address = 'Corr1111111111111111111111111111111111pump';

  it('wins over the extraction, names the token over newer alerts, and is kept through a replay and an edit', async () => {
    const wrong = alert('calls', '1', 1, { token: token(address, 'Pepe', 'PEPE'), marketCap: 12_000 });
    await storeAlerts(test.db, [wrong, alert('other', '7', 5, { token: token(address, 'Pepe', 'PEPE'), marketCap: 30_000 })]);

    const corrected = await correctMessage(test.db, await messageId('calls', '1'), { tokenSymbol: 'PEPE2', marketCap: 15_000 });

    expect(corrected).toMatchObject({ token_symbol: 'PEPE2', token_name: 'Pepe', market_cap: 15_000 });
    // The newer alert says PEPE, but the trader's word wins for the token; the market caps fold as always.
    expect(await tokenRow(address)).toMatchObject({
      token_symbol: 'PEPE2',
      token_symbol_source: 'correction',
      token_name: 'Pepe',
      token_name_source: 'alert',
      initial_market_cap: 15_000,
      current_market_cap: 30_000,
    });

    // A replay reads the message as before: the correction stays, and the row is unchanged.
    const replayed = await rewriteChangedAlerts(test.db, [wrong]);
    expect(replayed.changed).toEqual([false]);
    // An edit (or an AI answer) rewrites the message: the correction is laid over it too.
    await replaceAlerts(test.db, [{ ...wrong, text: 'edited', marketCap: 99_000 }]);
    const row = await test.db.selectFrom('messages').selectAll().where('chat_id', '=', 'calls').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ token_symbol: 'PEPE2', market_cap: 15_000, message_text: 'edited' });
    expect(await tokenRow(address)).toMatchObject({ token_symbol: 'PEPE2', token_symbol_source: 'correction', initial_market_cap: 15_000 });

    // A later correction of another field keeps the first.
    await correctMessage(test.db, await messageId('calls', '1'), { tokenName: 'Pepe Two' });
    expect(await tokenRow(address)).toMatchObject({ token_name: 'Pepe Two', token_name_source: 'correction', token_symbol: 'PEPE2' });
  });

  it('is refused for a message that names no token, or none at all', async () => {
    await storeAlerts(test.db, [alert('calls', '2', 2, { token: null })]);
    expect(await correctMessage(test.db, await messageId('calls', '2'), { tokenSymbol: 'X' })).toBeNull();
    expect(await correctMessage(test.db, 2_000_000_000, { tokenSymbol: 'X' })).toBeNull();
  });
});

describe("the providers' names", () => {
  it('fill a token its alerts leave unnamed, the mint over DexScreener, and give way to a later alert', async () => {
    const address = 'Prov1111111111111111111111111111111111pump';
    await storeAlerts(test.db, [alert('calls', '10', 10, { token: token(address, null, null), marketCap: 5_000 })]);
    await saveTokenMetadata(test.db, address, [
      { provider: 'dexscreener', name: 'Dog Wif Hat', symbol: 'WIF', at: at(11) },
      { provider: 'onchain-metadata', name: 'dogwifhat', symbol: 'WIF', at: at(11) },
    ]);
    expect(await tokenRow(address)).toMatchObject({
      token_name: 'dogwifhat',
      token_name_source: 'onchain-metadata',
      token_symbol: 'WIF',
      token_symbol_source: 'onchain-metadata',
    });
    // A rebuild from the messages comes to the same.
    await test.db.transaction().execute((tx) => rebuildTokens(tx, [address]));
    expect(await tokenRow(address)).toMatchObject({ token_name: 'dogwifhat', token_name_source: 'onchain-metadata' });

    // An alert that names it wins, whenever it came.
    await storeAlerts(test.db, [alert('calls', '11', 9, { token: token(address, 'Wif', 'WIF'), marketCap: 6_000 })]);
    expect(await tokenRow(address)).toMatchObject({ token_name: 'Wif', token_name_source: 'alert' });
  });

  it("never overwrite the alerts' name: the token's facts say where each field came from and where they disagree", async () => {
    const address = 'Disa1111111111111111111111111111111111pump';
    await saveRawMessages(test.db, [
      {
        source: 'telegram-bot',
        chatId: 'alpha',
        chatTitle: 'Alpha Calls',
        messageId: '20',
        editVersion: 0,
        date: at(20).toISOString(),
        text: 'PEPE',
        links: [],
        receivedAt: at(20).toISOString(),
      },
    ]);
    await storeAlerts(test.db, [alert('alpha', '20', 20, { token: token(address, 'Pepe', 'PEPE'), marketCap: 40_000 })]);
    await saveTokenMetadata(test.db, address, [
      { provider: 'onchain-metadata', name: 'Pepe', symbol: 'PEPE2', at: at(21) },
      { provider: 'dexscreener', name: 'pepe', symbol: 'PEPE2', at: at(21) },
    ]);
    expect(await tokenRow(address)).toMatchObject({ token_symbol: 'PEPE', token_symbol_source: 'alert' });

    const facts = await tokenFacts(test.db, address);

    const id = await messageId('alpha', '20');
    const fromAlpha = { kind: 'alert', message_id: id, chat_id: 'alpha', chat_title: 'Alpha Calls', at: at(20).toISOString() };
    expect(facts).toMatchObject({
      name: { value: 'Pepe', source: fromAlpha },
      symbol: { value: 'PEPE', source: fromAlpha },
      market_cap: { value: 40_000, source: fromAlpha },
      disagreements: ['Alerts say $PEPE; DexScreener says $PEPE2', 'Alerts say $PEPE; on-chain metadata says $PEPE2'],
      corrections: [],
    });

    await correctMessage(test.db, id, { tokenSymbol: 'PEPE2', marketCap: 41_000 });
    const corrected = await tokenFacts(test.db, address);
    expect(corrected).toMatchObject({
      symbol: { value: 'PEPE2', source: { kind: 'correction', message_id: id } },
      market_cap: { value: 41_000, source: { kind: 'correction', message_id: id } },
      disagreements: [],
      corrections: [{ message_id: id, token_name: null, token_symbol: 'PEPE2', market_cap: 41_000 }],
    });
    expect(await tokenFacts(test.db, 'Nothing111111111111111111111111111111pump')).toBeNull();
  });
});

describe('knownTokenValues', () => {
  it("gives each token's names, symbols and market caps with their sources, leaving out a chat's own alerts but not its corrections", async () => {
    const address = 'Know1111111111111111111111111111111111pump';
    await storeAlerts(test.db, [
      alert('learner', '30', 30, { token: token(address, 'Bonk', 'BONKK'), marketCap: 70_000 }),
      alert('learner', '31', 31, { token: token(address, 'Bonk', 'BONK'), marketCap: 71_000 }),
      alert('teacher', '32', 32, { token: token(address, 'Bonk', 'BONK'), marketCap: 75_000 }),
    ]);
    await correctMessage(test.db, await messageId('learner', '30'), { tokenSymbol: 'BONK' });
    await saveTokenMetadata(test.db, address, [{ provider: 'onchain-metadata', name: 'Bonk', symbol: 'Bonk', at: at(33) }]);

    const known = (await knownTokenValues(test.db, [address], { exceptChatId: 'learner' })).get(address);

    expect(known?.symbols).toEqual([
      { value: 'BONK', at: at(32), source: { kind: 'alert', chatId: 'teacher', messageId: '32' } },
      { value: 'BONK', at: at(30), source: { kind: 'correction', chatId: 'learner', messageId: '30' } },
      { value: 'Bonk', at: at(33), source: { kind: 'onchain-metadata' } },
    ]);
    expect(known?.marketCaps).toEqual([{ value: 75_000, at: at(32), source: { kind: 'alert', chatId: 'teacher', messageId: '32' } }]);
    expect(known && marketCapNear(known, at(31), 5 * 60_000)).toEqual(known?.marketCaps[0]);
    expect(known && marketCapNear(known, at(10), 5 * 60_000)).toBeNull();
    // Everyone's alerts without the option.
    expect((await knownTokenValues(test.db, [address])).get(address)?.marketCaps.map((value) => value.value)).toEqual([
      75_000, 71_000, 70_000,
    ]);
  });
});
