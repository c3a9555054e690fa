import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { findTelegramAccount, saveTelegramAccount } from './telegram-account.js';
import { findTelegramBotConnection, recordTelegramConnection } from './telegram-connection.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const logIn = () => saveTelegramAccount(test.db, { sealedSession: 'sealed', userId: 7, displayName: 'Trader' });
const connection = async () => (await findTelegramAccount(test.db))?.connection;

describe("the account's connection", () => {
  it('is nothing to record before anyone logs in', async () => {
    expect(await recordTelegramConnection(test.db, { state: 'connected' })).toBe(false);
    expect(await findTelegramAccount(test.db)).toBeNull();
  });

  it('is written only when it changes, keeping the time Telegram was first out of reach', async () => {
    await logIn();
    expect(await connection()).toEqual({ state: 'connected' });
    expect(await recordTelegramConnection(test.db, { state: 'connected' })).toBe(false);

    const since = new Date('2026-11-26T11:02:00.000Z');
    const refused = { state: 'unreachable', since, problem: 'Telegram unreachable: connect ECONNREFUSED' } as const;
    expect(await recordTelegramConnection(test.db, refused)).toBe(true);
    expect(await recordTelegramConnection(test.db, { ...refused, since: new Date('2026-11-26T11:03:00.000Z') })).toBe(false);
    expect(await connection()).toEqual(refused);

    // Still out, for another reason: the sentence changes, the time it went does not.
    const timedOut = {
      state: 'unreachable',
      since: new Date('2026-11-26T11:05:00.000Z'),
      problem: 'Telegram unreachable: connect ETIMEDOUT',
    } as const;
    expect(await recordTelegramConnection(test.db, timedOut)).toBe(true);
    expect(await connection()).toEqual({ ...timedOut, since });

    expect(await recordTelegramConnection(test.db, { state: 'connected' })).toBe(true);
    expect(await recordTelegramConnection(test.db, { state: 'connected' })).toBe(false);
    expect(await connection()).toEqual({ state: 'connected' });
  });

  it("is cleared by a new login: an old session's refusal does not outlive it", async () => {
    await recordTelegramConnection(test.db, {
      state: 'unreachable',
      since: new Date('2026-11-26T11:10:00.000Z'),
      problem: 'session refused by Telegram: log in again',
    });
    await logIn();
    expect(await connection()).toEqual({ state: 'connected' });
  });
});

describe("the bot's connection", () => {
  it("is connected from the start and recorded on its own row, apart from the account's", async () => {
    expect(await findTelegramBotConnection(test.db)).toEqual({ state: 'connected' });
    const refused = {
      state: 'unreachable',
      since: new Date('2026-11-26T12:00:00.000Z'),
      problem: 'the bot token was refused: set a new TELEGRAM_BOT_TOKEN',
    } as const;
    expect(await recordTelegramConnection(test.db, refused, 'bot')).toBe(true);
    expect(await recordTelegramConnection(test.db, refused, 'bot')).toBe(false);
    expect(await findTelegramBotConnection(test.db)).toEqual(refused);
    expect(await connection()).toEqual({ state: 'connected' });

    expect(await recordTelegramConnection(test.db, { state: 'connected' }, 'bot')).toBe(true);
    expect(await findTelegramBotConnection(test.db)).toEqual({ state: 'connected' });
  });
});
