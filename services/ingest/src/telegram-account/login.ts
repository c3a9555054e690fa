import type { Kysely } from 'kysely';
import type { User } from '@mtcute/core';
import type { TelegramClient } from '@mtcute/core/client.js';
import { saveTelegramAccount, type Database } from '@solana-hub/db';
import { logIn, type LoginTerminal } from './login-dialog.js';
import { sealSession } from './session-seal.js';

/**
 * Logs the account in through the dialog and keeps its session in the database, sealed with
 * TELEGRAM_SESSION_KEY. The session itself is never printed, logged or written anywhere else.
 */
export async function logInAndKeepSession(
  client: TelegramClient,
  terminal: LoginTerminal,
  db: Kysely<Database>,
  sessionKey: string,
): Promise<User> {
  const user = await logIn(client, terminal);
  const sealedSession = sealSession(await client.exportSession(), sessionKey);
  await saveTelegramAccount(db, { sealedSession, userId: user.id, displayName: user.displayName });
  terminal.say(
    `Logged in as ${user.displayName}. The ingest starts reading this account within a minute; choose the chats with \`npm run telegram:chats\` or on the Sources screen.`,
  );
  return user;
}
