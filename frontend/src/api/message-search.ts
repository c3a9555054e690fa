import { isTextFound, tracerPageSchema, type AlertMessage, type TracerPage } from '@solana-hub/contracts';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { TrendingSymbol } from '../messages/trending-level';
import { urlFromQueryKey, type QueryParams } from './query-key-url';
import { requestWithFailureText } from './request-with-failure-text';

export const messageSearchPath = '/api/messages';

/** What the Message Tracer filters on; 'all' leaves a filter out. */
export interface MessageFilters {
  search: string;
  trending: TrendingSymbol | 'all';
  messageType: string;
  /** A chat id, or 'all'. */
  chat: string;
}

/**
 * The query of GET /api/messages for these filters: q, trending, type and chat only when set, and
 * includeOld=true because the tracer traces every message, not only the last 24 hours.
 */
export function messageSearchParams(filters: MessageFilters): QueryParams {
  return {
    q: filters.search.trim() || undefined,
    trending: filters.trending === 'all' ? undefined : filters.trending,
    type: filters.messageType === 'all' ? undefined : filters.messageType,
    chat: filters.chat === 'all' ? undefined : filters.chat,
    includeOld: true,
  };
}

// The filters as a cached tracer query carries them in its key (see messageSearchParams).
const searchKeySchema = z.tuple([
  z.literal(messageSearchPath),
  z.object({ q: z.string().optional(), trending: z.string().optional(), type: z.string().optional(), chat: z.string().optional() }),
]);

/**
 * Whether the tracer query of this key lists the message, by the server's rules for
 * GET /api/messages: the same type, chat and trending circle, the text found (isTextFound).
 * False for a key that is not a tracer query.
 */
export function isFoundBySearchKey(message: AlertMessage, queryKey: QueryKey): boolean {
  const key = searchKeySchema.safeParse(queryKey);
  if (!key.success) return false;
  const { q, trending, type, chat } = key.data[1];
  if (type !== undefined && message.message_type !== type) return false;
  if (chat !== undefined && message.chat_id !== chat) return false;
  if (trending !== undefined && message.trending_level !== trending) return false;
  return q === undefined || isTextFound(message.message_text, q);
}

/** Newest messages first, 50 a page continued by the server's cursor, polled every 10 s with 3 retries. */
export function messageSearchQuery(filters: MessageFilters) {
  return infiniteQueryOptions({
    queryKey: [messageSearchPath, messageSearchParams(filters)] as const,
    initialPageParam: null as string | null,
    queryFn: ({ queryKey: [path, params], pageParam, signal }): Promise<TracerPage> =>
      requestWithFailureText(
        tracerPageSchema,
        urlFromQueryKey([path, { ...params, cursor: pageParam }]),
        (statusText) => `Failed to fetch messages: ${statusText}`,
        { signal },
      ),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: 10_000,
    retry: 3,
  });
}
