import { z } from 'zod';

/** A stored alert message as the REST APIs and the NEW_MESSAGE frame show it. */
export const alertMessageSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  chat_id: z.string(),
  message_type: z.string(),
  token_address: z.string().nullable(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
  timestamp: z.string(),
  message_text: z.string(),
  description: z.string().nullable(),
  market_cap: z.number().nullable(),
  twitter_mentions: z.number().int().nullable(),
  trending_level: z.string().nullable(),
  /** JSON-encoded array of 'label|url' strings, which the frontend parses (a malformed entry is skipped). */
  links: z.string(),
  caller_name: z.string().nullable(),
  caller_link: z.string().nullable(),
  /** When the message retention dropped the raw text (message_text is then empty); null while it is kept. */
  text_dropped_at: z.string().nullable(),
});
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/** What the live feed's MARKET_CAP_UPDATE frame carries. */
export const marketCapUpdateSchema = z.object({
  token_address: z.string(),
  current_market_cap: z.number().nullable(),
  last_updated: z.string(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
});
export type MarketCapUpdate = z.infer<typeof marketCapUpdateSchema>;
