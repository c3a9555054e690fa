import { messageTypeStatsSchema, type MessageTypeStats } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

export const messageTypeStatsQueryKey = ['/api/message-type-stats'] as const;

/** Tokens per first message type, for the message-type filter; polled every 30 s. */
export const messageTypeStatsQuery = queryOptions({
  queryKey: messageTypeStatsQueryKey,
  queryFn: ({ signal }): Promise<MessageTypeStats> => requestParsed(messageTypeStatsSchema, messageTypeStatsQueryKey[0], { signal }),
  refetchInterval: 30_000,
});
