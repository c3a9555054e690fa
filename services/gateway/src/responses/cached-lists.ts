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

/** The response-cache key of each polled list. */
export const cachedListKey = {
  tokens: (messageTypes: readonly string[]) => `tokens:${messageTypes.join(',')}`,
  latestMessages: 'latest-messages',
  messagesByToken: 'all-messages-by-token',
  messageTypeStats: 'message-type-stats',
} as const;
