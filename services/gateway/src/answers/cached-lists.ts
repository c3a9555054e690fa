import { listSinceQuerySchema, storableText } from '@solana-hub/contracts';

export const tokenListQuerySchema = listSinceQuerySchema.extend({
  /** Comma-joined message types; none means every type. */
  message_types: storableText(2000)
    .optional()
    .transform((joined) =>
      [
        ...new Set(
          (joined ?? '')
            .split(',')
            .map((type) => type.trim())
            .filter(Boolean),
        ),
      ].sort(),
    ),
});

/** The answer-cache key of each polled list: one place, for the controllers and the 304 shortcut. */
export const cachedListKey = {
  tokens: (messageTypes: readonly string[]) => `tokens:${messageTypes.join(',')}`,
  latestMessages: 'latest-messages',
  messagesByToken: 'all-messages-by-token',
  messageTypeStats: 'message-type-stats',
} as const;

/** The cache key a GET of a polled list stands for; null for any other path or a bad query. */
export function cachedListKeyOf(path: string, query: unknown): string | null {
  switch (path) {
    case '/api/tokens': {
      const parsed = tokenListQuerySchema.safeParse(query);
      return parsed.success ? cachedListKey.tokens(parsed.data.message_types) : null;
    }
    case '/api/latest-messages':
      return listSinceQuerySchema.safeParse(query).success ? cachedListKey.latestMessages : null;
    case '/api/all-messages-by-token':
      return listSinceQuerySchema.safeParse(query).success ? cachedListKey.messagesByToken : null;
    case '/api/message-type-stats':
      return cachedListKey.messageTypeStats;
    default:
      return null;
  }
}
