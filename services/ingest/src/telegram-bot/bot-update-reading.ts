import { describeZodError, rawMessageSchema, type RawMessage } from '@solana-hub/contracts';
import { botUpdateSchema, messageOf, updateIdOf, type BotChat } from './bot-update.js';
import { chatAllowed } from './chat-allow-list.js';
import { linksOf } from './message-links.js';

/** What one update from Telegram comes to: a raw message to queue, or why there is none. */
export type UpdateReading =
  | { outcome: 'message'; updateId: number; message: RawMessage; chat: BotChat }
  | { outcome: 'not-allowed'; updateId: number; chat: BotChat }
  | { outcome: 'skipped'; updateId: number; reason: string }
  | { outcome: 'invalid'; updateId: number | null; reason: string };

/**
 * Reads one update: a channel post, a group message, or an edit of either (an edit is a new
 * version of the message, numbered by its edit time). Private chats are never read: anyone can
 * write to a bot, and only the trader's channels and groups are alert sources.
 */
export function readUpdate(sent: unknown, allowList: readonly string[] | null, receivedAt: string): UpdateReading {
  const parsed = botUpdateSchema.safeParse(sent);
  if (!parsed.success) return { outcome: 'invalid', updateId: updateIdOf(sent), reason: describeZodError(parsed.error) };
  const update = parsed.data;
  const updateId = update.update_id;
  const message = messageOf(update);
  if (!message) return { outcome: 'skipped', updateId, reason: 'no chat message in the update' };
  const { chat } = message;
  if (chat.type === 'private') return { outcome: 'skipped', updateId, reason: 'a private chat' };
  if (!chatAllowed(chat, allowList)) return { outcome: 'not-allowed', updateId, chat };
  const text = message.text ?? message.caption ?? '';
  const links = linksOf(message);
  if (text === '' && links.length === 0) return { outcome: 'skipped', updateId, reason: 'no text, caption or link' };
  const raw = rawMessageSchema.safeParse({
    source: 'telegram-bot',
    chatId: String(chat.id),
    chatTitle: chat.title ?? null,
    messageId: String(message.message_id),
    editVersion: message.edit_date ?? 0,
    date: new Date(message.date * 1000).toISOString(),
    text,
    links,
    receivedAt,
  } satisfies RawMessage);
  if (!raw.success) return { outcome: 'invalid', updateId, reason: describeZodError(raw.error) };
  return { outcome: 'message', updateId, message: raw.data, chat };
}
