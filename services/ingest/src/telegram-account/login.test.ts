import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { findTelegramAccount } from '@solana-hub/db';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { accountClient } from './account-client.js';
import { LoginStopped, type LoginTerminal } from './login-dialog.js';
import { logInAndKeepSession } from './login.js';
import { openSession } from './session-seal.js';
import { FakeTelegram } from './testing/fake-telegram.js';
import { fakeTelegramNetwork } from './testing/fake-telegram-client.js';

const sessionKey = 'a-test-session-key-of-more-than-32-characters';
const logger = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

type Answer = string | (() => string);

/** A person at the terminal: types the answers in order, and reads what the dialog says. */
function person(answers: Answer[]): LoginTerminal & { transcript: string[] } {
  const transcript: string[] = [];
  const next = (question: string) => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`the person has no answer left for "${question}"\n${transcript.join('\n')}`);
    const typed = typeof answer === 'string' ? answer : answer();
    transcript.push(`? ${question}${typed}`);
    return Promise.resolve(typed);
  };
  return { transcript, ask: next, askSecret: next, say: (line) => transcript.push(line) };
}

function clientOf(telegram: FakeTelegram) {
  return accountClient(fakeTelegramNetwork(telegram), { apiId: 1, apiHash: 'ab'.repeat(16), logger });
}

