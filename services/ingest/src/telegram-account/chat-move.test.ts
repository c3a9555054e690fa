import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findTelegramChat, listTelegramChats, telegramChatMoves, watchedTelegramChats } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import { botApiChatId, botApiGroupId, FakeTelegram } from './testing/fake-telegram.js';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';

// A basic group upgraded to a supergroup: Telegram gives the supergroup a new id and an empty
// history, and the basic group's last message says where it went. The watch follows, with the
// group's settings, and the supergroup is read from its first message; the group's messages stay.

const GROUP = 5_001;
const SUPERGROUP = 5_101;
const QUIET_GROUP = 5_002;
const QUIET_SUPERGROUP = 5_102;
const CA = 'So11111111111111111111111111111111111111112';
let harness: AccountOnQueue;

beforeAll(async () => {
  const fake = new FakeTelegram();
  fake.addGroup({ id: GROUP, title: 'Small Degens' });
  fake.addGroup({ id: QUIET_GROUP, title: 'Night Owls' });
  harness = await startAccountOnQueue(fake);
  await harness.logIn();
});
afterAll(async () => {
  await harness.close();
  expect(harness.fake.unknownMethods).toEqual([]);
});

describe('a basic group upgraded to a supergroup', () => {
  it('is followed live: the supergroup takes the watch and its settings, read from its first message; the group is no longer read', async () => {
    const { fake, database } = harness;
    const account = harness.startAccount();
    const before = fake.postInGroup(GROUP, { text: `🚀 group call CA: ${CA}` });
    await harness.watch(botApiGroupId(GROUP), 6);
    await harness.waitForAccepted(botApiGroupId(GROUP), [before], 'the group read');
    const live = fake.postInGroup(GROUP, { text: `🚀 live in the group CA: ${CA}` });
    await harness.waitForAccepted(botApiGroupId(GROUP), [live], 'a live group message');

    const supergroup = fake.migrateGroup(GROUP, SUPERGROUP);
    expect(supergroup).toBe(botApiChatId(SUPERGROUP));
    const first = fake.post(SUPERGROUP, { text: `🚀 first supergroup call CA: ${CA}` });
    await harness.waitForAccepted(SUPERGROUP, [first], 'the supergroup read');
    expect(await findTelegramChat(database.db, supergroup)).toMatchObject({
      watched: true,
      backfillHours: 6,
      kind: 'supergroup',
      title: 'Small Degens',
    });
    expect((await telegramChatMoves(database.db)).get(botApiGroupId(GROUP))).toBe(supergroup);
    // The Sources screen lists the supergroup in the group's place; the group's messages stay under its id.
    const listed = (await listTelegramChats(database.db)).map((chat) => chat.chatId);
    expect(listed).toContain(supergroup);
    expect(listed).not.toContain(botApiGroupId(GROUP));
    expect(harness.acceptedIds(botApiGroupId(GROUP))).toEqual([before, live]);
    await until(
      () => harness.logs.some((line) => line.msg === 'Telegram account: chat no longer read' && line.chatId === botApiGroupId(GROUP)),
      'the group no longer read',
    );
    const next = fake.post(SUPERGROUP, { text: `🚀 next supergroup call CA: ${CA}` });
    await harness.waitForAccepted(SUPERGROUP, [next]);
    expect(harness.acceptedIds(SUPERGROUP)).toEqual([first, next]);
    await account.stop();
  });

  it('is followed when upgraded while the ingest was down, and a restart never reads the group again', async () => {
    const { fake, database } = harness;
    const account = harness.startAccount();
    const before = fake.postInGroup(QUIET_GROUP, { text: `🌙 night call CA: ${CA}` });
    await harness.watch(botApiGroupId(QUIET_GROUP));
    await harness.waitForAccepted(botApiGroupId(QUIET_GROUP), [before]);
    await account.stop();

    // Down: the group is upgraded and the supergroup speaks.
    fake.migrateGroup(QUIET_GROUP, QUIET_SUPERGROUP);
    const missed = fake.postMany(QUIET_SUPERGROUP, 3, (index) => ({ text: `🌙 missed ${index} CA: ${CA}` }));
    harness.startAccount();
    await harness.waitForAccepted(QUIET_SUPERGROUP, missed, 'the supergroup read from its first message after the restart');
    const watched = (await watchedTelegramChats(database.db)).map((chat) => chat.chatId);
    expect(watched).toEqual(expect.arrayContaining([botApiChatId(SUPERGROUP), botApiChatId(QUIET_SUPERGROUP)]));
    expect(watched).not.toContain(botApiGroupId(GROUP));
    expect(watched).not.toContain(botApiGroupId(QUIET_GROUP));
    expect(harness.acceptedIds(QUIET_SUPERGROUP)).toEqual(missed);
  });
});
