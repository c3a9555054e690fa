import { sourcesSchema, telegramChatSchema, type Sources, type TelegramChat, type TelegramChatWatchRequest } from '@solana-hub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { urlFromQueryKey } from './query-key-url';
import { jsonHeaders, requestParsed } from './request-json';

/** The Sources screen's reads and its one change: the Telegram account, the bot, the account's chats. */

export const sourcesPath = '/api/sources';

/** The browser's time zone as minutes ahead of UTC, so "messages today" count from the trader's midnight. */
export function browserUtcOffsetMinutes(now: Date = new Date()): number {
  // getTimezoneOffset is minutes *behind* UTC (-120 for UTC+2); `|| 0` turns UTC's -0 into 0.
  return -now.getTimezoneOffset() || 0;
}

/** GET /api/sources, polled every 5 s while the screen is open: statuses change as the ingest reads. */
export function sourcesQuery(utcOffsetMinutes: number) {
  return queryOptions({
    queryKey: [sourcesPath, { utc_offset_minutes: utcOffsetMinutes }] as const,
    queryFn: ({ queryKey, signal }): Promise<Sources> => requestParsed(sourcesSchema, urlFromQueryKey(queryKey), { signal }),
    refetchInterval: 5_000,
  });
}

export interface ChatSwitch {
  chatId: string;
  watched: boolean;
  /** How far back to read a chat switched on; null = the server's default. */
  backfillHours?: number | null;
}

/** The PUT body of a switch: `backfill_hours` only when switching on. */
export function chatSwitchBody({ watched, backfillHours }: ChatSwitch): TelegramChatWatchRequest {
  return watched && backfillHours !== undefined ? { watched, backfill_hours: backfillHours } : { watched };
}

/** PUT /api/sources/telegram-chats/{chatId}; the screen's answer is read again afterwards. */
export function useSwitchChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChatSwitch): Promise<TelegramChat> =>
      requestParsed(telegramChatSchema, `${sourcesPath}/telegram-chats/${encodeURIComponent(change.chatId)}`, {
        method: 'PUT',
        headers: jsonHeaders,
        body: JSON.stringify(chatSwitchBody(change)),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [sourcesPath] }),
  });
}
