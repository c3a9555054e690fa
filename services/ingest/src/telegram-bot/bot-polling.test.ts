// The bot source by long polling: the real telegraf client against a local Bot API double,
// inside the in-process ingest service, with real Redis and PostgreSQL; what it reads is
// checked on the raw-messages queue.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { telegramAnswers, telegramChats, telegramUpdates, until } from '@solana-hub/testing';
import { startIngestWithBot, type IngestWithBot } from './testing/ingest-with-bot.js';

let ingest: IngestWithBot;
const alpha = telegramChats.channel(-1001000000001, 'Alpha Calls', 'alpha_calls');
const degens = telegramChats.supergroup(-1001000000002, 'Degen Group');
const JAN_1 = 1_767_225_600;

beforeAll(async () => {
  ingest = await startIngestWithBot();
});
afterAll(async () => {
  await ingest.close();
});

const jobsOf = async (chatId: number) => (await ingest.jobs()).filter((job) => job.data.chatId === String(chatId));

describe('the Telegram bot by long polling', () => {
  it('queues a channel post with its chat title, date and every link: URL entities, text links and button URLs', async () => {
    const text = 'New call: $PEPE\nCA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU\nChart: dexscreener.com/solana/7xKX and buy here';
    ingest.telegram.push(
      telegramUpdates.channelPost(alpha, {
        message_id: 101,
        date: JAN_1,
        text,
        entities: [
          { type: 'bold', offset: 0, length: 9 },
          { type: 'url', offset: text.indexOf('dexscreener'), length: 'dexscreener.com/solana/7xKX'.length },
          { type: 'text_link', offset: text.indexOf('buy here'), length: 8, url: 'https://jup.ag/swap/SOL-7xKX' },
        ],
        reply_markup: {
          inline_keyboard: [
            [
              { text: '📈 Chart', url: 'https://birdeye.so/token/7xKX' },
              { text: 'Vote', callback_data: 'vote:1' },
            ],
            [{ text: 'Buy', url: 'https://jup.ag/swap/SOL-7xKX' }],
          ],
        },
      }),
    );
    expect(await ingest.waitForQueued(alpha.id, 101)).toEqual({
      source: 'telegram-bot',
      chatId: '-1001000000001',
      chatTitle: 'Alpha Calls',
      messageId: '101',
      editVersion: 0,
      date: '2026-01-01T00:00:00.000Z',
      text,
      links: ['https://dexscreener.com/solana/7xKX', 'https://jup.ag/swap/SOL-7xKX', 'https://birdeye.so/token/7xKX'],
      receivedAt: expect.any(String),
    });
  });

  it('reads the caption of a photo post and of a group message, with the caption entities counted in UTF-16 as Telegram counts them', async () => {
    const caption = '🚀🚀 $WIF pump.fun/coin/WIFxyz';
    ingest.telegram.push(
      telegramUpdates.channelPost(alpha, {
        message_id: 102,
        date: JAN_1,
        caption,
        caption_entities: [{ type: 'url', offset: caption.indexOf('pump'), length: 'pump.fun/coin/WIFxyz'.length }],
      }),
      telegramUpdates.groupMessage(degens, {
        message_id: 7,
        date: JAN_1 + 60,
        text: 'CA in the button',
        reply_markup: { inline_keyboard: [[{ text: 'CA', url: 'https://solscan.io/token/So11111111111111111111111111111111111111112' }]] },
      }),
    );
    expect(await ingest.waitForQueued(alpha.id, 102)).toMatchObject({ text: caption, links: ['https://pump.fun/coin/WIFxyz'] });
    expect(await ingest.waitForQueued(degens.id, 7)).toMatchObject({
      chatTitle: 'Degen Group',
      text: 'CA in the button',
      links: ['https://solscan.io/token/So11111111111111111111111111111111111111112'],
      date: '2026-01-01T00:01:00.000Z',
    });
  });

  it('queues an edit as a new version numbered by its edit_date, the same edit read twice once', async () => {
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 103, date: JAN_1, text: 'CA: soon' }));
    await ingest.waitForQueued(alpha.id, 103);
    const edit = telegramUpdates.editedChannelPost(
      alpha,
      { message_id: 103, date: JAN_1, text: 'CA: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
      JAN_1 + 120,
    );
    ingest.telegram.push(edit, edit);
    ingest.telegram.push(telegramUpdates.editedGroupMessage(degens, { message_id: 7, date: JAN_1 + 60, text: 'CA fixed' }, JAN_1 + 90));
    expect(await ingest.waitForQueued(alpha.id, 103, JAN_1 + 120)).toMatchObject({
      text: 'CA: 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      editVersion: JAN_1 + 120,
    });
    expect(await ingest.waitForQueued(degens.id, 7, JAN_1 + 90)).toMatchObject({ text: 'CA fixed', editVersion: JAN_1 + 90 });
    expect(
      (await jobsOf(alpha.id))
        .filter((job) => job.data.messageId === '103')
        .map((job) => job.id)
        .sort(),
    ).toEqual(['msg_-1001000000001_103_v0', `msg_-1001000000001_103_v${JAN_1 + 120}`]);
  });

  it('skips private chats, messages without text and updates it cannot read, and goes on past them', async () => {
    const [skippedBefore, invalidBefore] = [await ingest.updates('skipped'), await ingest.updates('invalid')];
    ingest.telegram.push(
      telegramUpdates.groupMessage(telegramChats.private(4242), { message_id: 1, date: JAN_1, text: 'CA: DM spam from a stranger' }),
      telegramUpdates.channelPost(alpha, { message_id: 104, date: JAN_1 }),
      { channel_post: { message_id: 'not a number', chat: alpha } },
      { my_chat_member: { chat: alpha, date: JAN_1 } },
      telegramUpdates.channelPost(alpha, { message_id: 105, date: JAN_1, text: 'after the odd ones' }),
    );
    await ingest.waitForQueued(alpha.id, 105);
    expect(await jobsOf(4242)).toEqual([]);
    expect(await ingest.queued(alpha.id, 104)).toBeUndefined();
    expect(await ingest.updates('skipped')).toBe(skippedBefore + 3);
    expect(await ingest.updates('invalid')).toBe(invalidBefore + 1);
  });

  it('confirms each batch to Telegram only after it is queued, by asking for the updates after it', async () => {
    const [id] = ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 106, date: JAN_1, text: 'confirm me' }));
    await ingest.waitForQueued(alpha.id, 106);
    await until(() => ingest.telegram.pending().length === 0, 'the update confirmed');
    const offsets = ingest.telegram.calls.filter((call) => call.method === 'getUpdates').map((call) => call.params.offset);
    expect(offsets).toContain((id as number) + 1);
    expect(ingest.telegram.calls.filter((call) => call.method === 'getUpdates').every((call) => call.params.timeout === 50)).toBe(true);
    expect(ingest.telegram.calls.find((call) => call.method === 'getUpdates')?.params.allowed_updates).toEqual([
      'message',
      'edited_message',
      'channel_post',
      'edited_channel_post',
    ]);
  });

  it('waits as long as a 429 says before it asks again', async () => {
    // The getUpdates that is held now answers first; the 429 is the answer to the one after it.
    ingest.telegram.failNext('getUpdates', telegramAnswers.tooManyRequests(2));
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 107, date: JAN_1, text: 'after a flood wait' }));
    await ingest.waitForQueued(alpha.id, 107);
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 108, date: JAN_1, text: 'after a flood wait' }));
    await ingest.waitForQueued(alpha.id, 108);
    const calls = ingest.telegram.calls.filter((call) => call.method === 'getUpdates');
    const flooded = calls.findIndex((call) => call.status === 429);
    expect(flooded).toBeGreaterThanOrEqual(0);
    expect((calls[flooded + 1]?.at ?? 0) - (calls[flooded]?.at ?? 0)).toBeGreaterThanOrEqual(2_000);
  });

  it('retries a failing Bot API server and a conflict with backoff, saying so in /health meanwhile', async () => {
    ingest.telegram.failNext('getUpdates', telegramAnswers.badGateway(), telegramAnswers.conflict(), telegramAnswers.conflict());
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 109, date: JAN_1, text: 'after a bad gateway' }));
    await until(async () => (await ingest.health()).status === 503, '/health to name the conflict');
    expect((await ingest.health()).body).toEqual({ error: expect.stringMatching(/^unhealthy: telegram-bot (unreachable|conflict)$/u) });
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 110, date: JAN_1, text: 'and after a conflict' }));
    await ingest.waitForQueued(alpha.id, 110);
    expect(await ingest.queued(alpha.id, 109)).toBeDefined();
    await until(async () => (await ingest.health()).status === 200, '/health ok again');
    expect((await ingest.health()).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', 'telegram-bot': 'ok' } });
  });

  it('tells the Sources screen when Telegram cannot be reached, since when and why, and when it answers again', async () => {
    expect(await ingest.connection()).toEqual({ state: 'connected' });
    const before = Date.now();
    ingest.telegram.failNext('getUpdates', telegramAnswers.hangUp(), telegramAnswers.hangUp());
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 111, date: JAN_1, text: 'before the network drops' }));
    await until(async () => (await ingest.connection()).state === 'unreachable', 'the connection recorded as unreachable');
    const out = await ingest.connection();
    expect(out).toEqual({ state: 'unreachable', since: expect.any(Date), problem: 'Telegram unreachable: ECONNRESET' });
    expect(out.state === 'unreachable' && out.since.getTime()).toBeGreaterThanOrEqual(before);
    ingest.telegram.push(telegramUpdates.channelPost(alpha, { message_id: 112, date: JAN_1, text: 'while the network was down' }));
    await until(async () => (await ingest.connection()).state === 'connected', 'the connection recorded as connected again');
    await ingest.waitForQueued(alpha.id, 112);
  });

  it('counts what it queued', async () => {
    expect(await ingest.updates('queued')).toBeGreaterThanOrEqual(12);
  });
});
