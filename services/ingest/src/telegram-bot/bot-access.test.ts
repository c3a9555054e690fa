// Which chats the bot reads (TELEGRAM_CHATS) and a token Telegram refuses: the real telegraf
// client against a local Bot API double, inside the in-process ingest service.
import { afterAll, describe, expect, it } from '@jest/globals';
import { TELEGRAM_BOT_TOKEN_REFUSED } from '@solana-hub/contracts';
import { telegramChatMoves } from '@solana-hub/db';
import { telegramChats, telegramUpdates, until } from '@solana-hub/testing';
import { startIngestWithBot, type IngestWithBot } from './testing/ingest-with-bot.js';

const running: IngestWithBot[] = [];
afterAll(async () => {
  for (const ingest of running) await ingest.close();
});

async function ingestWithBot(...options: Parameters<typeof startIngestWithBot>): Promise<IngestWithBot> {
  const ingest = await startIngestWithBot(...options);
  running.push(ingest);
  return ingest;
}

describe('TELEGRAM_CHATS', () => {
  it('lets the bot read only the chats it names, by id or by @username in any case, and confirms the others all the same', async () => {
    const { telegram, jobs } = await ingestWithBot({ env: { TELEGRAM_CHATS: '@Alpha_Calls, -1002000000003' } });
    const byUsername = telegramChats.channel(-1002000000001, 'Alpha Calls', 'alpha_calls');
    const other = telegramChats.channel(-1002000000002, 'Someone Else', 'someone_else');
    const byId = telegramChats.supergroup(-1002000000003, 'Private Group');
    telegram.push(
      telegramUpdates.channelPost(other, { message_id: 1, date: 1_767_225_600, text: 'CA: not for us' }),
      telegramUpdates.channelPost(byUsername, { message_id: 1, date: 1_767_225_600, text: 'CA: for us' }),
      telegramUpdates.groupMessage(byId, { message_id: 1, date: 1_767_225_600, text: 'CA: for us too' }),
    );
    await until(async () => (await jobs()).length >= 2, 'the allowed chats queued');
    await until(() => telegram.pending().length === 0, 'every update confirmed');
    expect((await jobs()).map((job) => job.data.chatId).sort()).toEqual(['-1002000000001', '-1002000000003']);
  });

  it('reads on a basic group it names once the group is upgraded to a supergroup, and records the move', async () => {
    const ingest = await ingestWithBot({ env: { TELEGRAM_CHATS: '-4001' } });
    const group = telegramChats.group(-4001, 'Small Degens');
    const supergroup = telegramChats.supergroup(-1002000004001, 'Small Degens');
    const unnamed = telegramChats.supergroup(-1002000004002, 'Not Named');
    ingest.telegram.push(telegramUpdates.groupMessage(group, { message_id: 7, date: 1_767_225_600, text: 'CA: in the group' }));
    expect(await ingest.waitForQueued(group.id, 7)).toMatchObject({ chatId: '-4001', text: 'CA: in the group' });
    // Telegram's two messages of the upgrade: the group's last one, the supergroup's first one.
    ingest.telegram.push(
      telegramUpdates.groupMigratedTo(group, supergroup.id, 8, 1_767_225_660),
      telegramUpdates.supergroupMigratedFrom(supergroup, group.id, 1, 1_767_225_660),
      telegramUpdates.groupMessage(supergroup, { message_id: 2, date: 1_767_225_700, text: 'CA: in the supergroup' }),
      telegramUpdates.groupMessage(unnamed, { message_id: 2, date: 1_767_225_700, text: 'CA: elsewhere' }),
    );
    expect(await ingest.waitForQueued(supergroup.id, 2)).toMatchObject({ chatId: '-1002000004001', text: 'CA: in the supergroup' });
    await until(() => ingest.telegram.pending().length === 0, 'every update confirmed');
    expect((await ingest.jobs()).map((job) => job.data.chatId).sort()).toEqual(['-1002000004001', '-4001']);
    expect(await telegramChatMoves(ingest.database.db)).toEqual(new Map([['-4001', '-1002000004001']]));
    expect(await ingest.updates('moved')).toBe(2);
  });
});

describe('a token Telegram refuses', () => {
  it('stops the bot source with an unhealthy /health naming telegram-bot, tells the Sources screen at once, while the ingest goes on serving', async () => {
    const { telegram, health, base, connection } = await ingestWithBot({
      token: '987654321:AAwrong-token-for-this-bot_0000000000',
      env: { INGEST_TOKEN: 'access-test-token' },
    });
    await until(async () => (await health()).status === 503, '/health to say the token is refused');
    expect(await health()).toEqual({ status: 503, body: { error: 'unhealthy: telegram-bot token refused' } });
    await until(async () => (await connection()).state === 'unreachable', 'the refusal recorded for the Sources screen');
    expect(await connection()).toEqual({ state: 'unreachable', since: expect.any(Date), problem: TELEGRAM_BOT_TOKEN_REFUSED });
    // No retry loop: one getMe, then nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(telegram.calls.map((call) => call.method)).toEqual(['getMe']);
    const posted = await fetch(`${base}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer access-test-token' },
      body: JSON.stringify({ chat: 'still-serving', message_id: 1, text: 'CA: abc' }),
    });
    expect(posted.status).toBe(202);
  });
});
