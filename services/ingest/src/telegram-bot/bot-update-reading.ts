import { describeZodError, rawMessageSchema, type RawMessage } from '@solana-hub/contracts';
import { botUpdateSchema, messageOf, updateIdOf, type BotChat } from './bot-update.js';
import type { BotChatMove } from './bot-chat-moves.js';
import { linksOf } from './message-links.js';

/** What one update from Telegram comes to: a raw message to queue, or why there is none. */
export type UpdateReading =
  | { outcome: 'message'; updateId: number; message: RawMessage; chat: BotChat }
  | { outcome: 'not-allowed'; updateId: number; chat: BotChat }
  | { outcome: 'moved'; updateId: number; move: BotChatMove }
  | { outcome: 'skipped'; updateId: number; reason: string }
  | { outcome: 'invalid'; updateId: number | null; reason: string };

/**
 * Reads one update: a channel post, a group message, or an edit of either (an edit is a new
 * version of the message, numbered by its edit time). Private chats are never read: anyone can
 * write to a bot, and only the trader's channels and groups are alert sources. A basic group
 * upgraded to a supergroup says so in both (`migrate_to_chat_id`, `migrate_from_chat_id`): the
 * move, when the group is read, and the supergroup read from then on as the group was
 * (`movedFrom`: the groups that moved to a chat).
 */
export function readUpdate(
  sent: unknown,
  allowList: readonly string[] | null,
  receivedAt: string,
  movedFrom: (chatId: number) => number[] = () => [],
): UpdateReading {
  const parsed = botUpdateSchema.safeParse(sent);
  if (!parsed.success) return { outcome: 'invalid', updateId: updateIdOf(sent), reason: describeZodError(parsed.error) };
  const update = parsed.data;
  const updateId = update.update_id;
  const message = messageOf(update);
  if (!message) return { outcome: 'skipped', updateId, reason: 'no chat message in the update' };
  const { chat } = message;
  if (chat.type === 'private') return { outcome: 'skipped', updateId, reason: 'a private chat' };
  const move =
    message.migrate_to_chat_id !== undefined
      ? { fromChatId: chat.id, toChatId: message.migrate_to_chat_id }
      : message.migrate_from_chat_id !== undefined
        ? { fromChatId: message.migrate_from_chat_id, toChatId: chat.id }
        : null;
  if (move) {
    const group = { id: move.fromChatId, type: 'group' };
    return chatAllowed(group, allowList) ? { outcome: 'moved', updateId, move } : { outcome: 'not-allowed', updateId, chat };
  }
  if (!chatAllowed(chat, allowList, movedFrom(chat.id))) return { outcome: 'not-allowed', updateId, chat };
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

/**
 * Whether TELEGRAM_CHATS lets the bot read a chat: every chat when it is not set, else the
 * chats it names by id (-100…) or by @username (as Telegram, regardless of case). A supergroup
 * a named basic group was upgraded to (`movedFrom`: the ids of the groups that moved to it) is
 * read as the group was.
 */
export function chatAllowed(chat: BotChat, allowList: readonly string[] | null, movedFrom: readonly number[] = []): boolean {
  if (allowList === null) return true;
  const username = chat.username?.toLowerCase();
  const ids = new Set([chat.id, ...movedFrom].map(String));
  return allowList.some((entry) => (entry.startsWith('@') ? entry.slice(1).toLowerCase() === username : ids.has(entry)));
}
