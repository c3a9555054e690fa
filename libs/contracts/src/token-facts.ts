import { z } from 'zod';
import { storableText } from './message-text.js';

/** Who gave a token's field: an alert, the trader's correction of one, or a provider. */
export const FIELD_SOURCE_KINDS = ['alert', 'correction', 'onchain-metadata', 'dexscreener'] as const;
export type FieldSourceKind = (typeof FIELD_SOURCE_KINDS)[number];
/** The providers that name tokens: the mint's own metadata (Metaplex or Token-2022) and DexScreener's base token. */
export const METADATA_PROVIDERS = ['onchain-metadata', 'dexscreener'] as const;
export type MetadataProviderName = (typeof METADATA_PROVIDERS)[number];

/** Where one field of a token came from; for an alert or a correction, the message (its stored id) and its chat. */
export const fieldSourceSchema = z.object({
  kind: z.enum(FIELD_SOURCE_KINDS),
  message_id: z.number().int().nullable(),
  chat_id: z.string().nullable(),
  chat_title: z.string().nullable(),
  /** When the value was stated or seen. */
  at: z.string().nullable(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

const fieldFact = <T extends z.ZodType>(value: T) => z.object({ value, source: fieldSourceSchema }).nullable();

/** GET /api/tokens/:address/facts: the token's name, symbol and market cap with their sources, and where providers disagree. */
export const tokenFactsSchema = z.object({
  token_address: z.string(),
  name: fieldFact(z.string()),
  symbol: fieldFact(z.string()),
  market_cap: fieldFact(z.number()),
  /** What each provider calls the token, as last seen. */
  providers: z.array(
    z.object({ provider: z.enum(METADATA_PROVIDERS), name: z.string().nullable(), symbol: z.string().nullable(), observed_at: z.string() }),
  ),
  /** Sentences for the trader, e.g. 'Alerts say $PEPE; on-chain metadata says $PEPE2'. */
  disagreements: z.array(z.string()),
  /** The trader's corrections of the token's messages, by the stored message's id. */
  corrections: z.array(
    z.object({
      message_id: z.number().int(),
      token_name: z.string().nullable(),
      token_symbol: z.string().nullable(),
      market_cap: z.number().nullable(),
      corrected_at: z.string(),
    }),
  ),
});
export type TokenFacts = z.infer<typeof tokenFactsSchema>;

export const MAX_CORRECTED_NAME_LENGTH = 100;
export const MAX_CORRECTED_SYMBOL_LENGTH = 20;

const correctedText = (max: number, what: string) =>
  storableText(max)
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, `the ${what} cannot be empty`);

/**
 * PUT /api/messages/:id/correction: the trader's token name, symbol or market cap for one
 * message; a field left out keeps what it had. A symbol may be written with its '$'.
 */
export const messageCorrectionSchema = z
  .strictObject({
    token_name: correctedText(MAX_CORRECTED_NAME_LENGTH, 'name').optional(),
    token_symbol: correctedText(MAX_CORRECTED_SYMBOL_LENGTH + 1, 'symbol')
      .transform((symbol) => symbol.replace(/^\$/, ''))
      .refine((symbol) => /^\S+$/.test(symbol), 'a symbol has no spaces')
      .refine((symbol) => symbol.length <= MAX_CORRECTED_SYMBOL_LENGTH, `a symbol has at most ${MAX_CORRECTED_SYMBOL_LENGTH} characters`)
      .optional(),
    market_cap: z.number().finite().positive('a market cap is more than 0').optional(),
  })
  .refine((body) => body.token_name !== undefined || body.token_symbol !== undefined || body.market_cap !== undefined, {
    message: 'correct at least one of token_name, token_symbol, market_cap',
  });
export type MessageCorrectionBody = z.infer<typeof messageCorrectionSchema>;

/** A stored message's id in a path (`AlertMessage.id`). */
export const storedMessageIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'a message id is a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'a message id is at least 1').max(2_147_483_647, 'no message has so large an id'));
