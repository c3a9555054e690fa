import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { MAX_BACKFILL_HOURS, telegramChatSchema } from './telegram-chats.js';

// The Sources screen's API (GET /api/sources, PUT /api/sources/telegram-chats/:chatId): where
// the dashboard's messages come from, and which of the account's chats feed it.

/** The command that logs the Telegram account in (a terminal dialog: phone, code, 2FA password). */
export const TELEGRAM_LOGIN_COMMAND = 'npm run telegram:login';

/** The settings the user-account source needs before anyone can log in. */
export const TELEGRAM_ACCOUNT_SETTINGS = ['TELEGRAM_API_ID', 'TELEGRAM_API_HASH', 'TELEGRAM_SESSION_KEY'] as const;

/**
 * At most this many chats in one answer, the watched ones first (Telegram lets an account join
 * 500 channels and supergroups, 1,000 with Premium; basic groups come on top).
 */
export const MAX_LISTED_CHATS = 3000;

/** GET /api/sources */
export const sourcesQuerySchema = z.object({
  /**
   * The trader's time zone as minutes ahead of UTC (UTC+2 = 120; the browser's
   * `-getTimezoneOffset()`): "messages today" count from their midnight. Absent: UTC.
   */
  utc_offset_minutes: queryInteger({ min: -720, max: 840 }).default(0),
});
export type SourcesQuery = z.output<typeof sourcesQuerySchema>;

/** The problem the ingest records when Telegram refuses the account's session (ended in the app, or expired). */
export const TELEGRAM_SESSION_REFUSED = 'session refused by Telegram: log in again';

/** The problem the ingest records when Telegram refuses the bot's token (401, or 404 for a token of the wrong form). */
export const TELEGRAM_BOT_TOKEN_REFUSED = 'the bot token was refused: set a new TELEGRAM_BOT_TOKEN';

/**
 * Whether the ingest reaches Telegram with the logged-in account or the bot, as it last recorded it (on a
 * change, not per message): connected, or unreachable since when (ISO 8601) and why, in a short
 * sentence ("Telegram unreachable: connect ECONNREFUSED", "session refused by Telegram: log in
 * again", "the bot token was refused: set a new TELEGRAM_BOT_TOKEN"). Out of reach for less than
 * 15 s is not shown (the library reconnects now and then, the bot retries within a second).
 */
export const telegramConnectionSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('connected') }),
  z.object({ state: z.literal('unreachable'), since: z.string(), problem: z.string() }),
]);
export type TelegramConnection = z.infer<typeof telegramConnectionSchema>;

/** The user account (MTProto): set up, logged in, or what is missing. */
export const telegramAccountStateSchema = z.discriminatedUnion('state', [
  /** TELEGRAM_API_ID / TELEGRAM_API_HASH are not set: these settings are needed first. */
  z.object({ state: z.literal('not-configured'), settings: z.array(z.string()) }),
  /** Set up, but nobody logged in: run this command. */
  z.object({ state: z.literal('not-logged-in'), command: z.string() }),
  z.object({
    state: z.literal('logged-in'),
    displayName: z.string(),
    loggedInAt: z.string(),
    connection: telegramConnectionSchema,
    /** The last error the ingest's Telegram client reported while reading (it carries on), and when. */
    lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  }),
]);
export type TelegramAccountState = z.infer<typeof telegramAccountStateSchema>;

/** The bot as the configuration says (the token itself is never answered). */
export const telegramBotStateSchema = z.object({
  /** TELEGRAM_BOT_TOKEN is set. */
  configured: z.boolean(),
  /** The only chats it reads (TELEGRAM_CHATS); null = every chat it is a member of. */
  allowList: z.array(z.string()).nullable(),
  /** How it gets its updates: a webhook (TELEGRAM_WEBHOOK_URL) or long polling. */
  updates: z.enum(['webhook', 'long-polling']),
  /** Whether the ingest reaches Telegram with the bot, as it last recorded it; absent or null when the bot is not configured. */
  connection: telegramConnectionSchema.nullish(),
});
export type TelegramBotState = z.infer<typeof telegramBotStateSchema>;

/** One of the account's chats with how reading it goes. */
export const sourceChatSchema = telegramChatSchema.extend({
  /** Messages of the chat on the dashboard dated since the start of the trader's day. */
  messagesToday: z.number().int().min(0),
  /** How late its newest message arrived: received − sent, in seconds; null before the first. */
  lagSeconds: z.number().min(0).nullable(),
  /** Watched, in the account, and reading has not yet reached its newest message. */
  catchingUp: z.boolean(),
});
export type SourceChat = z.infer<typeof sourceChatSchema>;

export const sourcesSchema = z.object({
  account: telegramAccountStateSchema,
  bot: telegramBotStateSchema,
  /** The sample alerts are playing (no Telegram source set up, or DEMO_FEED=on). */
  demoFeed: z.boolean(),
  /** How far back a newly watched chat is read when no period is chosen (TELEGRAM_BACKFILL_HOURS). */
  defaultBackfillHours: z.number().min(0).max(MAX_BACKFILL_HOURS),
  /** Where "messages today" start counting: the trader's midnight, and the offset it came from. */
  today: z.object({ since: z.string(), utcOffsetMinutes: z.number().int() }),
  /** Watched first, then by title; at most MAX_LISTED_CHATS. */
  chats: z.array(sourceChatSchema).max(MAX_LISTED_CHATS),
  /** Every chat the account has or had, listed or not. */
  chatCount: z.number().int().min(0),
});
export type Sources = z.infer<typeof sourcesSchema>;

/** PUT /api/sources/telegram-chats/:chatId: switch a chat on (read from `backfill_hours` ago) or off. */
export const telegramChatWatchRequestSchema = z.strictObject({
  watched: z.boolean(),
  /** How far back to read a chat switched on; null or absent = the default (TELEGRAM_BACKFILL_HOURS). */
  backfill_hours: z.number().min(0).max(MAX_BACKFILL_HOURS).nullable().optional(),
});
export type TelegramChatWatchRequest = z.infer<typeof telegramChatWatchRequestSchema>;
