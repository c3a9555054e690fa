import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { channelScores } from './channel-scores.js';
import { saveTelegramChatList } from '../telegram/telegram-chats.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
/** A stored call of `chat` at `at`, its message carrying `title`. */
const callRow = (chat: string, token: string, at: Date, title: string | null) => ({
  token_address: token,
  chat_id: chat,
  message_id: `${chat}-${token}`,
  chat_title: title,
  called_at: at,
  market_cap_at_call: 10_000,
  peak_1h: 20_000,
  peak_24h: 20_000,
  peak_7d: 30_000,
  peak_source: 'alert' as const,
  minutes_to_2x: 30,
  drawdown_7d: 0.1,
  first: true,
  minutes_behind_first: 0,
});

describe('channelScores', () => {
  it("names a chat by the account's title, else by the title its newest call of the period carried", async () => {
    await saveTelegramChatList(test.db, [{ chatId: 'listed', title: 'Listed Calls', kind: 'channel', username: null }]);
    await test.db
      .insertInto('channel_calls')
      .values([
        callRow('listed', 'A', day(1), 'Old name of Listed'),
        callRow('unlisted', 'A', day(2), 'Unlisted, then'),
        callRow('unlisted', 'B', day(5), 'Unlisted, renamed'),
        callRow('unlisted', 'C', day(6), null),
        callRow('untitled', 'A', day(3), null),
      ])
      .execute();
    const titles = async (since: Date | null) =>
      Object.fromEntries((await channelScores(test.db, since)).channels.map((channel) => [channel.chat_id, channel.chat_title]));

    expect(await titles(null)).toEqual({ listed: 'Listed Calls', unlisted: 'Unlisted, renamed', untitled: null });
    // Within a period only its calls name the chat.
    await test.db
      .updateTable('channel_calls')
      .set({ called_at: day(1) })
      .where('token_address', '=', 'B')
      .execute();
    expect(await titles(day(2))).toEqual({ unlisted: 'Unlisted, then', untitled: null });
    expect((await channelScores(test.db, null)).channels.find((channel) => channel.chat_id === 'unlisted')?.calls).toBe(3);
  });
});
