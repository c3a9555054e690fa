import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorBodySchema, newAlert, readJson, until } from '@solana-hub/testing';
import {
  sourcesSchema,
  telegramChatSchema,
  TELEGRAM_ACCOUNT_SETTINGS,
  TELEGRAM_BOT_TOKEN_REFUSED,
  TELEGRAM_LOGIN_COMMAND,
  type HubEvent,
  type SourceChat,
} from '@solana-hub/contracts';
import {
  findTelegramChat,
  recordTelegramChatError,
  recordTelegramChatRead,
  recordTelegramClientError,
  recordTelegramConnection,
  saveTelegramAccount,
  saveTelegramChatList,
  setTelegramChatWatched,
  storeAlerts,
  type ListedChat,
} from '@solana-hub/db';
import { connectRedis, subscribeToEvents } from '@solana-hub/queue';
import { gatewayForTests, type GatewayForTests } from '../test-gateway.fixture.js';

// GET /api/sources and PUT /api/sources/telegram-chats/:chatId on the real gateway, over a real
// database the ingest's repository functions fill, and a real Redis the switch announces on.

const password = 'sources api password';
const TELEGRAM_ACCOUNT_ENV = {
  TELEGRAM_API_ID: '123456',
  TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef',
  TELEGRAM_SESSION_KEY: 'k'.repeat(40),
};
const account = gatewayForTests(password, {}, TELEGRAM_ACCOUNT_ENV);
const bare = gatewayForTests(password);

const ALPHA: ListedChat = { chatId: '-1001000000001', title: 'Alpha Calls', kind: 'channel', username: 'alphacalls' };
const GEM: ListedChat = { chatId: '-1001000000002', title: 'Gem Hunters', kind: 'supergroup', username: null };
const OLD: ListedChat = { chatId: '-1001000000003', title: 'Old Pumps', kind: 'channel', username: 'oldpumps' };
const TRADERS: ListedChat = { chatId: '-4000000004', title: 'traders chat', kind: 'group', username: null };

