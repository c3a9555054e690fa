import { chatTitlesSchema, type ChatTitles } from '@solana-hub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from './request-json';

export const chatTitlesPath = '/api/chats';

/** The chats messages came from and their titles; a new chat is rare, so read again every minute. */
export const chatTitlesQuery = queryOptions({
  queryKey: [chatTitlesPath] as const,
  queryFn: ({ signal }): Promise<ChatTitles> => requestParsed(chatTitlesSchema, chatTitlesPath, { signal }),
  staleTime: 60_000,
  refetchInterval: 60_000,
});

/** The title of the chat a message came from; null until known (the card then names the chat by its id). */
export function useChatTitle(chatId: string): string | null {
  const { data } = useQuery({
    ...chatTitlesQuery,
    select: (titles) => titles.chats.find((chat) => chat.chat_id === chatId)?.title ?? null,
  });
  return data ?? null;
}
