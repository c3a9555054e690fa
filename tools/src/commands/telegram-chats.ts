import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_BACKFILL_HOURS, type HubEvent, type TelegramChat } from '@solana-hub/contracts';
import { findTelegramAccount, findTelegramChat, listTelegramChats, setTelegramChatWatched, type Database } from '@solana-hub/db';
import { publishEvent } from '@solana-hub/queue';
import { migrateDatabase } from '../migrate-database.js';
import { readCommandLine, type CommandLine } from './command-line.js';
import { onStackServers } from './stack-servers.js';

const commandLine: CommandLine<ChatsRequest> = {
  usage: `usage: npm run telegram:chats -- [--watch CHAT [--backfill-hours N] | --unwatch CHAT]
Lists the Telegram account's channels and groups and which of them feed the dashboard (*).
CHAT is a chat id (-100...) or an @username from the list. A chat switched on is read from
N hours back (default TELEGRAM_BACKFILL_HOURS); the running ingest picks the change up at once.
Exit status: 0, 1 no such chat or a server does not answer, 2 a bad command line.`,
  options: { watch: { type: 'string' }, unwatch: { type: 'string' }, 'backfill-hours': { type: 'string' } },
  schema: z
    .object({
      watch: z.string().min(1).optional(),
      unwatch: z.string().min(1).optional(),
      'backfill-hours': z.coerce
        .number({ error: 'a number of hours is needed' })
        .min(0)
        .max(MAX_BACKFILL_HOURS, `at most ${MAX_BACKFILL_HOURS} hours`)
        .optional(),
    })
    .refine(({ watch, unwatch }) => watch === undefined || unwatch === undefined, {
      error: 'either --watch or --unwatch, not both',
      path: ['unwatch'],
    })
    .refine((line) => line['backfill-hours'] === undefined || line.watch !== undefined, {
      error: 'goes with --watch',
      path: ['backfill-hours'],
    })
    .transform((line) => ({ watch: line.watch, unwatch: line.unwatch, backfillHours: line['backfill-hours'] })),
};

export interface ChatsRequest {
  watch?: string;
  unwatch?: string;
  backfillHours?: number;
}

export interface ChatsContext {
  db: Kysely<Database>;
  /** Tells the ingest holding the account that the watch list changed. */
  announce: (event: HubEvent) => Promise<void>;
  print: (line: string) => void;
  defaultBackfillHours: number;
  now?: Date;
}

/** `npm run telegram:chats`: the account's chats from the database; --watch / --unwatch change the list. */
export async function telegramChats(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  return onStackServers(async ({ config, db, redis }) => {
    await migrateDatabase(config.databaseUrl);
    return runTelegramChats(read.request, {
      db,
      announce: (event) => publishEvent(redis, config.redisPrefix, event),
      print: (line) => console.log(line),
      defaultBackfillHours: config.telegram.backfillHours,
    });
  });
}

export async function runTelegramChats(request: ChatsRequest, context: ChatsContext): Promise<number> {
  const { db, print } = context;
  const target = request.watch ?? request.unwatch;
  if (target !== undefined) {
    const chat = await findTelegramChat(db, target);
    if (!chat) {
      print(`No chat ${target} in the account's list. \`npm run telegram:chats\` shows the chats (ids and @usernames).`);
      return 1;
    }
    const watched = request.watch !== undefined;
    const changed = await setTelegramChatWatched(
      db,
      chat.chatId,
      { watched, ...(request.backfillHours === undefined ? {} : { backfillHours: request.backfillHours }) },
      context.now,
    );
    await context.announce({ name: 'telegram.watch-list-changed', data: { chatIds: [chat.chatId] } });
    const hours = changed?.backfillHours ?? context.defaultBackfillHours;
    print(
      watched
        ? `Watching ${chat.title}: its messages of the last ${hours} hours and every new one feed the dashboard.`
        : `No longer watching ${chat.title}.`,
    );
    return 0;
  }
  const account = await findTelegramAccount(db);
  print(account ? `Telegram account: ${account.displayName}` : 'No Telegram account logged in: run `npm run telegram:login`.');
  const chats = await listTelegramChats(db);
  if (chats.length === 0) {
    print(
      "No chats listed yet: the ingest lists the account's chats once it runs (npm start) with TELEGRAM_API_ID set and the account logged in.",
    );
    return 0;
  }
  for (const chat of chats) print(chatLine(chat, context.now ?? new Date()));
  return 0;
}

function chatLine(chat: TelegramChat, now: Date): string {
  const name = `${chat.title}${chat.username ? ` @${chat.username}` : ''}`;
  const state = !chat.inAccount ? 'left' : chat.watched ? watchedState(chat, now) : '';
  return `${chat.watched ? '*' : ' '} ${chat.chatId.padEnd(15)} ${chat.kind.padEnd(10)} ${name}${state ? `  (${state})` : ''}`;
}

function watchedState(chat: TelegramChat, now: Date): string {
  const parts = [chat.caughtUpAt ? 'live' : 'catching up'];
  if (chat.lastMessageAt) parts.push(`last message ${ago(Date.parse(chat.lastMessageAt), now)}`);
  if (chat.lastError) parts.push(`error: ${chat.lastError}`);
  return parts.join(', ');
}

function ago(at: number, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - at) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h ago`;
  return `${Math.round(minutes / 1440)} days ago`;
}
