import { MtArgumentError, tl, User, type SentCode } from '@mtcute/core';
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

const UNKNOWN_PHONE = 'Telegram does not know that phone number.';

/**
 * `npm run telegram:login`: phone, code, then the two-step verification password if the account
 * has one, with the mistakes a person makes: a mistyped phone number, a wrong or expired code are
 * asked again (an expired one with a new code sent), a wrong password is asked again, and what
 * Telegram refuses outright (a banned number, too many attempts, a login it wants paid for or
 * done with an e-mail first) stops with what to do.
 */
export async function logIn(client: TelegramClient, terminal: LoginTerminal): Promise<User> {
  const { phone, sent } = await askPhone(client, terminal);
  if (!('phoneCodeHash' in sent)) return sent;
  return enterCode(client, terminal, phone, sent);
}

async function askPhone(client: TelegramClient, terminal: LoginTerminal): Promise<{ phone: string; sent: SentCode | User }> {
  for (let attempt = 1; ; attempt++) {
    const phone = phoneDigits(await terminal.ask('Phone number of your Telegram account, international format (e.g. +15551234567): '));
    if (phone !== null) {
      try {
        return { phone, sent: await client.sendCode({ phone }) };
      } catch (error) {
        if (!tl.RpcError.is(error, 'PHONE_NUMBER_INVALID')) throw stopped(error);
      }
    }
    if (attempt === MAX_ATTEMPTS)
      throw new LoginStopped(`${UNKNOWN_PHONE} Run the login again with the number of your Telegram account, country code first.`);
    terminal.say(`${UNKNOWN_PHONE} Type it with the country code, e.g. +44 7700 900123.`);
  }
}

/** The digits of a phone number typed as people write it ("+44 7700 900123", "(555) 000-1111"); null for anything else. */
function phoneDigits(typed: string): string | null {
  const digits = typed.trim().replace(/[+().\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

async function enterCode(client: TelegramClient, terminal: LoginTerminal, phone: string, first: SentCode): Promise<User> {
  let sent = first;
  terminal.say(`Telegram sent a login code ${whereSent(sent)}.`);
  for (let attempt = 1; ; attempt++) {
    const code = typedCode(await terminal.ask('Code (or "resend" for a new one): '));
    try {
      if (code.toLowerCase() === 'resend') {
        sent = await resend(client, phone, sent);
        terminal.say(`A new code was sent ${whereSent(sent)}.`);
        continue;
      }
      return await signIn(client, phone, sent, code);
    } catch (error) {
      if (tl.RpcError.is(error, 'SESSION_PASSWORD_NEEDED')) return enterPassword(client, terminal);
      if (isWrongCode(error) && attempt < MAX_ATTEMPTS) {
        terminal.say('That code is not right. Check it and type it again.');
        continue;
      }
      if (isExpiredCode(error) && attempt < MAX_ATTEMPTS) {
        sent = await freshCode(client, phone).catch((failure: unknown) => {
          throw stopped(failure);
        });
        terminal.say(`That code has expired. A new one was sent ${whereSent(sent)}.`);
        continue;
      }
      throw stopped(error);
    }
  }
}

/**
 * A code as Telegram wants it: digits typed in groups ("123 45", "123-45") are joined; a word or
 * phrase code (Telegram sends some by SMS as words) is kept as typed, but for the ends.
 */
function typedCode(typed: string): string {
  const code = typed.trim();
  return /^[\d\s-]+$/.test(code) ? code.replace(/[\s-]/g, '') : code;
}

/** How the code reached the person, in their words; a login Telegram wants set up in its app first stops here. */
function whereSent(sent: SentCode): string {
  const type = sent.raw.type;
  switch (type._) {
    case 'auth.sentCodeTypeApp':
      return 'to your Telegram app (the "Telegram" chat on another device)';
    case 'auth.sentCodeTypeSms':
    case 'auth.sentCodeTypeFirebaseSms':
      return 'by SMS';
    case 'auth.sentCodeTypeSmsWord':
      return `by SMS: a word${type.beginning ? ` starting with "${type.beginning}"` : ''}; type it as it is written`;
    case 'auth.sentCodeTypeSmsPhrase':
      return `by SMS: a phrase of a few words${type.beginning ? ` starting with "${type.beginning}"` : ''}; type it as it is written`;
    case 'auth.sentCodeTypeCall':
    case 'auth.sentCodeTypeFlashCall':
      return 'by a phone call';
    case 'auth.sentCodeTypeMissedCall':
      return 'as a missed call (the code is the last digits of the number)';
    case 'auth.sentCodeTypeEmailCode':
      return `by e-mail to the login e-mail of this account (${type.emailPattern})`;
    case 'auth.sentCodeTypeFragmentSms':
      return `to fragment.com (${type.url})`;
    case 'auth.sentCodeTypeSetUpEmailRequired':
      throw new LoginStopped(
        'Telegram wants this account to have a login e-mail before it logs in here. Set one in the official Telegram app (Settings → Privacy and Security), then run the login again.',
      );
  }
}

/** A code sent by e-mail goes to Telegram as an e-mail verification (as Telegram's own apps send it); any other as the phone code. */
async function signIn(client: TelegramClient, phone: string, sent: SentCode, code: string): Promise<User> {
  if (sent.raw.type._ !== 'auth.sentCodeTypeEmailCode') return client.signIn({ phone, phoneCodeHash: sent.phoneCodeHash, phoneCode: code });
  const authorization = await client.call({
    _: 'auth.signIn',
    phoneNumber: phone,
    phoneCodeHash: sent.phoneCodeHash,
    emailVerification: { _: 'emailVerificationCode', code },
  });
  return new User(await client.notifyLoggedIn(authorization));
}

function isWrongCode(error: unknown): boolean {
  return ['PHONE_CODE_INVALID', 'PHONE_CODE_EMPTY', 'EMAIL_CODE_INVALID'].some((text) => tl.RpcError.is(error, text));
}

function isExpiredCode(error: unknown): boolean {
  return tl.RpcError.is(error, 'PHONE_CODE_EXPIRED') || tl.RpcError.is(error, 'CODE_HASH_EXPIRED');
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
  // mtcute answers Telegram's auth.sentCodePaymentRequired with this error (and keeps nothing else of it).
  if (error instanceof MtArgumentError && error.message.startsWith('Payment is required'))
    return new LoginStopped(
      'Telegram asks this phone number to pay for a login code by SMS (a Telegram Premium subscription, where SMS codes cost it much), and only its official apps can pay. Log in with the official Telegram app first: while it is logged in, Telegram sends the code to the app instead. Then run the login again.',
    );
  if (!tl.RpcError.is(error)) return error instanceof Error ? error : new Error(String(error));
  const seconds = tl.RpcError.is(error, 'FLOOD_WAIT_%d') ? error.seconds : null;
  if (seconds !== null)
    return new LoginStopped(
      `Telegram asks to wait ${waitText(seconds)} before the next attempt (too many tries). Run the login again after that.`,
    );
  switch (error.text) {
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
    case 'PHONE_CODE_EMPTY':
    case 'EMAIL_CODE_INVALID':
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
