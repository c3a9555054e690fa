// A restart of the ingest with an account of 2,000 dialogs: mtcute's real client on the fake
// Telegram, the real raw-messages queue on real Redis, real PostgreSQL. The watched chats are read
// at once from the access hashes the client kept; no dialog is listed before their first message
// (asserted on the order of the calls the fake Telegram answered, not on time).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { telegramChatListSavedAt } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import type { TelegramAccount } from './telegram-account.js';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';
import { FakeTelegram } from './testing/fake-telegram.js';

const fake = new FakeTelegram();
const DIALOGS = 2_000;
/** The oldest dialogs: the last page of the list, which a sweep of the dialogs reaches last. */
const WATCHED = [6_001, 6_002, 6_003];
const TIMING = { libraryFloodWaitMs: 1_000, chatListEveryMs: 10 * 60_000 };
let reading: AccountOnQueue;
let account: TelegramAccount;

beforeAll(async () => {
  fake.addDialogs(6_001, DIALOGS);
  reading = await startAccountOnQueue(fake);
  await reading.logIn();
  account = reading.startAccount({ timing: TIMING });
  for (const id of WATCHED) await reading.watch(id, null, { timeoutMs: 60_000 });
}, 120_000);
afterAll(async () => {
  await reading.close();
  expect(fake.unknownMethods).toEqual([]);
});

/** Stops the account, posts one message in every watched chat, starts it again; answers the posts and the fake's call count at the restart. */
async function restartWithNews(): Promise<{ posts: Map<number, number>; call: number }> {
  await account.stop();
  const posts = new Map(WATCHED.map((id) => [id, fake.post(id, { text: `posted while stopped in ${id}` })]));
  const call = fake.calls.length;
  account = reading.startAccount({ timing: TIMING });
  return { posts, call };
}

async function waitForNews(posts: Map<number, number>): Promise<void> {
  for (const [id, messageId] of posts) await reading.waitForAccepted(id, [messageId]);
}

/** Where, among the calls since `from`, each watched chat's history was first asked for. */
function firstHistoryCalls(from: number): number[] {
  return WATCHED.map((id) =>
    fake.requests.findIndex(
      (request, index) =>
        index >= from && request._ === 'messages.getHistory' && request.peer._ === 'inputPeerChannel' && request.peer.channelId === id,
    ),
  );
}

describe('a restart with 2,000 dialogs', () => {
  it('reads the watched chats from the kept access hashes at once; a list saved minutes ago is not read again', async () => {
    const { posts, call } = await restartWithNews();
    await waitForNews(posts);
    const since = fake.calls.slice(call);
    expect(since).toContain('messages.getHistory');
    expect(since).not.toContain('messages.getDialogs');
    expect(since).not.toContain('channels.getChannels');
  });

  it('with the list due, reads every watched chat before the first request of the list, then lists them all', async () => {
    await sql`UPDATE telegram_chats SET listed_at = listed_at - interval '1 hour'`.execute(reading.database.db);
    const aged = (await telegramChatListSavedAt(reading.database.db))?.getTime() ?? 0;
    const { posts, call } = await restartWithNews();
    await waitForNews(posts);
    await until(async () => ((await telegramChatListSavedAt(reading.database.db))?.getTime() ?? 0) > aged, 'the list read again', 60_000);

    const firstList = fake.calls.indexOf('messages.getDialogs', call);
    const histories = firstHistoryCalls(call);
    expect(histories.every((index) => index >= call && index < firstList)).toBe(true);
    const inAccount = await reading.database.db.selectFrom('telegram_chats').select('chat_id').where('in_account', '=', true).execute();
    expect(inAccount).toHaveLength(DIALOGS);
  });
});
