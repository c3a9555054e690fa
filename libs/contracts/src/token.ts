import { z } from 'zod';
import { tokenFiguresSchema } from './token-figures.js';

/** A token as the REST API answers it. */
export const tokenSchema = z.object({
  token_address: z.string(),
  chain: z.enum(['solana', 'evm']),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  pair_address: z.string().nullable(),
  first_seen: z.string(),
  last_updated: z.string(),
  initial_market_cap: z.number().nullable(),
  current_market_cap: z.number().nullable(),
  ath_market_cap: z.number().nullable(),
  ath_timestamp: z.string().nullable(),
  hidden: z.boolean(),
  first_message_type: z.string(),
  message_count: z.number().int(),
  latest_message_at: z.string(),
  /** What its alerts' templates stated of its price, volume, holders, dev holdings and liquidity. */
  figures: tokenFiguresSchema,
  /**
   * How strongly the channels called it lately: over the distinct chats that called it in the
   * last 24 h, the sum of (0.5 + the chat's 7-day hit rate at 2x) × earliness (1 for the first
   * caller down to 0.5 an hour or more behind); one decimal, 0 when none (docs/channel-scores.md).
   */
  confluence_score: z.number(),
  /** The number of distinct chats that called it (ever). */
  callers: z.number().int(),
  /**
   * The chat ids of those chats (each chat's first message about it is its call), sorted: what
   * the dashboard's channel filter matches. Kept by the calls refresh with `callers`.
   */
  caller_chat_ids: z.array(z.string()),
});
export type Token = z.infer<typeof tokenSchema>;

/** Why a token is archived: by the trader (it stays), or for no alert in AUTO_ARCHIVE_DAYS (a new alert brings it back). */
export const archivedReasonSchema = z.enum(['trader', 'inactive']);
export type ArchivedReason = z.infer<typeof archivedReasonSchema>;

/** An archived token as the Archived page lists it: a token, and why and when it was archived. */
export const archivedTokenSchema = tokenSchema.extend({
  archived_reason: archivedReasonSchema,
  /** Null for a token archived before the hub recorded when. */
  archived_at: z.string().nullable(),
});
export type ArchivedToken = z.infer<typeof archivedTokenSchema>;