const get = (gateway: GatewayForTests, path: string) => fetch(`${gateway.base}${path}`, { headers: { cookie: gateway.cookie } });
const put = (gateway: GatewayForTests, path: string, body: unknown, contentType = 'application/json') =>
  fetch(`${gateway.base}${path}`, {
    method: 'PUT',
    headers: { cookie: gateway.cookie, 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const switchChat = (chatId: string, body: unknown) => put(account, `/api/sources/telegram-chats/${chatId}`, body);
const sources = async (gateway: GatewayForTests, query = '') => readJson(await get(gateway, `/api/sources${query}`), sourcesSchema);
const chatIn = (chats: readonly SourceChat[], chatId: string) => chats.find((chat) => chat.chatId === chatId);

const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};

/** Stores alert messages of a chat, each dated as given. */
async function storeMessages(gateway: GatewayForTests, chatId: string, dates: readonly Date[]): Promise<void> {
  await storeAlerts(
    gateway.database.db,
    dates.map((timestamp, index) => newAlert({ chatId, messageId: `${timestamp.getTime()}-${index}`, timestamp, token: null })),
  );
}

describe('GET /api/sources without any Telegram source set up', () => {
  it('says which settings the account needs, that the bot has no token, and that the demo feed plays', async () => {
    const answer = await sources(bare);
    expect(answer.account).toEqual({ state: 'not-configured', settings: [...TELEGRAM_ACCOUNT_SETTINGS] });
    expect(answer.bot).toEqual({ configured: false, allowList: null, updates: 'long-polling', connection: null });
    expect(answer).toMatchObject({ demoFeed: true, defaultBackfillHours: 24, chats: [], chatCount: 0 });
  });
});

describe('the bot as its settings say', () => {
  const bot = gatewayForTests(
    password,
    {},
    {
      TELEGRAM_BOT_TOKEN: '123:secret-bot-token',
      TELEGRAM_CHATS: '-1001000000001, @gemhunters',
      TELEGRAM_WEBHOOK_URL: 'https://hub.example/telegram',
    },
  );

  it('is configured with its allow-list and webhook, and the token is never answered', async () => {
    const response = await get(bot, '/api/sources');
    const text = await response.text();
    expect(text).not.toContain('secret-bot-token');
    const answer = sourcesSchema.parse(JSON.parse(text));
    expect(answer.bot).toEqual({
      configured: true,
      allowList: ['-1001000000001', '@gemhunters'],
      updates: 'webhook',
      connection: { state: 'connected' },
    });
    expect(answer.demoFeed).toBe(false);
  });

  it('says when the ingest recorded Telegram out of reach with the bot, since when and why, and when it answers again', async () => {
    const since = new Date('2026-11-26T12:00:00.000Z');
    await recordTelegramConnection(bot.database.db, { state: 'unreachable', since, problem: TELEGRAM_BOT_TOKEN_REFUSED }, 'bot');
    expect((await sources(bot)).bot.connection).toEqual({
      state: 'unreachable',
      since: since.toISOString(),
      problem: TELEGRAM_BOT_TOKEN_REFUSED,
    });
    await recordTelegramConnection(bot.database.db, { state: 'connected' }, 'bot');
    expect((await sources(bot)).bot.connection).toEqual({ state: 'connected' });
  });
});

describe('the Telegram account and its chats', () => {
  const subscriber = connectRedis(account.redis.url);
  const events: HubEvent[] = [];

  beforeAll(async () => {
    await subscribeToEvents(
      subscriber,
      account.redis.prefix,
      (event) => events.push(event),
      () => undefined,
    );
  });
  afterAll(() => {
    subscriber.disconnect();
  });

  /** The watch-list changes announced so far, once `count` of them have arrived. */
  async function announced(count: number): Promise<string[][]> {
    const changes = () => events.flatMap((event) => (event.name === 'telegram.watch-list-changed' ? [event.data.chatIds] : []));
    await until(() => changes().length >= count, `${count} watch-list events`, 5_000);
    return changes();
  }

  it('is not logged in until someone ran the login command, then names the account', async () => {
    expect((await sources(account)).account).toEqual({ state: 'not-logged-in', command: TELEGRAM_LOGIN_COMMAND });
    const savedAt = new Date('2026-11-20T10:00:00Z');
    await saveTelegramAccount(
      account.database.db,
      { sealedSession: 'sealed-session-never-shown', userId: 42, displayName: 'Satoshi (@satoshi)' },
      savedAt,
    );
    const response = await get(account, '/api/sources');
    const text = await response.text();
    expect(text).not.toContain('sealed-session-never-shown');
    expect(sourcesSchema.parse(JSON.parse(text)).account).toEqual({
      state: 'logged-in',
      displayName: 'Satoshi (@satoshi)',
      loggedInAt: savedAt.toISOString(),
      connection: { state: 'connected' },
      lastError: null,
    });
  });

  it("shows the last error the ingest's Telegram client reported", async () => {
    const at = new Date('2026-11-26T11:40:00Z');
    await recordTelegramClientError(account.database.db, 'UPDATES_STATE_UNAVAILABLE', at);
    expect((await sources(account)).account).toMatchObject({
      state: 'logged-in',
      lastError: { message: 'UPDATES_STATE_UNAVAILABLE', at: at.toISOString() },
    });
  });

  it('says since when and why the ingest cannot reach Telegram with the account, and when it is back', async () => {
    const since = new Date('2026-11-26T11:02:00Z');
    await recordTelegramConnection(account.database.db, {
      state: 'unreachable',
      since,
      problem: 'Telegram unreachable: connect ECONNREFUSED',
    });
    expect((await sources(account)).account).toMatchObject({
      state: 'logged-in',
      connection: { state: 'unreachable', since: since.toISOString(), problem: 'Telegram unreachable: connect ECONNREFUSED' },
    });
    await recordTelegramConnection(account.database.db, { state: 'connected' });
    expect((await sources(account)).account).toMatchObject({ state: 'logged-in', connection: { state: 'connected' } });
  });

  it('lists the chats the ingest listed, none watched yet, with no status', async () => {
    await saveTelegramChatList(account.database.db, [ALPHA, GEM, OLD, TRADERS]);
    const answer = await sources(account);
    expect(answer.chatCount).toBe(4);
    expect(answer.chats.map((chat) => chat.title)).toEqual(['Alpha Calls', 'Gem Hunters', 'Old Pumps', 'traders chat']);
    expect(answer.chats[0]).toMatchObject({
      chatId: ALPHA.chatId,
      kind: 'channel',
      username: 'alphacalls',
      inAccount: true,
      watched: false,
      messagesToday: 0,
      lagSeconds: null,
      catchingUp: false,
    });
  });

  it('switches a chat on with a backfill period: the row changes, the event is published, and it is catching up', async () => {
    const response = await switchChat(GEM.chatId, { watched: true, backfill_hours: 6 });
    expect(response.status).toBe(200);
    const chat = await readJson(response, telegramChatSchema);
    expect(chat).toMatchObject({ chatId: GEM.chatId, watched: true, backfillHours: 6, lastReadMessageId: null });
    expect(chat.watchedSince).not.toBeNull();
    expect(await findTelegramChat(account.database.db, GEM.chatId)).toEqual(chat);
    expect(await announced(1)).toEqual([[GEM.chatId]]);
    const listed = await sources(account);
    expect(listed.chats[0]).toMatchObject({ chatId: GEM.chatId, watched: true, catchingUp: true });
  });

  it('answers the status of a watched chat: newest message, lag, messages since the start of the day, caught up, last error', async () => {
    const { since } = (await sources(account)).today;
    const dayStart = Date.parse(since);
    const sent = new Date(dayStart + 60_000);
    await recordTelegramChatRead(account.database.db, GEM.chatId, {
      lastReadMessageId: 77,
      lastMessageAt: sent,
      lastReceivedAt: new Date(sent.getTime() + 2_500),
      caughtUp: true,
    });
    await storeMessages(account, GEM.chatId, [new Date(dayStart - 60_000), new Date(dayStart), sent]);
    await recordTelegramChatError(account.database.db, GEM.chatId, 'FLOOD_WAIT: waiting 30 s', new Date(dayStart + 120_000));
    const gem = chatIn((await sources(account)).chats, GEM.chatId);
    expect(gem).toMatchObject({
      lastReadMessageId: 77,
      lastMessageAt: sent.toISOString(),
      lagSeconds: 2.5,
      messagesToday: 2,
      catchingUp: false,
      lastError: 'FLOOD_WAIT: waiting 30 s',
      lastErrorAt: new Date(dayStart + 120_000).toISOString(),
    });
  });

  it("counts today from the trader's midnight: the browser's offset from UTC", async () => {
    const utc = await sources(account);
    expect(utc.today).toEqual({ since: expect.stringMatching(/T00:00:00\.000Z$/), utcOffsetMinutes: 0 });
    const tokyo = await sources(account, '?utc_offset_minutes=540');
    expect(tokyo.today).toEqual({ since: expect.stringMatching(/T15:00:00\.000Z$/), utcOffsetMinutes: 540 });
    const newYork = await sources(account, '?utc_offset_minutes=-300');
    expect(newYork.today).toEqual({ since: expect.stringMatching(/T05:00:00\.000Z$/), utcOffsetMinutes: -300 });
    // A message an hour before the trader's midnight is yesterday's, one an hour after is today's.
    const dayStart = Date.parse(newYork.today.since);
    await storeMessages(account, TRADERS.chatId, [new Date(dayStart - 3_600_000), new Date(dayStart + 3_600_000)]);
    expect(chatIn((await sources(account, '?utc_offset_minutes=-300')).chats, TRADERS.chatId)?.messagesToday).toBe(1);
  });

  it('greys a chat the account left: still listed, not in the account, and it cannot be switched on', async () => {
    await saveTelegramChatList(account.database.db, [ALPHA, GEM, TRADERS]);
    expect(chatIn((await sources(account)).chats, OLD.chatId)).toMatchObject({ inAccount: false, watched: false, catchingUp: false });
    const before = events.length;
    await expectError(await switchChat(OLD.chatId, { watched: true }), 409, /left Old Pumps/);
    expect((await findTelegramChat(account.database.db, OLD.chatId))?.watched).toBe(false);
    expect(events.length).toBe(before);
  });

  it('switches a chat off (keeping its status) and on again with the default period', async () => {
    const off = await readJson(await switchChat(GEM.chatId, { watched: false }), telegramChatSchema);
    expect(off).toMatchObject({ watched: false, watchedSince: null, lastReadMessageId: 77 });
    const on = await readJson(await switchChat(GEM.chatId, { watched: true, backfill_hours: null }), telegramChatSchema);
    // Switched on from off: read afresh from the default period back, not from where it was left.
    expect(on).toMatchObject({ watched: true, backfillHours: null, lastReadMessageId: null });
    expect((await announced(3)).slice(-2)).toEqual([[GEM.chatId], [GEM.chatId]]);
  });

  it('answers 404 for a chat the account does not have, and announces nothing', async () => {
    await setTelegramChatWatched(account.database.db, ALPHA.chatId, { watched: false });
    const before = events.length;
    await expectError(await switchChat('-1009999999999', { watched: true }), 404, /No chat -1009999999999/);
    expect(events.length).toBe(before);
  });

  it('answers 400 naming the field for a bad chat id, body or query, and changes nothing', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['alphacalls', { watched: true }, /^chatId: a Telegram chat id/],
      ['-100abc', { watched: true }, /^chatId: /],
      [`-${'1'.repeat(30)}`, { watched: true }, /^chatId: /],
      [ALPHA.chatId, {}, /^watched: /],
      [ALPHA.chatId, { watched: 'yes' }, /^watched: /],
      [ALPHA.chatId, { watched: true, backfill_hours: -1 }, /^backfill_hours: /],
      [ALPHA.chatId, { watched: true, backfill_hours: 24 * 366 }, /^backfill_hours: /],
      [ALPHA.chatId, { watched: true, backfill_hours: '24' }, /^backfill_hours: /],
      [ALPHA.chatId, { watched: true, backfillHours: 24 }, /backfillHours/],
      [ALPHA.chatId, [{ watched: true }], /array|object/i],
    ];
    for (const [chatId, body, error] of cases) {
      const response = await switchChat(chatId, body);
      expect([chatId, body, response.status]).toEqual([chatId, body, 400]);
      expect((await readJson(response, errorBodySchema)).error).toMatch(error);
    }
    await expectError(await put(account, `/api/sources/telegram-chats/${ALPHA.chatId}`, '{"watched": tru'), 400, /json|unexpected|parse/i);
    for (const query of [
      '?utc_offset_minutes=900',
      '?utc_offset_minutes=1e308',
      '?utc_offset_minutes=%00',
      '?utc_offset_minutes=60&utc_offset_minutes=120',
      '?utc_offset_minutes=1.5',
    ]) {
      await expectError(await get(account, `/api/sources${query}`), 400, /^utc_offset_minutes: /);
    }
    expect((await findTelegramChat(account.database.db, ALPHA.chatId))?.watched).toBe(false);
  });
});
