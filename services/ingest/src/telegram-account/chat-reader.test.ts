import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findTelegramChat } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';
import { startReadingAccount, type AccountOnQueue } from './testing/account-on-queue.js';

// One chat's reader where its two sides meet: a live message whose cursor write is slow while a
// catch-up starts, and a FLOOD_WAIT on the history far longer than the library sleeps itself.

const RACE = 4_301;
const FLOOD = 4_302;
const CA = 'So11111111111111111111111111111111111111112';
let harness: AccountOnQueue;

beforeAll(async () => {
  const fake = new FakeTelegram();
  fake.addChannel({ id: RACE, title: 'Race Calls' });
  fake.addChannel({ id: FLOOD, title: 'Flood Calls' });
  fake.postMany(RACE, 3, (index) => ({ text: `🚀 call ${index} CA: ${CA}` }));
  harness = await startReadingAccount(fake);
});
afterAll(async () => {
  await harness.close();
  expect(harness.fake.unknownMethods).toEqual([]);
});

const timesQueued = (channelId: number, id: number) => harness.acceptedIds(channelId).filter((queued) => queued === id).length;

describe("a chat's reader", () => {
  it('queues a live message once when a catch-up starts while its cursor is being written', async () => {
    await harness.watch(RACE);
    const { db } = harness.database;
    const chatId = botApiChatId(RACE);
    // The chat's row locked: the live message's cursor write waits, as on a slow database.
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = db.transaction().execute(async (trx) => {
      await trx.selectFrom('telegram_chats').select('chat_id').where('chat_id', '=', chatId).forUpdate().execute();
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const live = harness.fake.post(RACE, { text: `🚀 live call CA: ${CA}` });
    await harness.waitForAccepted(RACE, [live], 'the live message queued');
    // A lost connection, back: the chat catches up from its cursor, still before the live message.
    const asked = harness.fake.calls.length;
    harness.fake.dropConnection();
    harness.fake.restoreConnection();
    await until(() => harness.fake.calls.slice(asked).includes('messages.getHistory'), 'the catch-up reading the history');
    release();
    await lock;
    await until(async () => (await findTelegramChat(db, chatId))?.lastReadMessageId === live, 'the cursor at the live message');
    await until(() => harness.fake.calls.slice(asked).filter((call) => call === 'messages.getHistory').length >= 2, 'the catch-up done');
    const next = harness.fake.post(RACE, { text: `🚀 next call CA: ${CA}` });
    await harness.waitForAccepted(RACE, [next]);
    expect(timesQueued(RACE, live)).toBe(1);
  });

  it('waits out a 30 s FLOOD_WAIT on the history (longer than the library sleeps) and reads on', async () => {
    const history = harness.fake.postMany(FLOOD, 150, (index) => ({ text: `🚀 flood call ${index} CA: ${CA}` }));
    // Refused for 30 s after its first page: every ask meanwhile is refused with the seconds left.
    harness.fake.floodFor('messages.getHistory', 30, 1);
    await harness.watch(FLOOD, null, { timeoutMs: 90_000 });
    await harness.waitForAccepted(FLOOD, history, 'the whole history after the flood wait');
    expect(history.map((id) => timesQueued(FLOOD, id))).toEqual(history.map(() => 1));
    expect(harness.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          chatId: botApiChatId(FLOOD),
          seconds: 30,
          msg: 'Telegram account: Telegram asked to wait 30 s; waiting',
        }),
      ]),
    );
    const live = harness.fake.post(FLOOD, { text: `🚀 after the wait CA: ${CA}` });
    await harness.waitForAccepted(FLOOD, [live], 'a live message after the wait');
  }, 120_000);
});
