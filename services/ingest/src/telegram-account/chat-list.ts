import type { ChatType } from '@mtcute/core';
import type { TelegramClient } from '@mtcute/core/client.js';
import type { TelegramChatKind } from '@solana-hub/contracts';
import type { ListedChat } from '@solana-hub/db';

const KIND: Record<ChatType, TelegramChatKind | null> = {
  channel: 'channel',
  supergroup: 'supergroup',
  gigagroup: 'supergroup',
  group: 'group',
  monoforum: null,
};

/**
 * The account's channels and groups, archived ones included (traders archive busy alert
 * channels); private chats and bots are not alert sources. Reading the list also teaches the
 * client every chat's access hash, which reading a chat's history needs after a restart.
 */
export async function listAccountChats(client: TelegramClient): Promise<ListedChat[]> {
  const chats: ListedChat[] = [];
  for await (const dialog of client.iterDialogs({ archived: 'keep' })) {
    const peer = dialog.peer;
    if (peer.type !== 'chat') continue;
    const kind = KIND[peer.chatType];
    if (kind) chats.push({ chatId: String(peer.id), title: peer.title, kind, username: peer.username });
  }
  return chats;
}
