import { z } from 'zod';
import { MAX_EDIT_VERSION } from '@solana-hub/contracts';

const LAST_CALENDAR_SECOND = Date.parse('9999-12-31T23:59:59Z') / 1000;

const messageEntitySchema = z.object({
  type: z.string(),
  offset: z.int().min(0),
  length: z.int().min(0),
  /** For `text_link` only: where the text points. */
  url: z.string().optional(),
});
export type MessageEntity = z.infer<typeof messageEntitySchema>;

const chatSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string().optional(),
  username: z.string().optional(),
});
export type BotChat = z.infer<typeof chatSchema>;

const botMessageSchema = z.object({
  message_id: z.int().min(0),
  /** Unix seconds; the raw message bounds it to Telegram's years, this keeps it a date at all. */
  date: z.int().min(0).max(LAST_CALENDAR_SECOND),
  /** Set on the edited kinds: the edit's time in unix seconds, which is the edit's version. */
  edit_date: z.int().min(1).max(MAX_EDIT_VERSION).optional(),
  chat: chatSchema,
  text: z.string().optional(),
  entities: z.array(messageEntitySchema).optional(),
  /** Photo, video and document posts carry their alert here. */
  caption: z.string().optional(),
  caption_entities: z.array(messageEntitySchema).optional(),
  reply_markup: z.object({ inline_keyboard: z.array(z.array(z.object({ url: z.string().optional() }))) }).optional(),
  /** In a basic group upgraded to a supergroup: its last message, naming the supergroup. */
  migrate_to_chat_id: z.int().optional(),
  /** The supergroup's first message after the upgrade, naming the basic group. */
  migrate_from_chat_id: z.int().optional(),
});
export type BotMessage = z.infer<typeof botMessageSchema>;

const updateIdSchema = z.object({ update_id: z.int().min(0) });

/**
 * What the bot source reads of a Bot API `Update` (https://core.telegram.org/bots/api#update):
 * the four kinds that carry a chat's message, with the text or caption, their entities and the
 * inline keyboard. Anything else an update holds is let through unread.
 */
export const botUpdateSchema = updateIdSchema.extend({
  message: botMessageSchema.optional(),
  edited_message: botMessageSchema.optional(),
  channel_post: botMessageSchema.optional(),
  edited_channel_post: botMessageSchema.optional(),
});
export type BotUpdate = z.infer<typeof botUpdateSchema>;

/** The update kinds the bot asks Telegram for (`allowed_updates`). */
export const READ_UPDATE_KINDS = ['message', 'edited_message', 'channel_post', 'edited_channel_post'] as const;

/** The message an update carries, whichever of the four kinds it is. */
export function messageOf(update: BotUpdate): BotMessage | undefined {
  return update.channel_post ?? update.edited_channel_post ?? update.message ?? update.edited_message;
}

/** The id of an update the source cannot otherwise read, so that the offset still moves past it. */
export function updateIdOf(sent: unknown): number | null {
  const parsed = updateIdSchema.safeParse(sent);
  return parsed.success ? parsed.data.update_id : null;
}
