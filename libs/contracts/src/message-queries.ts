import { z } from 'zod';
import { alertMessageSchema } from './alert-message.js';
import { optionalQueryText, queryBoolean, queryInteger } from './query-values.js';

/**
 * How many of a token's newest messages GET /api/all-messages-by-token looks through for what a
 * collapsed dashboard row shows (its descriptions, 4 and 'N more descriptions...'). It answers
 * only the newest message of each distinct description among them (and the newest linking to
 * pump.fun): the dashboard's first load is every token on it, and the strip of an expanded row
 * pages the token's history instead. The live feed keeps a token's list to this many.
 */
export const MESSAGES_PER_TOKEN = 50;

/**
 * GET /api/all-messages-by-token: token address → what its collapsed row shows of its newest
 * MESSAGES_PER_TOKEN messages (the newest of each distinct description, the newest linking to
 * pump.fun; the newest message always), newest first.
 */
export const messagesByTokenSchema = z.record(z.string(), z.array(alertMessageSchema));
export type MessagesByToken = z.infer<typeof messagesByTokenSchema>;

/** Messages per page of a token's history (GET /api/tokens/:address/messages). */
export const TOKEN_MESSAGES_PAGE_SIZE = 20;

export const tokenMessagesQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});

export const tokenMessagesPageSchema = z.object({
  messages: z.array(alertMessageSchema),
  hasMore: z.boolean(),
  totalCount: z.number().int(),
});
export type TokenMessagesPage = z.infer<typeof tokenMessagesPageSchema>;

/** Messages per page of the message tracer (GET /api/messages). */
export const TRACER_PAGE_SIZE = 50;
/**
 * The tracer counts the messages its filters match up to this many, and says "10,000+" beyond:
 * an exact count over a year of messages would read them all for every first page.
 */
export const TRACER_COUNT_LIMIT = 10_000;
/**
 * A text search counts up to this many ("1,000+" beyond): each match is found by the trigram
 * index and then checked in its row, so counting a common word's 10,000 matches in the last day
 * read 10,000 rows (96 ms at the median on a year, over the page's 50 ms goal).
 */
export const TRACER_TEXT_COUNT_LIMIT = 1_000;

/**
 * A run of 32 base58 characters or more: a Solana address (or a signature). The tracer's text
 * search finds these only whole; the server's rule is PostgreSQL's message_search_text and
 * message_addresses (migration 0042), with this pattern.
 */
const ADDRESS_RUN = /[1-9A-HJ-NP-Za-km-z]{32,}/g;

/**
 * Whether the tracer's text search `q` finds this message text, any case: a search naming an
 * address finds the texts naming it that contain the whole search; any other, the texts whose
 * words (the text without its addresses) contain it.
 */
export function isTextFound(text: string, q: string): boolean {
  const searched = q.toLowerCase();
  // Runs are found before lowering the case: base58 has L but not l, o but not O.
  const addresses = addressesIn(q);
  if (addresses.length === 0) return text.replace(ADDRESS_RUN, ' ').toLowerCase().includes(searched);
  const named = new Set(addressesIn(text));
  return addresses.every((address) => named.has(address)) && text.toLowerCase().includes(searched);
}

function addressesIn(text: string): string[] {
  return (text.match(ADDRESS_RUN) ?? []).map((address) => address.toLowerCase());
}

/** How far the tracer's first page counts the matches of these filters. */
export function tracerCountLimit(query: Pick<TracerQuery, 'q'>): number {
  return query.q === undefined ? TRACER_COUNT_LIMIT : TRACER_TEXT_COUNT_LIMIT;
}
/** Without includeOld=true the tracer shows only messages of the last 24 hours. */
export const TRACER_RECENT_HOURS = 24;

/** Trending circles as alerts show them, also accepted by their names. */
export const TRENDING_LEVELS = { bullish: '🟢', bearish: '🔴', neutral: '🟠' } as const;
export type TrendingCircle = (typeof TRENDING_LEVELS)[keyof typeof TRENDING_LEVELS];
const circles: readonly string[] = Object.values(TRENDING_LEVELS);

const trendingFilter = z
  .string()
  .max(16)
  .optional()
  .transform((text, context): TrendingCircle | undefined => {
    const value = text?.trim() ?? '';
    if (value === '' || value.toLowerCase() === 'all') return undefined;
    if (circles.includes(value)) return value as TrendingCircle;
    const named = TRENDING_LEVELS[value.toLowerCase() as keyof typeof TRENDING_LEVELS];
    if (named) return named;
    context.addIssue({ code: 'custom', message: 'must be one of 🟢 🔴 🟠 bullish bearish neutral all' });
    return z.NEVER;
  });

/** GET /api/messages: the tracer's filters and where to continue. */
export const tracerQuerySchema = z.object({
  /** Text the message contains, any case. */
  q: optionalQueryText(200),
  trending: trendingFilter,
  /** A message type; empty or 'all' means every type. */
  type: optionalQueryText(100).transform((type) => (type?.toLowerCase() === 'all' ? undefined : type)),
  /** Only the messages of this chat (its id, as GET /api/chats lists it). */
  chat: optionalQueryText(64),
  includeOld: queryBoolean(false),
  /** The nextCursor of the previous page, as it was given. */
  cursor: optionalQueryText(500),
});
export type TracerQuery = z.output<typeof tracerQuerySchema>;

export const tracerPageSchema = z.object({
  messages: z.array(alertMessageSchema),
  /** Pass as cursor for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every message the filters match, over all pages, up to tracerCountLimit (10,000; 1,000 for a text search). */
  totalCount: z.number().int(),
  /** More match than that limit: totalCount is the limit (shown as "10,000+" or "1,000+"). */
  totalCapped: z.boolean(),
});
export type TracerPage = z.infer<typeof tracerPageSchema>;

/** GET /api/chats: every chat messages came from, with its title (null when no source told it), for the screens to name a message's channel. */
export const chatTitlesSchema = z.object({
  chats: z.array(z.object({ chat_id: z.string(), title: z.string().nullable() })),
});
export type ChatTitles = z.infer<typeof chatTitlesSchema>;
