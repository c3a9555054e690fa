import { chatLayoutsSchema, chatLayoutSwitchSchema, type ChatLayouts, type ChatLayoutSwitch } from '@solana-hub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonHeaders, requestParsed } from './request-json';

const chatLayoutsPath = '/api/sources/chat-layouts';

/** GET /api/sources/chat-layouts: what each chat's layout learned; read again every 30 s while Sources is open. */
export const chatLayoutsQuery = queryOptions({
  queryKey: [chatLayoutsPath] as const,
  queryFn: ({ signal }): Promise<ChatLayouts> => requestParsed(chatLayoutsSchema, chatLayoutsPath, { signal }),
  refetchInterval: 30_000,
});

/** PUT /api/sources/chat-layouts/{chatId}: let a chat's learned layout read its messages, or not. */
export function useSwitchChatLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, enabled }: ChatLayoutSwitch & { chatId: string }): Promise<ChatLayoutSwitch> =>
      requestParsed(chatLayoutSwitchSchema, `${chatLayoutsPath}/${encodeURIComponent(chatId)}`, {
        method: 'PUT',
        headers: jsonHeaders,
        body: JSON.stringify({ enabled }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [chatLayoutsPath] }),
  });
}
