// The user-account source's life: waiting for a login, a restart that resumes from the stored
// cursor, two replicas sharing one Redis lease, a session Telegram refuses and the new login that
// replaces it. mtcute's real client on the fake Telegram, the real raw-messages queue on real
// Redis, real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { TELEGRAM_SESSION_REFUSED } from '@solana-hub/contracts';
import { findTelegramAccount, findTelegramChat } from '@solana-hub/db';
import { until } from '@solana-hub/testing';
import type { TelegramAccount } from './telegram-account.js';
import { startAccountOnQueue, TEST_TIMING, type AccountOnQueue } from './testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';

const fake = new FakeTelegram();
const shownAfterMs = TEST_TIMING.unreachableShownAfterMs ?? 0;
const CHANNEL = 201;
let reading: AccountOnQueue;
let first: TelegramAccount;

beforeAll(async () => {
  reading = await startAccountOnQueue(fake);
  fake.addChannel({ id: CHANNEL, title: 'Alpha Calls' });
});
afterAll(async () => {
  await reading.close();
  expect(fake.unknownMethods).toEqual([]);
});

const timesAccepted = (id: number) => reading.acceptedIds(CHANNEL).filter((accepted) => accepted === id).length;
const messages = (line: { msg: string }) => line.msg;
/** The connection as the gateway reads it for the Sources screen. */
const connection = async () => (await findTelegramAccount(reading.database.db))?.connection;
/** What Node's socket says when nothing listens at Telegram's address. */
const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 149.154.167.51:443'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 });

describe('the user account', () => {
  it('waits for a login, saying how to log in (health stays ok), and reads within seconds of one', async () => {
    first = reading.startAccount();
    await until(() => first.state === 'not logged in', "the state 'not logged in'");
    expect(first.health()).toBe('ok');
    expect(reading.logs.map(messages)).toContain(
      'Telegram account: not logged in. Run `npm run telegram:login` once; reading starts within seconds after it.',
    );

    await reading.logIn();
    await until(() => first.state === 'reading', 'reading after the login');
    await reading.watch(CHANNEL);
    const id = fake.post(CHANNEL, { text: 'first call' });
    await reading.waitForAccepted(CHANNEL, [id]);
  });

  it('tells the Sources screen when Telegram cannot be reached, since when and why, and when it is back', async () => {
    const before = Date.now();
    fake.dropConnection(connectionRefused());
    await until(async () => (await connection())?.state === 'unreachable', 'the connection recorded as unreachable');
    const out = await connection();
    expect(out).toEqual({ state: 'unreachable', since: expect.any(Date), problem: 'Telegram unreachable: connect ECONNREFUSED' });
    const since = out?.state === 'unreachable' ? out.since.getTime() : 0;
    expect(since).toBeGreaterThanOrEqual(before);
    expect(since).toBeLessThan(Date.now());
    const missed = fake.post(CHANNEL, { text: 'posted while out of reach' });

    fake.restoreConnection();
    await until(async () => (await connection())?.state === 'connected', 'the connection recorded as connected again');
    await reading.waitForAccepted(CHANNEL, [missed]);
  });

  it('does not show a connection back within moments (mtcute reconnects now and then)', async () => {
    fake.dropConnection();
    fake.restoreConnection();
    await sleep(3 * shownAfterMs);
    expect(await connection()).toEqual({ state: 'connected' });
  });

  it('resumes after a restart from the stored cursor: reads exactly what was posted meanwhile, nothing twice', async () => {
    const before = fake.postMany(CHANNEL, 3, (i) => ({ text: `before the restart ${i}` }));
    await reading.waitForAccepted(CHANNEL, before);
    await until(
      async () => (await findTelegramChat(reading.database.db, botApiChatId(CHANNEL)))?.lastReadMessageId === before[2],
      'the cursor stored',
    );
    await first.stop();
    const meanwhile = fake.postMany(CHANNEL, 5, (i) => ({ text: `while stopped ${i}` }));
    const acceptedBefore = reading.accepted.length;

    const second = reading.startAccount();
    await reading.waitForAccepted(CHANNEL, meanwhile, 'the messages posted while stopped');
    await until(
      async () => (await findTelegramChat(reading.database.db, botApiChatId(CHANNEL)))?.lastReadMessageId === meanwhile[4],
      'the cursor moved on',
    );
    expect(reading.accepted.slice(acceptedBefore).map((message) => Number(message.messageId))).toEqual(meanwhile);
    expect([...before, ...meanwhile].map(timesAccepted)).toEqual([...before, ...meanwhile].map(() => 1));
    first = second;
  });

  it('is read by one of two replicas on the same Redis; the other stands by and takes over when the first stops', async () => {
    const standby = reading.startAccount();
    await until(() => standby.state === 'standby', "the second replica in 'standby'");
    const id = fake.post(CHANNEL, { text: 'one reader' });
    await reading.waitForAccepted(CHANNEL, [id]);
    expect(standby.state).toBe('standby');

    await first.stop();
    await until(() => standby.state === 'reading', 'the standby replica reading');
    const next = fake.post(CHANNEL, { text: 'taken over' });
    await reading.waitForAccepted(CHANNEL, [next]);
    expect([id, next].map(timesAccepted)).toEqual([1, 1]);
    first = standby;
  });

  it('says when Telegram refuses the session (health names what to do), and reads again after a new login', async () => {
    fake.revokeSessions();
    await until(() => first.state === 'session refused', "the state 'session refused'");
    expect(first.health()).toBe('Telegram refuses the session: run npm run telegram:login');
    await until(async () => (await connection())?.state === 'unreachable', 'the refusal recorded for the Sources screen');
    expect(await connection()).toMatchObject({ problem: TELEGRAM_SESSION_REFUSED });
    expect(reading.logs.map(messages)).toContain(
      'Telegram account: Telegram no longer accepts the stored session (ended in Telegram’s settings, or expired). Run `npm run telegram:login` again.',
    );
    const missed = fake.post(CHANNEL, { text: 'posted while logged out' });

    await reading.logIn();
    await until(() => first.state === 'reading', 'reading with the new session');
    expect(first.health()).toBe('ok');
    expect(await connection()).toEqual({ state: 'connected' });
    // The new session reads from the cursor: what was posted while the old one was refused is not lost.
    await reading.waitForAccepted(CHANNEL, [missed]);
    const next = fake.post(CHANNEL, { text: 'after the new login' });
    await reading.waitForAccepted(CHANNEL, [next]);
  });

  it('takes up a new login in place of the session in use', async () => {
    const replaced = () => reading.logs.filter((line) => line.msg === 'Telegram account: a new login replaces the session in use').length;
    await reading.logIn();
    await until(() => replaced() === 1, 'the new login taken up');
    await until(() => first.state === 'reading', 'reading with the new session');
    const next = fake.post(CHANNEL, { text: 'with the newest session' });
    await reading.waitForAccepted(CHANNEL, [next]);
  });
});
