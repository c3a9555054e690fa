import { z } from 'zod';
import { archivedTokenSchema } from './token.js';
import { queryInteger, optionalQueryDecimal, optionalQueryText } from './query-values.js';

/** A token address in a path: base58 (Solana) or 0x-hex (EVM) characters only. */
export const tokenAddressSchema = z
  .string()
  .min(1, 'a token address is required')
  .max(128, 'a token address has at most 128 characters')
  .regex(/^[A-Za-z0-9]+$/, 'a token address holds only letters and digits');

/** Page sizes the archived page offers. */
export const ARCHIVED_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_ARCHIVED_PAGE_SIZE = 100;
/** Sort options of the archived page; ath_multiple is ATH market cap divided by the initial one. */
export const ARCHIVED_SORT_FIELDS = ['first_seen', 'token_name', 'current_market_cap', 'ath_market_cap', 'ath_multiple'] as const;
export type ArchivedSortField = (typeof ARCHIVED_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /api/tokens/hidden: which page of archived tokens, in which order, filtered how. */
export const archivedTokensQuerySchema = z
  .object({
    page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
    limit: z
      .enum(['50', '100', '200'], { message: `must be one of ${ARCHIVED_PAGE_SIZES.join(', ')}` })
      .default('100')
      .transform(Number),
    sortBy: z.enum(ARCHIVED_SORT_FIELDS).default('first_seen'),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    /** Part of the name, symbol or address, any case. */
    search: optionalQueryText(200),
    athMultipleMin: optionalQueryDecimal(),
    athMultipleMax: optionalQueryDecimal(),
  })
  .refine(
    (query) => query.athMultipleMin === undefined || query.athMultipleMax === undefined || query.athMultipleMin <= query.athMultipleMax,
    {
      message: 'must not be below athMultipleMin',
      path: ['athMultipleMax'],
    },
  );
export type ArchivedTokensQuery = z.output<typeof archivedTokensQuerySchema>;

/** The archived page's answer: one page of tokens and the totals to page through them. */
export const archivedTokensPageSchema = z.object({
  tokens: z.array(archivedTokenSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});
export type ArchivedTokensPage = z.infer<typeof archivedTokensPageSchema>;

/** GET /api/tokens/hidden/count */
export const archivedCountSchema = z.object({ count: z.number().int() });

/** GET /api/message-type-stats: tokens (not archived) per first message type. */
export const messageTypeStatsSchema = z.record(z.string(), z.number().int());
export type MessageTypeStats = z.infer<typeof messageTypeStatsSchema>;

/** The answer of an action without data of its own (archive, unarchive, delete). */
export const actionDoneSchema = z.object({ success: z.literal(true) });
export type ActionDone = z.infer<typeof actionDoneSchema>;
