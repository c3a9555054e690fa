import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HubEvent } from '@solana-hub/contracts';
import { findTelegramChat, recordTelegramChatRead, saveTelegramAccount, saveTelegramChatList } from '@solana-hub/db';
import { connectRedis, publishEvent, subscribeToEvents } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis, until, type TestDatabase } from '@solana-hub/testing';
import { runTelegramChats, type ChatsContext } from './telegram-chats.js';

const redis = createTestRedis();
const publisher = connectRedis(redis.url);
const subscriber = connectRedis(redis.url);
const events: HubEvent[] = [];
let database: TestDatabase;
const lines: string[] = [];
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await subscribeToEvents(
    subscriber,
    redis.prefix,
    (event) => events.push(event),
    () => undefined,
  );
});
afterAll(async () => {
  publisher.disconnect();
  subscriber.disconnect();
  await redis.clear();
  await database.drop();
});

function context(): ChatsContext {
  lines.length = 0;
  return {
    db: database.db,
    announce: (event) => publishEvent(publisher, redis.prefix, event),
    print: (line) => lines.push(line),
    defaultBackfillHours: 24,
    now,
  };
}

describe('npm run telegram:chats', () => {
  it('says what to do before the account is logged in and its chats are listed', async () => {
    expect(await runTelegramChats({}, context())).toBe(0);
    expect(lines).toEqual([
      'No Telegram account logged in: run `npm run telegram:login`.',
      "No chats listed yet: the ingest lists the account's chats once it runs (npm start) with TELEGRAM_API_ID set and the account logged in.",
    ]);
  });

  it('switches a chat on by @username with its backfill period, tells the ingest, and lists it watched with its state', async () => {
    await saveTelegramAccount(database.db, { sealedSession: 'v1.x', userId: 1, displayName: 'Alice' });
    await saveTelegramChatList(database.db, [
      { chatId: '-1001111111111', title: 'Alpha Calls', kind: 'channel', username: 'alphacalls' },
      { chatId: '-1002222222222', title: 'Beta Gems', kind: 'supergroup', username: null },
    ]);
    expect(await runTelegramChats({ watch: '@AlphaCalls', backfillHours: 6 }, context())).toBe(0);
    expect(lines).toEqual(['Watching Alpha Calls: its messages of the last 6 hours and every new one feed the dashboard.']);
    await until(() => events.length > 0, 'the watch-list event');
    expect(events).toEqual([{ name: 'telegram.watch-list-changed', data: { chatIds: ['-1001111111111'] } }]);

    await recordTelegramChatRead(database.db, '-1001111111111', {
      lastReadMessageId: 9,
      lastMessageAt: new Date('2026-05-01T11:50:00Z'),
      lastReceivedAt: new Date('2026-05-01T11:50:01Z'),
      caughtUp: true,
    });
    expect(await runTelegramChats({}, context())).toBe(0);
    expect(lines).toEqual([
      'Telegram account: Alice',
      '* -1001111111111  channel    Alpha Calls @alphacalls  (live, last message 10 min ago)',
      '  -1002222222222  supergroup Beta Gems',
    ]);
  });

  it('switches a chat off by id, and names a chat it does not know', async () => {
    expect(await runTelegramChats({ unwatch: '-1001111111111' }, context())).toBe(0);
    expect((await findTelegramChat(database.db, '-1001111111111'))?.watched).toBe(false);
    expect(await runTelegramChats({ watch: '@nobody' }, context())).toBe(1);
    expect(lines).toEqual(["No chat @nobody in the account's list. `npm run telegram:chats` shows the chats (ids and @usernames)."]);
  });
});
