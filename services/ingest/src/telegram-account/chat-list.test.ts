// The account's chat list, read paced and resumable while the watched chats are read: mtcute's
// real client on the fake Telegram (350 dialogs, four pages), the real raw-messages queue on real
// Redis, real PostgreSQL. A FLOOD_WAIT mid-list is waited out and the list goes on from the page
// it stopped at; a chat the client does not know waits for the list, and "the account cannot see
// this chat" is said only of a chat a finished list lacks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { tl } from '@mtcute/core';
import { findTelegramChat, telegramChatListSavedAt } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import type { TelegramAccount } from './telegram-account.js';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';

const fake = new FakeTelegram();
const DIALOGS = 350;
const WATCHED = 5_001;
const LEFT = 5_002;
const TIMING = { libraryFloodWaitMs: 1_000, chatListEveryMs: 10 * 60_000 };
let reading: AccountOnQueue;
let account: TelegramAccount;

beforeAll(async () => {
  // The watched chats are the oldest dialogs: the last page of the list.
  fake.addDialogs(5_001, DIALOGS);
  reading = await startAccountOnQueue(fake);
  await reading.logIn();
  account = reading.startAccount({ timing: TIMING });
  await reading.watch(WATCHED);
  await reading.watch(LEFT);
}, 60_000);
afterAll(async () => {
  await reading.close();
  expect(fake.unknownMethods).toEqual([]);
});

const messages = () => reading.logs.map((line) => line.msg);
const dialogRequestsSince = (call: number) =>
  fake.requests.slice(call).filter((request): request is tl.messages.RawGetDialogsRequest => request._ === 'messages.getDialogs');
const offsetOf = (request: tl.messages.RawGetDialogsRequest) => ({
  offsetDate: request.offsetDate,
  offsetId: request.offsetId,
  offsetPeer: request.offsetPeer,
});

/** Stops the account and starts it again, as a restart of the ingest does; answers the fake's call count at the restart. */
async function restart(): Promise<number> {
  await account.stop();
  const call = fake.calls.length;
  account = reading.startAccount({ timing: TIMING });
  return call;
}

/** The saved list is older than TIMING.chatListEveryMs: a restart reads it again. */
async function ageTheSavedList(): Promise<Date> {
  await sql`UPDATE telegram_chats SET listed_at = listed_at - interval '1 hour'`.execute(reading.database.db);
  return (await telegramChatListSavedAt(reading.database.db)) ?? new Date(0);
}

const listSavedAfter = async (at: Date) => ((await telegramChatListSavedAt(reading.database.db))?.getTime() ?? 0) > at.getTime();

describe("the account's chat list", () => {
  it('waits out a FLOOD_WAIT longer than the library sleeps, and goes on from the page it stopped at while the watched chats are read', async () => {
    const aged = await ageTheSavedList();
    // The third request of the list is refused for 3 s; asking again before that is refused again.
    fake.floodFor('messages.getDialogs', 3, 2);
    const restartedAt = await restart();
    await until(() => dialogRequestsSince(restartedAt).length === 3, 'the third page of the list refused');

    const during = fake.post(WATCHED, { text: 'posted while the list waits' });
    await reading.waitForAccepted(WATCHED, [during]);
    expect(dialogRequestsSince(restartedAt)).toHaveLength(3);

    await until(() => listSavedAfter(aged), 'the whole list saved');
    const requests = dialogRequestsSince(restartedAt);
    // Four pages, the refused one asked again once, the empty answer that ends the list, and the
    // top of the list again: the watched chat spoke meanwhile and moved there, among pages read.
    expect(requests).toHaveLength(7);
    expect(offsetOf(requests[6]!)).toEqual(offsetOf(requests[0]!));
    expect(offsetOf(requests[0]!)).toEqual({ offsetDate: 0, offsetId: 0, offsetPeer: { _: 'inputPeerEmpty' } });
    expect(requests[2]!.offsetPeer._).toBe('inputPeerChannel');
    expect(offsetOf(requests[3]!)).toEqual(offsetOf(requests[2]!));
    expect(messages()).toContain('Telegram account: Telegram asked to wait 3 s before listing more chats; going on from there after it');
    expect((await reading.database.db.selectFrom('telegram_chats').select('chat_id').where('in_account', '=', true).execute()).length).toBe(
      DIALOGS,
    );
  });

  it('lets a watched chat the client does not know wait for the list, and says the account cannot see a chat only when a finished list lacks it', async () => {
    fake.leaveChannel(LEFT);
    fake.floodFor('messages.getDialogs', 2);
    // Stopping saves what the client learnt; then, as at the first start after this storage
    // came: no peer kept, a list saved minutes ago.
    await account.stop();
    await reading.database.db.deleteFrom('telegram_peers').execute();
    const missed = fake.post(WATCHED, { text: 'posted while stopped' });
    const logsBefore = reading.logs.length;
    account = reading.startAccount({ timing: TIMING });

    await reading.waitForAccepted(WATCHED, [missed]);
    await until(
      async () => (await findTelegramChat(reading.database.db, botApiChatId(LEFT)))?.lastError === 'the account cannot see this chat',
      'the chat the account left said to be out of its sight',
    );
    expect(await findTelegramChat(reading.database.db, botApiChatId(LEFT))).toMatchObject({ inAccount: false });
    const watchedLines = reading.logs.slice(logsBefore).filter((line) => line.chatId === botApiChatId(WATCHED));
    expect(watchedLines.map((line) => line.msg)).toContain(
      'Telegram account: the client does not know this chat yet; reading it once the account’s chats are listed',
    );
    // Never an error for the chat the list taught the client.
    expect(watchedLines.filter((line) => line.level >= 40)).toEqual([]);
    expect(await findTelegramChat(reading.database.db, botApiChatId(WATCHED))).toMatchObject({ lastError: null, inAccount: true });
  });
});
