// The user-account source reading watched channels: mtcute's real client on the fake Telegram,
// the real RawMessageSink on a real BullMQ raw-messages queue, real PostgreSQL. What it reads is
// checked on the queue and in the database: nothing missed, nothing doubled.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rawMessageJobId } from '@solana-hub/contracts';
import { findTelegramChat, listTelegramChats } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';

const fake = new FakeTelegram();
let reading: AccountOnQueue;
const HOUR = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const timesAccepted = (channelId: number, id: number) => reading.acceptedIds(channelId).filter((accepted) => accepted === id).length;
const queued = async (channelId: number, id: number) =>
  (await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(channelId), messageId: String(id), editVersion: 0 })))?.data;

beforeAll(async () => {
  reading = await startAccountOnQueue(fake);
  await reading.logIn();
  reading.startAccount({ timing: { libraryFloodWaitMs: 1_000 }, defaultBackfillHours: 24 });
});
afterAll(async () => {
  await reading.close();
  expect(fake.unknownMethods).toEqual([]);
});

describe('the user account reading a watched channel', () => {
  it('queues new messages with the chat, text and every link (URL entities, text links, URL buttons); skips service and empty messages', async () => {
    fake.addChannel({ id: 101, title: 'Alpha Calls', username: 'alpha_calls' });
    await reading.watch(101);
    const text = 'New call: $PEPE\nChart: dexscreener.com/solana/7xKX and buy here';
    const id = fake.post(101, {
      text,
      date: 1_767_225_600,
      entities: [
        { _: 'messageEntityBold', offset: 0, length: 9 },
        { _: 'messageEntityUrl', offset: text.indexOf('dexscreener'), length: 'dexscreener.com/solana/7xKX'.length },
        { _: 'messageEntityTextUrl', offset: text.indexOf('buy here'), length: 8, url: 'https://jup.ag/swap/SOL-7xKX' },
      ],
      buttons: [[{ text: 'Chart', url: 'https://birdeye.so/token/7xKX' }], [{ text: 'Buy', url: 'https://jup.ag/swap/SOL-7xKX' }]],
    });
    await reading.waitForAccepted(101, [id]);
    const service = fake.postServiceMessage(101, 'Alpha Calls VIP');
    const empty = fake.post(101, { text: '' });
    const after = fake.post(101, { text: 'gm' });
    await reading.waitForAccepted(101, [id, after]);

    const job = await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(101), messageId: String(id), editVersion: 0 }));
    expect(job?.data).toEqual({
      source: 'telegram-account',
      chatId: '-1000000000101',
      chatTitle: 'Alpha Calls',
      messageId: String(id),
      editVersion: 0,
      date: '2026-01-01T00:00:00.000Z',
      text,
      links: ['https://dexscreener.com/solana/7xKX', 'https://jup.ag/swap/SOL-7xKX', 'https://birdeye.so/token/7xKX'],
      receivedAt: expect.any(String),
    });
    expect(reading.acceptedIds(101)).not.toContain(service);
    expect(reading.acceptedIds(101)).not.toContain(empty);
    // The title the chat has now, taken from its newest message.
    expect(
      (await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(101), messageId: String(after), editVersion: 0 })))?.data
        .chatTitle,
    ).toBe('Alpha Calls VIP');
    await until(
      async () => (await findTelegramChat(reading.database.db, botApiChatId(101)))?.lastReadMessageId === after,
      'the cursor at the newest message',
    );
  });

  it('reads a supergroup too: its title, entities counted in UTF-16 after emoji, a link given twice queued once', async () => {
    fake.addChannel({ id: 106, title: 'Degen Group', kind: 'supergroup' });
    await reading.watch(106);
    const text = '🚀🚀 $WIF pump.fun/coin/WIFxyz';
    const id = fake.post(106, {
      text,
      // Offsets in UTF-16 code units, as Telegram counts them: each 🚀 is two.
      entities: [{ _: 'messageEntityUrl', offset: 10, length: 'pump.fun/coin/WIFxyz'.length }],
      buttons: [[{ text: 'Buy', url: 'https://pump.fun/coin/WIFxyz' }]],
    });
    await reading.waitForAccepted(106, [id]);
    const job = await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(106), messageId: String(id), editVersion: 0 }));
    expect(job?.data).toMatchObject({ chatId: '-1000000000106', chatTitle: 'Degen Group', text, links: ['https://pump.fun/coin/WIFxyz'] });
  });

  it("reads a photo's caption as its text, with the caption's links", async () => {
    const caption = '📸 chart of $BONK, buy here';
    const id = fake.post(101, {
      photo: true,
      text: caption,
      entities: [{ _: 'messageEntityTextUrl', offset: caption.indexOf('buy here'), length: 8, url: 'https://jup.ag/swap/SOL-BONKxyz' }],
    });
    await reading.waitForAccepted(101, [id]);
    expect(await queued(101, id)).toMatchObject({ chatId: botApiChatId(101), text: caption, links: ['https://jup.ag/swap/SOL-BONKxyz'] });
  });

  it('stores a forwarded post in the chat it was forwarded into, with its text and links', async () => {
    fake.addChannel({ id: 107, title: 'Source Calls' });
    const original = fake.post(107, { text: 'original call' });
    const text = 'Forwarded: CA 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const id = fake.post(101, {
      text,
      forwardedFrom: { channelId: 107, messageId: original, date: nowSeconds() - 60 },
      buttons: [[{ text: 'Chart', url: 'https://dexscreener.com/solana/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }]],
    });
    await reading.waitForAccepted(101, [id]);
    expect(await queued(101, id)).toMatchObject({
      chatId: botApiChatId(101),
      chatTitle: 'Alpha Calls VIP',
      text,
      links: ['https://dexscreener.com/solana/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'],
    });
    expect(reading.acceptedIds(107)).toEqual([]);
  });

  it('reads the messages of a forum topic like any other', async () => {
    fake.addChannel({ id: 108, title: 'Forum Degens', kind: 'supergroup', forum: true });
    const topic = fake.post(108, { text: 'Solana calls' });
    await reading.watch(108);
    const text = 'topic call: pump.fun/coin/TOPICxyz';
    const id = fake.post(108, {
      text,
      topicId: topic,
      entities: [{ _: 'messageEntityUrl', offset: 12, length: 'pump.fun/coin/TOPICxyz'.length }],
    });
    await reading.waitForAccepted(108, [topic, id]);
    expect(await queued(108, id)).toMatchObject({ chatId: botApiChatId(108), text, links: ['https://pump.fun/coin/TOPICxyz'] });
  });

  it('queues an edit as a new version numbered by its edit date', async () => {
    const id = fake.post(101, { text: 'CA: soon' });
    await reading.waitForAccepted(101, [id]);
    const version = fake.edit(101, id, 'CA: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    await until(
      async () =>
        (await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(101), messageId: String(id), editVersion: version }))) !==
        undefined,
      'the edit queued',
    );
    const edit = await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(101), messageId: String(id), editVersion: version }));
    expect(edit?.data).toMatchObject({
      messageId: String(id),
      editVersion: version,
      text: 'CA: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    });
    expect(version).toBeGreaterThan(0);
  });

  it('marks a deleted message deleted, never erases it', async () => {
    const id = fake.post(101, { text: 'rug soon' });
    await reading.waitForAccepted(101, [id]);
    fake.delete(101, [id]);
    const deletions = () =>
      reading.database.db.selectFrom('message_deletions').selectAll().where('chat_id', '=', botApiChatId(101)).execute();
    await until(async () => (await deletions()).length === 1, 'the deletion recorded');
    expect(await deletions()).toEqual([expect.objectContaining({ chat_id: botApiChatId(101), message_id: String(id) })]);
    expect(await reading.queue.getJob(rawMessageJobId({ chatId: botApiChatId(101), messageId: String(id), editVersion: 0 }))).toBeDefined();
  });

  it('queues every one of 50 messages posted while the connection was down, each once', async () => {
    const before = fake.post(101, { text: 'before the gap' });
    await reading.waitForAccepted(101, [before]);
    fake.dropConnection();
    const missed = fake.postMany(101, 50, (i) => ({ text: `call ${i} during the gap` }));
    fake.restoreConnection();
    await reading.waitForAccepted(101, missed, 'the 50 messages of the gap queued');
    const live = fake.post(101, { text: 'after the gap' });
    await reading.waitForAccepted(101, [live]);
    expect(missed.map((id) => timesAccepted(101, id))).toEqual(missed.map(() => 1));
    expect(reading.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Telegram account: connection to Telegram lost; reconnecting',
        'Telegram account: connection back; catching up every watched chat',
      ]),
    );
  });
});

