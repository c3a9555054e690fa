import { z } from 'zod';

/** A chat id as the Bot API writes it: -100… for channels and supergroups, negative for groups. */
export const telegramChatIdSchema = z.string().regex(/^-\d{1,19}$/, 'a Telegram chat id such as -1001234567890');

/** The kinds of chat the user-account source reads (private chats are not alert channels). */
export const telegramChatKindSchema = z.enum(['channel', 'supergroup', 'group']);
export type TelegramChatKind = z.infer<typeof telegramChatKindSchema>;

/** The longest backfill a chat may ask for: a year. */
export const MAX_BACKFILL_HOURS = 24 * 365;

/**
 * One of the account's chats as the Sources screen and `npm run telegram:chats` show it: which
 * ones feed the dashboard, and how reading each one goes. Times are ISO strings.
 */
export const telegramChatSchema = z.object({
  chatId: telegramChatIdSchema,
  title: z.string(),
  kind: telegramChatKindSchema,
  /** Without the @; null for a private chat. */
  username: z.string().nullable(),
  /** False once the account left the chat: it is no longer read, but stays listed. */
  inAccount: z.boolean(),
  watched: z.boolean(),
  watchedSince: z.string().nullable(),
  /** How far back the chat is read when it is switched on; null = the TELEGRAM_BACKFILL_HOURS default. */
  backfillHours: z.number().min(0).max(MAX_BACKFILL_HOURS).nullable(),
  /** The last message read from it: reading resumes after this id. */
  lastReadMessageId: z.number().int().nullable(),
  /** When reading last reached the chat's newest message (null: still catching up, or never read). */
  caughtUpAt: z.string().nullable(),
  /** The date of the newest message read, and when the ingest received it. */
  lastMessageAt: z.string().nullable(),
  lastReceivedAt: z.string().nullable(),
  /** The last failure reading the chat, cleared by the next success. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** The usual time between its messages (the median of its latest gaps); null until enough are read. */
  usualIntervalSeconds: z.number().int().min(0).nullable(),
});
export type TelegramChat = z.infer<typeof telegramChatSchema>;

/** A change to the watch list (Sources screen or `npm run telegram:chats`), told to the ingest. */
export const watchListChangedSchema = z.object({ chatIds: z.array(telegramChatIdSchema).max(1000) });
export type WatchListChanged = z.infer<typeof watchListChangedSchema>;
