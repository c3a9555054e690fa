import type { SourceChat } from '@solana-hub/contracts';

/** The chats whose title, @username or id holds the search, any case; every chat for an empty search. */
export function matchingChats(chats: readonly SourceChat[], search: string): readonly SourceChat[] {
  const wanted = search.trim().toLowerCase().replace(/^@/, '');
  if (wanted === '') return chats;
  return chats.filter(
    (chat) =>
      chat.title.toLowerCase().includes(wanted) || (chat.username ?? '').toLowerCase().includes(wanted) || chat.chatId.includes(wanted),
  );
}
