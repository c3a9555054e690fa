import type { BotChat } from './bot-update.js';

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