describe('the watch list', () => {
  it('backfills a newly watched chat for its backfill period only, and for TELEGRAM_BACKFILL_HOURS when it names none', async () => {
    fake.addChannel({ id: 102, title: 'Beta Gems' });
    fake.addChannel({ id: 103, title: 'Gamma Degens' });
    const [old102] = fake.postMany(102, 1, () => ({ text: 'three hours ago', date: nowSeconds() - 3 * HOUR }));
    const recent102 = fake.postMany(102, 150, (i) => ({ text: `recent ${i}`, date: nowSeconds() - HOUR }));
    const [old103] = fake.postMany(103, 1, () => ({ text: 'thirty hours ago', date: nowSeconds() - 30 * HOUR }));
    const recent103 = fake.postMany(103, 3, (i) => ({ text: `today ${i}`, date: nowSeconds() - 20 * HOUR }));

    // Switched on while the account reads: no restart.
    await reading.watch(102, 2);
    await reading.watch(103);
    await reading.waitForAccepted(102, recent102);
    await reading.waitForAccepted(103, recent103);
    expect(reading.acceptedIds(102)).not.toContain(old102);
    expect(reading.acceptedIds(103)).not.toContain(old103);
    expect(recent102.map((id) => timesAccepted(102, id))).toEqual(recent102.map(() => 1));
    await until(async () => (await findTelegramChat(reading.database.db, botApiChatId(102)))?.caughtUpAt != null, 'the chat caught up');
    expect(await findTelegramChat(reading.database.db, botApiChatId(102))).toMatchObject({
      lastReadMessageId: recent102[recent102.length - 1],
    });
  });

  it('stops reading a chat switched off', async () => {
    await reading.unwatch(103);
    await until(
      () => reading.logs.some((line) => line.msg === 'Telegram account: chat no longer read' && line.chatId === botApiChatId(103)),
      'the chat no longer read',
    );
    const unwatched = fake.post(103, { text: 'nobody reads this' });
    // Updates reach the account in order: once a later message of a watched chat is queued, the unwatched one has been passed over.
    const watched = fake.post(102, { text: 'still read' });
    await reading.waitForAccepted(102, [watched]);
    expect(reading.acceptedIds(103)).not.toContain(unwatched);
  });
});

