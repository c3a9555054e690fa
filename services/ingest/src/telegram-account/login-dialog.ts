import { tl, type SentCode, type User } from '@mtcute/core';
import type { TelegramClient } from '@mtcute/core/client.js';

/** Where the dialog asks and tells: the terminal, or a test. */
export interface LoginTerminal {
  ask(question: string): Promise<string>;
  /** Asks without echoing the answer (the 2FA password). */
  askSecret(question: string): Promise<string>;
  say(line: string): void;
}

/** The login cannot go on: the message says why and what to do. */
export class LoginStopped extends Error {}

const MAX_ATTEMPTS = 5;

const DELIVERY: Record<string, string> = {
  app: 'to your Telegram app (the "Telegram" chat on another device)',
  sms: 'by SMS',
  call: 'by a phone call',
  flash_call: 'by a phone call',
  missed_call: 'as a missed call (the code is the last digits of the number)',
  email: 'by e-mail',
  fragment: 'to fragment.com',
};

/**
 * `npm run telegram:login`: phone, code, then the two-step verification password if the account
 * has one, with the mistakes a person makes: a wrong or expired code is asked again (an expired
 * one with a new code sent), a wrong password is asked again, and what Telegram refuses outright
 * (a phone number it does not know or has banned, too many attempts) stops with what to do.
 */
export async function logIn(client: TelegramClient, terminal: LoginTerminal): Promise<User> {
  const { phone, sent } = await askPhone(client, terminal);
  if (!('phoneCodeHash' in sent)) return sent;
  return enterCode(client, terminal, phone, sent);
}

async function askPhone(client: TelegramClient, terminal: LoginTerminal): Promise<{ phone: string; sent: SentCode | User }> {
  for (let attempt = 1; ; attempt++) {
    const phone = (await terminal.ask('Phone number of your Telegram account, international format (e.g. +15551234567): ')).trim();
    try {
      return { phone, sent: await client.sendCode({ phone }) };
    } catch (error) {
      if (tl.RpcError.is(error, 'PHONE_NUMBER_INVALID') && attempt < MAX_ATTEMPTS) {
        terminal.say('Telegram does not know that phone number. Type it with the country code, e.g. +44 7700 900123.');
        continue;
      }
      throw stopped(error);
    }
  }
}

async function enterCode(client: TelegramClient, terminal: LoginTerminal, phone: string, first: SentCode): Promise<User> {
  let sent = first;
  terminal.say(`Telegram sent a login code ${DELIVERY[sent.type] ?? `(${sent.type})`}.`);
  for (let attempt = 1; ; attempt++) {
    const code = (await terminal.ask('Code (or "resend" for a new one): ')).replace(/[\s-]/g, '');
    try {
      if (code.toLowerCase() === 'resend') {
        sent = await resend(client, phone, sent);
        terminal.say(`A new code was sent ${DELIVERY[sent.type] ?? `(${sent.type})`}.`);
        continue;
      }
      return await client.signIn({ phone, phoneCodeHash: sent.phoneCodeHash, phoneCode: code });
    } catch (error) {
      if (tl.RpcError.is(error, 'SESSION_PASSWORD_NEEDED')) return enterPassword(client, terminal);
      if ((tl.RpcError.is(error, 'PHONE_CODE_INVALID') || tl.RpcError.is(error, 'PHONE_CODE_EMPTY')) && attempt < MAX_ATTEMPTS) {
        terminal.say('That code is not right. Check it and type it again.');
        continue;
      }
      if (tl.RpcError.is(error, 'PHONE_CODE_EXPIRED') && attempt < MAX_ATTEMPTS) {
        sent = await freshCode(client, phone);
        terminal.say(`That code has expired. A new one was sent ${DELIVERY[sent.type] ?? `(${sent.type})`}.`);
        continue;
      }
      throw stopped(error);
    }
  }
}

/** A new code by the next way Telegram offers; when the old one is no longer valid, a fresh start. */
async function resend(client: TelegramClient, phone: string, sent: SentCode): Promise<SentCode> {
  try {
    return await client.resendCode({ phone, phoneCodeHash: sent.phoneCodeHash });
  } catch (error) {
    if (!tl.RpcError.is(error, 'PHONE_CODE_EXPIRED') && !tl.RpcError.is(error, 'SEND_CODE_UNAVAILABLE')) throw error;
    return freshCode(client, phone);
  }
}

async function freshCode(client: TelegramClient, phone: string): Promise<SentCode> {
  const sent = await client.sendCode({ phone });
  if (!('phoneCodeHash' in sent)) throw new LoginStopped('Telegram logged in without a code; run the login again.');
  return sent;
}

async function enterPassword(client: TelegramClient, terminal: LoginTerminal): Promise<User> {
  const hint = await client.getPasswordHint();
  terminal.say(`This account has two-step verification${hint ? ` (password hint: ${hint})` : ''}.`);
  for (let attempt = 1; ; attempt++) {
    const password = await terminal.askSecret('Two-step verification password: ');
    try {
      return await client.checkPassword(password);
    } catch (error) {
      if (tl.RpcError.is(error, 'PASSWORD_HASH_INVALID') && attempt < MAX_ATTEMPTS) {
        terminal.say('That password is not right. Type it again.');
        continue;
      }
      throw stopped(error);
    }
  }
}

/** What a refusal means for the person, and what to do about it. */
function stopped(error: unknown): Error {
  if (error instanceof LoginStopped) return error;
  if (!tl.RpcError.is(error)) return error instanceof Error ? error : new Error(String(error));
  const seconds = tl.RpcError.is(error, 'FLOOD_WAIT_%d') ? error.seconds : null;
  if (seconds !== null)
    return new LoginStopped(
      `Telegram asks to wait ${waitText(seconds)} before the next attempt (too many tries). Run the login again after that.`,
    );
  switch (error.text) {
    case 'PHONE_NUMBER_INVALID':
      return new LoginStopped(
        'Telegram does not know that phone number. Run the login again with the number of your Telegram account, country code first.',
      );
    case 'PHONE_NUMBER_BANNED':
      return new LoginStopped(
        'Telegram has banned this phone number. Contact Telegram support (https://telegram.org/support) or log in with another account.',
      );
    case 'PHONE_NUMBER_FLOOD':
      return new LoginStopped('Telegram refuses to send more codes to this number for now (too many requests). Try again in a few hours.');
    case 'PHONE_NUMBER_UNOCCUPIED':
      return new LoginStopped('There is no Telegram account for this phone number. Sign up in a Telegram app first.');
    case 'API_ID_INVALID':
    case 'API_ID_PUBLISHED_FLOOD':
      return new LoginStopped(
        'Telegram refuses TELEGRAM_API_ID / TELEGRAM_API_HASH. Copy them again from https://my.telegram.org → API development tools.',
      );
    case 'PHONE_CODE_INVALID':
    case 'PASSWORD_HASH_INVALID':
      return new LoginStopped('Too many wrong attempts. Run the login again.');
    default:
      return new LoginStopped(`Telegram refused the login (${error.text}). Run it again, or log in with another account.`);
  }
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.round(seconds / 360) / 10} hours`;
}
