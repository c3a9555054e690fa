import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findTelegramChat, saveRawMessages, storeAlerts } from '@solana-hub/db';
import { newAlert, until } from '@solana-hub/testing';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';

// What Telegram does not push: a chat whose pushes stop, and the edits and deletions made while
// the ingest was away. The account reads them from the history: a silent chat is read again
// within twice its usual interval, and after a restart each chat's recent window is read again.

const CHANNEL = 4_201;
const chatId = botApiChatId(CHANNEL);
/** Catch-ups of a silent chat within a second here (production: 1 to 15 minutes). */
const QUICK = { catchUpPace: { leastMs: 200, mostMs: 1_000, unknownMs: 300 } };
let harness: AccountOnQueue;

beforeAll(async () => {
  const fake = new FakeTelegram();
  fake.addChannel({ id: CHANNEL, title: 'Quiet Calls' });
  // A call every five minutes, the last one a minute ago.
  const start = Math.floor(Date.now() / 1000) - 60 - 29 * 300;
  fake.postMany(CHANNEL, 30, (index) => ({
    text: `🚀 call ${index} CA: So11111111111111111111111111111111111111112`,
    date: start + index * 300,
  }));
  harness = await startAccountOnQueue(fake);
  await harness.logIn();
});
afterAll(() => harness.close());

/** What the extractor would have stored of what the account queued: raw messages and their alerts. */
async function storeQueued(): Promise<void> {
  const queued = harness.accepted.filter((message) => message.chatId === chatId);
  await saveRawMessages(harness.database.db, queued);
  await storeAlerts(
    harness.database.db,
    queued.map((message) => newAlert({ chatId, messageId: message.messageId, timestamp: new Date(message.date), text: message.text })),
  );
}

const versionsQueued = (messageId: number) =>
  harness.accepted.filter((message) => message.chatId === chatId && message.messageId === String(messageId)).map((m) => m.editVersion);

describe("a chat's catch-ups", () => {
  it('read a chat whose pushes stopped within its catch-up interval', async () => {
    const account = harness.startAccount({ timing: QUICK });
    await harness.watch(CHANNEL);
    expect(harness.acceptedIds(CHANNEL)).toHaveLength(30);
    // Its rhythm, for the Sources screen to tell when it goes quiet.
    expect((await findTelegramChat(harness.database.db, chatId))?.usualIntervalSeconds).toBe(300);
    harness.fake.mutePushes(CHANNEL);
    const unpushed = harness.fake.post(CHANNEL, { text: '🔕 unpushed call CA: So11111111111111111111111111111111111111112' });
    await harness.waitForAccepted(CHANNEL, [unpushed], 'the unpushed message read from the history');
    harness.fake.mutePushes(CHANNEL, false);
    await account.stop();
  });

  it('apply, after a restart, the edits and deletions made while the ingest was away', async () => {
    await storeQueued();
    // The ingest is down: Telegram pushes to nobody, and keeps nothing for the next start's
    // updates (it starts from the current state).
    const ids = harness.acceptedIds(CHANNEL);
    const [edited1 = 0, edited2 = 0, deleted1 = 0, deleted2 = 0] = [ids[27], ids[20], ids[25], ids[10]];
    harness.fake.edit(CHANNEL, edited1, '🚀 call edited: now with the CA So11111111111111111111111111111111111111112');
    const editVersion = harness.fake.edit(CHANNEL, edited2, '🚀 call 20, second take');
    harness.fake.delete(CHANNEL, [deleted1, deleted2]);
    const missed = harness.fake.post(CHANNEL, { text: '🚀 posted while away CA: So11111111111111111111111111111111111111112' });

    harness.startAccount({ timing: QUICK });
    await harness.waitForAccepted(CHANNEL, [missed], 'the message posted while away');
    await until(
      () => versionsQueued(edited1).some((version) => version > 0) && versionsQueued(edited2).includes(editVersion),
      'both edits queued',
    );
    const deletedRows = () =>
      harness.database.db
        .selectFrom('messages')
        .select('message_id')
        .where('chat_id', '=', chatId)
        .where('deleted_at', 'is not', null)
        .execute();
    await until(async () => (await deletedRows()).length === 2, 'the deleted messages marked');
    const deleted = await deletedRows();
    expect(deleted.map((row) => Number(row.message_id)).sort((a, b) => a - b)).toEqual([deleted2, deleted1].sort((a, b) => a - b));
    // An unedited, undeleted message is not queued again.
    expect(versionsQueued(ids[15] ?? 0)).toEqual([0]);
  });

  it('read every post of a gap too long for Telegram to replay (channelDifferenceTooLong) once, from the history', async () => {
    // A push first, so the library knows where the channel's updates stand.
    const known = harness.fake.post(CHANNEL, { text: '🚀 before the gap CA: So11111111111111111111111111111111111111112' });
    await harness.waitForAccepted(CHANNEL, [known]);
    const before = harness.accepted.length;
    const asked = harness.fake.calls.length;
    harness.fake.dropConnection();
    const missed = harness.fake.postMany(CHANNEL, 120, (index) => ({
      text: `🚀 missed ${index} CA: So11111111111111111111111111111111111111112`,
    }));
    harness.fake.restoreConnection();
    // A push after the gap: its pts tells the library what it missed, and it asks for the difference.
    const next = harness.fake.post(CHANNEL, { text: '🚀 right after the gap CA: So11111111111111111111111111111111111111112' });
    await harness.waitForAccepted(CHANNEL, [...missed, next], 'the whole gap read');
    const queued = harness.accepted.slice(before).filter((message) => message.chatId === chatId && message.editVersion === 0);
    expect(queued.map((message) => Number(message.messageId)).sort((a, b) => a - b)).toEqual([...missed, next]);
    // The library did ask for the gap, and was told it was too long (more than 50 updates).
    expect(harness.fake.calls.slice(asked)).toContain('updates.getChannelDifference');
  });
});