describe('flood waits', () => {
  it('obeys a short flood wait on getHistory (the library sleeps it) and a long one (the chat reader waits it out), logs both, loses nothing', async () => {
    fake.addChannel({ id: 104, title: 'Delta Flood' });
    const history = fake.postMany(104, 120, (i) => ({ text: `call ${i}`, date: nowSeconds() - HOUR }));
    // A 1 s wait the library sleeps itself, then 2 s, past what the library sleeps: the chat's reader waits it out.
    fake.floodNext('messages.getHistory', 1, 2);
    await reading.watch(104);
    await reading.waitForAccepted(104, history, 'the channel read after the flood waits');
    expect(history.map((id) => timesAccepted(104, id))).toEqual(history.map(() => 1));
    expect(reading.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'messages.getHistory',
          seconds: 1,
          msg: 'Telegram asked to wait 1 s before messages.getHistory; waiting',
        }),
        expect.objectContaining({ chatId: botApiChatId(104), seconds: 2, msg: 'Telegram account: Telegram asked to wait 2 s; waiting' }),
      ]),
    );
  });
});

describe("the account's chat list", () => {
  it('lists channels and supergroups with their kind and username, and marks chats the account left', async () => {
    fake.addChannel({ id: 105, title: 'Epsilon Group', kind: 'supergroup', username: 'epsilon_chat' });
    await until(async () => (await findTelegramChat(reading.database.db, botApiChatId(105))) !== null, 'the supergroup listed');
    const chats = await listTelegramChats(reading.database.db);
    expect(chats.find((chat) => chat.chatId === botApiChatId(105))).toMatchObject({
      title: 'Epsilon Group',
      kind: 'supergroup',
      username: 'epsilon_chat',
      inAccount: true,
      watched: false,
    });
    expect(chats.find((chat) => chat.chatId === botApiChatId(101))).toMatchObject({
      kind: 'channel',
      username: 'alpha_calls',
      inAccount: true,
      watched: true,
    });

    fake.leaveChannel(105);
    await until(async () => (await findTelegramChat(reading.database.db, botApiChatId(105)))?.inAccount === false, 'the left chat marked');
  });
});
