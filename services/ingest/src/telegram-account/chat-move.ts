import type { Message } from '@mtcute/core';
import { getMarkedPeerId } from '@mtcute/core/utils.js';
import type { ChatMove } from '@solana-hub/db';

/**
 * The move a service message announces when a basic group is upgraded to a supergroup: the basic
 * group's last message (`messageActionChatMigrateTo`) or the supergroup's first
 * (`messageActionChannelMigrateFrom`). Null for any other message. Read from the TL action: the
 * library's parsed action gives the other chat's bare id, and chats are known by their marked
 * ids (as the Bot API writes them).
 */
export function chatMoveOf(message: Message): ChatMove | null {
  if (message.raw._ !== 'messageService') return null;
  const { action } = message.raw;
  if (action._ === 'messageActionChatMigrateTo')
    return { fromChatId: String(message.chat.id), toChatId: String(getMarkedPeerId({ _: 'peerChannel', channelId: action.channelId })) };
  if (action._ === 'messageActionChannelMigrateFrom')
    return {
      fromChatId: String(getMarkedPeerId({ _: 'peerChat', chatId: action.chatId })),
      toChatId: String(message.chat.id),
      title: action.title,
    };
  return null;
}
