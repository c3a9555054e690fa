/**
 * A chat of a Telegram Desktop export, as its header (`name`, `type`, `id`) describes it.
 *
 * Telegram Desktop writes the chat's bare id (`1987654321`), while the Bot API, and every other
 * source of ours, writes channels and supergroups as `-100<id>` and basic groups as `-<id>`: the
 * export's id is written the Bot API's way here, so a chat read by the bot, by the account and
 * from an export is one chat.
 */
export type ExportChat = {
  /** The chat's title; Telegram Desktop writes none for saved messages. */
  title: string | null;
} & (
  | { imported: true; /** The chat id as the Bot API writes it. */ chatId: string }
  | { imported: false; chatId: string | null; /** Why its messages are not imported. */ reason: string }
);

/** The header fields as the export wrote them (numbers as their digits). */
export interface ExportChatHeader {
  name?: string | null;
  type?: string | null;
  id?: string | null;
}

const CHANNELS_AND_SUPERGROUPS = new Set(['public_channel', 'private_channel', 'public_supergroup', 'private_supergroup']);
const BASIC_GROUPS = new Set(['private_group']);
// A bot's chat is where alert bots that write to their subscribers post.
const BOT_CHATS = new Set(['bot_chat']);
// Private conversations are no alert source: importing a whole account's export must not pour
// them into the dashboard.
const PRIVATE_CONVERSATIONS = new Set(['personal_chat', 'saved_messages', 'replies']);

export function exportChat(header: ExportChatHeader): ExportChat {
  const title = typeof header.name === 'string' ? header.name : null;
  const type = header.type ?? 'none';
  const id = typeof header.id === 'string' && /^\d{1,20}$/.test(header.id) ? header.id : null;
  if (id === null) return { imported: false, chatId: null, title, reason: 'the chat has no id' };
  if (CHANNELS_AND_SUPERGROUPS.has(type)) return { imported: true, chatId: `-100${id}`, title };
  if (BASIC_GROUPS.has(type)) return { imported: true, chatId: `-${id}`, title };
  if (BOT_CHATS.has(type)) return { imported: true, chatId: id, title };
  if (PRIVATE_CONVERSATIONS.has(type)) return { imported: false, chatId: id, title, reason: 'a private conversation, not an alert source' };
  return { imported: false, chatId: id, title, reason: `a chat of unknown type '${type}'` };
}
