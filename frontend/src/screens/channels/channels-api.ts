import {
  channelCallsResponseSchema,
  channelsResponseSchema,
  type ChannelCallsResponse,
  type ChannelPeriod,
  type ChannelsResponse,
} from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { urlFromQueryKey } from '../../api/query-key-url';
import { requestParsed } from '../../api/request-json';

/** The Channels page's reads: the scores of a period, one chat's calls, the CSV. */

export const channelsPath = '/api/channels';
const channelCallsPath = '/api/channels/calls';

/** GET /api/channels?period=…, read again each minute: the figures move as alerts and refreshes arrive. */
export function channelsQuery(period: ChannelPeriod) {
  return queryOptions({
    queryKey: [channelsPath, { period }] as const,
    queryFn: ({ queryKey, signal }): Promise<ChannelsResponse> =>
      requestParsed(channelsResponseSchema, urlFromQueryKey(queryKey), { signal }),
    refetchInterval: 60_000,
  });
}

/** GET /api/channels/calls?chat_id=…&period=…: a chat's calls, newest first. */
export function channelCallsQuery(chatId: string, period: ChannelPeriod) {
  return queryOptions({
    queryKey: [channelCallsPath, { chat_id: chatId, period }] as const,
    queryFn: ({ queryKey, signal }): Promise<ChannelCallsResponse> =>
      requestParsed(channelCallsResponseSchema, urlFromQueryKey(queryKey), { signal }),
  });
}

/** Where the CSV of a period downloads from (the browser sends the session cookie). */
export const channelsCsvUrl = (period: ChannelPeriod) => `${channelsPath}.csv?period=${encodeURIComponent(period)}`;
