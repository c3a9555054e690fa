import type { BotChat } from './bot-update.js';

/**
 * Whether TELEGRAM_CHATS lets the bot read a chat: every chat when it is not set, else the
 * chats it names by id (-100…) or by @username (as Telegram, regardless of case).
 */
export function chatAllowed(chat: BotChat, allowList: readonly string[] | null): boolean {
  if (allowList === null) return true;
  const username = chat.username?.toLowerCase();
  return allowList.some((entry) => (entry.startsWith('@') ? entry.slice(1).toLowerCase() === username : entry === String(chat.id)));
}