describe('npm run telegram:login', () => {
  it('asks again after a wrong code and a wrong password, then keeps the session sealed; the kept session is logged in', async () => {
    const telegram = new FakeTelegram({ firstName: 'Alice' });
    telegram.setPassword('correct horse', 'horse');
    const client = clientOf(telegram);
    const terminal = person([
      '+1 555 000 1111',
      '00000',
      () => telegram.codeSentTo(telegram.phone) ?? '',
      'wrong battery',
      'correct horse',
    ]);
    const user = await logInAndKeepSession(client, terminal, database.db, sessionKey);
    await client.destroy();

    expect(user.displayName).toBe('Alice');
    expect(terminal.transcript.join('\n')).toMatch(
      /sent a login code to your Telegram app[\s\S]*That code is not right[\s\S]*password hint: horse[\s\S]*That password is not right[\s\S]*Logged in as Alice/,
    );
    const stored = await findTelegramAccount(database.db);
    expect(stored).toMatchObject({ userId: telegram.user.id, displayName: 'Alice' });
    const session = openSession(stored?.sealedSession ?? '', sessionKey);
    expect(stored?.sealedSession).not.toContain(session);

    // A new process with the kept session is the account, without logging in again.
    const later = clientOf(telegram);
    await later.importSession(session);
    expect((await later.getMe()).id).toBe(telegram.user.id);
    await later.destroy();
    expect(telegram.unknownMethods).toEqual([]);
  });

  it('sends a new code when the code has expired, and on "resend"', async () => {
    const telegram = new FakeTelegram();
    const client = clientOf(telegram);
    const firstCode = () => {
      const code = telegram.codeSentTo(telegram.phone) ?? '';
      telegram.expireCodes();
      return code;
    };
    // The last code typed as people copy it: digits in groups.
    const grouped = () => (telegram.codeSentTo(telegram.phone) ?? '').replace(/^(\d{2})(\d+)$/, ' $1 - $2 ');
    const terminal = person([telegram.phone, firstCode, 'resend', grouped]);
    await logInAndKeepSession(client, terminal, database.db, sessionKey);
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(
      /That code has expired\. A new one was sent[\s\S]*A new code was sent by SMS[\s\S]*\? Code.*:  \d\d - \d+ \n[\s\S]*Logged in as Trader/,
    );
  });

  it('takes a code sent to the login e-mail, showing the address as Telegram masks it', async () => {
    const telegram = new FakeTelegram();
    telegram.answerLoginWith('email');
    const client = clientOf(telegram);
    const terminal = person([telegram.phone, '11111', () => telegram.codeSentTo(telegram.phone) ?? '']);
    await logInAndKeepSession(client, terminal, database.db, sessionKey);
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(
      /sent a login code by e-mail to the login e-mail of this account \(t\*\*\*\*@e\*\*\*\*\*\*\.com\)[\s\S]*That code is not right[\s\S]*Logged in as Trader/,
    );
    // Telegram takes an e-mail code as an e-mail verification, not as a phone code.
    expect(telegram.requests.filter((request) => request._ === 'auth.signIn').at(-1)).toMatchObject({
      emailVerification: { _: 'emailVerificationCode' },
    });
  });

  it('keeps a phrase code as typed (words and spaces), but for the ends', async () => {
    const telegram = new FakeTelegram();
    telegram.answerLoginWith('sms phrase');
    const client = clientOf(telegram);
    const terminal = person([telegram.phone, 'apple banana', '  apple banana cherry ']);
    await logInAndKeepSession(client, terminal, database.db, sessionKey);
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(
      /sent a login code by SMS: a phrase of a few words starting with "apple"; type it as it is written[\s\S]*That code is not right[\s\S]*Logged in as Trader/,
    );
  });

  it('asks again for a mistyped phone number or one Telegram does not know, and stops with what to do for a banned one', async () => {
    const telegram = new FakeTelegram();
    telegram.banPhone('15550002222');
    const client = clientOf(telegram);
    const terminal = person(['my number', '12', '+1 (555) 000-2222']);
    await expect(logInAndKeepSession(client, terminal, database.db, sessionKey)).rejects.toThrow(
      new LoginStopped(
        'Telegram has banned this phone number. Contact Telegram support (https://telegram.org/support) or log in with another account.',
      ),
    );
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(/does not know that phone number[\s\S]*does not know that phone number/);
    expect(telegram.requests.flatMap((request) => (request._ === 'auth.sendCode' ? [request.phoneNumber] : []))).toEqual([
      '12',
      '15550002222',
    ]);
  });

  it.each([
    {
      answer: 'a login e-mail to be set up first',
      setUp: (telegram: FakeTelegram) => telegram.answerLoginWith('email setup required'),
      says: 'Telegram wants this account to have a login e-mail before it logs in here. Set one in the official Telegram app (Settings → Privacy and Security), then run the login again.',
    },
    {
      answer: 'payment for an SMS code',
      setUp: (telegram: FakeTelegram) => telegram.answerLoginWith('payment required'),
      says: 'Telegram asks this phone number to pay for a login code by SMS (a Telegram Premium subscription, where SMS codes cost it much), and only its official apps can pay. Log in with the official Telegram app first: while it is logged in, Telegram sends the code to the app instead. Then run the login again.',
    },
    {
      answer: 'no more codes for this number (PHONE_NUMBER_FLOOD)',
      setUp: (telegram: FakeTelegram) => telegram.failNext('auth.sendCode', 400, 'PHONE_NUMBER_FLOOD'),
      says: 'Telegram refuses to send more codes to this number for now (too many requests). Try again in a few hours.',
    },
  ])('stops with what to do when Telegram wants $answer', async ({ setUp, says }) => {
    const telegram = new FakeTelegram();
    setUp(telegram);
    const client = clientOf(telegram);
    const terminal = person([telegram.phone]);
    await expect(logInAndKeepSession(client, terminal, database.db, sessionKey)).rejects.toThrow(new LoginStopped(says));
    await client.destroy();
  });

  it('says how long Telegram wants it to wait after too many attempts', async () => {
    const telegram = new FakeTelegram();
    telegram.floodNext('auth.sendCode', 3_600);
    const client = clientOf(telegram);
    await expect(logInAndKeepSession(client, person([telegram.phone]), database.db, sessionKey)).rejects.toThrow(
      'Telegram asks to wait 60 minutes before the next attempt',
    );
    await client.destroy();
  });
});
