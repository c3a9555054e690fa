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
    const terminal = person([telegram.phone, firstCode, 'resend', () => telegram.codeSentTo(telegram.phone) ?? '']);
    await logInAndKeepSession(client, terminal, database.db, sessionKey);
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(
      /That code has expired\. A new one was sent[\s\S]*A new code was sent by SMS[\s\S]*Logged in as Trader/,
    );
  });

  it('asks again for a phone number Telegram does not know, and stops with what to do for a banned one', async () => {
    const telegram = new FakeTelegram();
    telegram.banPhone('15550002222');
    const client = clientOf(telegram);
    const terminal = person(['12', '+1 555 000 2222']);
    await expect(logInAndKeepSession(client, terminal, database.db, sessionKey)).rejects.toThrow(
      new LoginStopped(
        'Telegram has banned this phone number. Contact Telegram support (https://telegram.org/support) or log in with another account.',
      ),
    );
    await client.destroy();
    expect(terminal.transcript.join('\n')).toMatch(/does not know that phone number/);
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
