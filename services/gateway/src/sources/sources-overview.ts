import type { Kysely } from 'kysely';
import type { Config } from '@solana-hub/config';
import {
  MAX_LISTED_CHATS,
  TELEGRAM_ACCOUNT_SETTINGS,
  TELEGRAM_LOGIN_COMMAND,
  type SourceChat,
  type Sources,
  type TelegramAccountState,
  type TelegramBotState,
  type TelegramChat,
  type TelegramConnection,
} from '@solana-hub/contracts';
import {
  countTelegramChatMessagesSince,
  findTelegramAccount,
  findTelegramBotConnection,
  listTelegramChats,
  type Database,
  type TelegramConnection as StoredConnection,
} from '@solana-hub/db';
import { startOfTraderDay } from './trader-day.js';

/** Everything the Sources screen shows: the account, the bot, and the account's chats with their status. */
export async function sourcesOverview(
  db: Kysely<Database>,
  config: Config,
  utcOffsetMinutes: number,
  now: Date = new Date(),
): Promise<Sources> {
  const since = startOfTraderDay(now, utcOffsetMinutes);
  const [account, bot, allChats] = await Promise.all([accountState(db, config), botState(db, config), listTelegramChats(db)]);
  const chats = allChats.slice(0, MAX_LISTED_CHATS);
  const today = await countTelegramChatMessagesSince(
    db,
    chats.map((chat) => chat.chatId),
    since,
  );
  return {
    account,
    bot,
    demoFeed: config.demoFeed,
    defaultBackfillHours: config.telegram.backfillHours,
    today: { since: since.toISOString(), utcOffsetMinutes },
    chats: chats.map((chat) => withStatus(chat, today.get(chat.chatId) ?? 0)),
    chatCount: allChats.length,
  };
}

async function accountState(db: Kysely<Database>, config: Config): Promise<TelegramAccountState> {
  // Without the app's id and hash the ingest cannot use a stored session either: setting them up comes first.
  if (config.telegram.account === null) return { state: 'not-configured', settings: [...TELEGRAM_ACCOUNT_SETTINGS] };
  const account = await findTelegramAccount(db);
  if (account === null) return { state: 'not-logged-in', command: TELEGRAM_LOGIN_COMMAND };
  return {
    state: 'logged-in',
    displayName: account.displayName,
    loggedInAt: account.savedAt.toISOString(),
    connection: connectionAnswer(account.connection),
    lastError: account.lastClientError && { message: account.lastClientError.message, at: account.lastClientError.at.toISOString() },
  };
}

async function botState(db: Kysely<Database>, config: Config): Promise<TelegramBotState> {
  const configured = config.telegramBotToken !== null;
  return {
    configured,
    allowList: config.telegram.chats === null ? null : [...config.telegram.chats],
    updates: config.telegram.webhookUrl === null ? 'long-polling' : 'webhook',
    // Without a token no ingest reads with the bot: an old recorded state would say nothing true.
    connection: configured ? connectionAnswer(await findTelegramBotConnection(db)) : null,
  };
}

function connectionAnswer(connection: StoredConnection): TelegramConnection {
  return connection.state === 'connected'
    ? connection
    : { state: 'unreachable', since: connection.since.toISOString(), problem: connection.problem };
}

/** A chat with what the screen says of it: messages today, lag, catching up. */
export function withStatus(chat: TelegramChat, messagesToday: number): SourceChat {
  const received = chat.lastReceivedAt === null ? null : Date.parse(chat.lastReceivedAt);
  const sent = chat.lastMessageAt === null ? null : Date.parse(chat.lastMessageAt);
  return {
    ...chat,
    messagesToday,
    // A message dated a little ahead of the receiving clock is no negative lag.
    lagSeconds: received === null || sent === null ? null : Math.max(0, (received - sent) / 1000),
    catchingUp: chat.watched && chat.inAccount && chat.caughtUpAt === null,
  };
}
