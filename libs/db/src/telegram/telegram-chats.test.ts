import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { applyMessageDeletions, markMessagesDeleted } from '../messages/message-deletions.js';
import { deleteTelegramAccount, findTelegramAccount, saveTelegramAccount } from './telegram-account.js';
import {
  countTelegramChatMessagesSince,
  findTelegramChat,
  listTelegramChats,
  recordTelegramChatError,
  recordTelegramChatRead,
  saveTelegramChatList,
  setTelegramChatWatched,
  telegramChatListSavedAt,
  watchedTelegramChats,
} from './telegram-chats.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const alpha = { chatId: '-1001111111111', title: 'Alpha Calls', kind: 'channel' as const, username: 'AlphaCalls' };
const beta = { chatId: '-1002222222222', title: 'beta gems', kind: 'supergroup' as const, username: null };
const gamma = { chatId: '-333333', title: 'Gamma group', kind: 'group' as const, username: null };

describe('the account chat list', () => {
  it('adds chats unwatched, renames them, and marks the ones the account left; says when it was last saved', async () => {
    expect(await telegramChatListSavedAt(test.db)).toBeNull();
    await saveTelegramChatList(test.db, [alpha, beta, gamma], new Date('2026-01-01T00:00:00Z'));
    await saveTelegramChatList(test.db, [{ ...alpha, title: 'Alpha Calls VIP' }, beta], new Date('2026-01-01T01:00:00Z'));
    const chats = await listTelegramChats(test.db);
    expect(chats.map((chat) => [chat.chatId, chat.title, chat.inAccount, chat.watched])).toEqual([
      [alpha.chatId, 'Alpha Calls VIP', true, false],
      [beta.chatId, 'beta gems', true, false],
      [gamma.chatId, 'Gamma group', false, false],
    ]);
    expect(await telegramChatListSavedAt(test.db)).toEqual(new Date('2026-01-01T01:00:00Z'));
  });

  it('finds a chat by id or by @username in any case', async () => {
    expect((await findTelegramChat(test.db, '@alphacalls'))?.chatId).toBe(alpha.chatId);
    expect((await findTelegramChat(test.db, beta.chatId))?.title).toBe('beta gems');
    expect(await findTelegramChat(test.db, '@nobody')).toBeNull();
  });
});

describe('watching a chat', () => {
  it('switches a chat on with its backfill period; reading then resumes from its cursor, which never goes back', async () => {
    const on = await setTelegramChatWatched(test.db, alpha.chatId, { watched: true, backfillHours: 6 }, new Date('2026-01-02T00:00:00Z'));
    expect(on).toMatchObject({ watched: true, backfillHours: 6, watchedSince: '2026-01-02T00:00:00.000Z', lastReadMessageId: null });
    expect(await setTelegramChatWatched(test.db, '-100999', { watched: true })).toBeNull();

    await recordTelegramChatRead(test.db, alpha.chatId, {
      lastReadMessageId: 50,
      lastMessageAt: new Date('2026-01-02T00:00:00Z'),
      lastReceivedAt: new Date('2026-01-02T00:00:02Z'),
    });
    await recordTelegramChatRead(test.db, alpha.chatId, {
      lastReadMessageId: 40,
      lastMessageAt: new Date('2026-01-01T23:00:00Z'),
      lastReceivedAt: new Date('2026-01-02T00:00:03Z'),
    });
    await recordTelegramChatError(test.db, beta.chatId, 'FLOOD_WAIT 30 s');
    const [watched] = await watchedTelegramChats(test.db);
    expect(watched).toMatchObject({ chatId: alpha.chatId, lastReadMessageId: 50, backfillHours: 6 });
    expect(await findTelegramChat(test.db, alpha.chatId)).toMatchObject({
      lastMessageAt: '2026-01-02T00:00:00.000Z',
      lastReceivedAt: '2026-01-02T00:00:02.000Z',
      lastError: null,
    });
    expect((await findTelegramChat(test.db, beta.chatId))?.lastError).toBe('FLOOD_WAIT 30 s');
  });

  it('keeps the cursor when a watched chat is switched on again, and starts afresh after a pause', async () => {
    await setTelegramChatWatched(test.db, alpha.chatId, { watched: true });
    expect((await findTelegramChat(test.db, alpha.chatId))?.lastReadMessageId).toBe(50);
    await setTelegramChatWatched(test.db, alpha.chatId, { watched: false });
    expect(await watchedTelegramChats(test.db)).toEqual([]);
    const again = await setTelegramChatWatched(test.db, alpha.chatId, { watched: true }, new Date('2026-02-01T00:00:00Z'));
    expect(again).toMatchObject({ lastReadMessageId: null, watchedSince: '2026-02-01T00:00:00.000Z', backfillHours: 6 });
  });

  it('reads no chat the account left', async () => {
    await setTelegramChatWatched(test.db, gamma.chatId, { watched: true });
    expect((await watchedTelegramChats(test.db)).map((chat) => chat.chatId)).toEqual([alpha.chatId]);
  });
});

describe('deleted messages', () => {
  it('marks a stored message deleted, keeps the first time, and marks one stored after its deletion', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    await storeAlerts(test.db, [
      newAlert({ chatId: alpha.chatId, messageId: '1', timestamp: at }),
      newAlert({ chatId: alpha.chatId, messageId: '2', timestamp: at }),
    ]);
    await markMessagesDeleted(test.db, { chatId: alpha.chatId, messageIds: ['1', '3'], deletedAt: new Date('2026-03-01T11:00:00Z') });
    await markMessagesDeleted(test.db, { chatId: alpha.chatId, messageIds: ['1'], deletedAt: new Date('2026-03-01T12:00:00Z') });
    await storeAlerts(test.db, [newAlert({ chatId: alpha.chatId, messageId: '3', timestamp: at })]);
    await applyMessageDeletions(test.db, [{ chatId: alpha.chatId, messageId: '3' }]);
    const rows = await test.db
      .selectFrom('messages')
      .select(['message_id', 'deleted_at'])
      .where('chat_id', '=', alpha.chatId)
      .orderBy('message_id')
      .execute();
    expect(rows.map((row) => [row.message_id, row.deleted_at?.toISOString() ?? null])).toEqual([
      ['1', '2026-03-01T11:00:00.000Z'],
      ['2', null],
      ['3', '2026-03-01T11:00:00.000Z'],
    ]);
    expect(await countTelegramChatMessagesSince(test.db, [alpha.chatId, beta.chatId], new Date('2026-03-01T00:00:00Z'))).toEqual(
      new Map([[alpha.chatId, 1]]),
    );
  });
});

describe('the account', () => {
  it('keeps one account, replaced by the next login, and forgets it', async () => {
    expect(await findTelegramAccount(test.db)).toBeNull();
    await saveTelegramAccount(test.db, { sealedSession: 'v1.first', userId: 7, displayName: 'Trader' });
    await saveTelegramAccount(test.db, { sealedSession: 'v1.second', userId: 8, displayName: 'Other' });
    expect(await findTelegramAccount(test.db)).toMatchObject({ sealedSession: 'v1.second', userId: 8, displayName: 'Other' });
    expect(await test.db.selectFrom('telegram_account').select('id').execute()).toHaveLength(1);
    await deleteTelegramAccount(test.db);
    expect(await findTelegramAccount(test.db)).toBeNull();
  });
});
