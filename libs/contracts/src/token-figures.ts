import { z } from 'zod';

/**
 * The template target fields that are a token's own figures (the target fields beyond name,
 * symbol, address, market cap, description and accumulated_data). A template's extractor aimed at one
 * of them states that figure for the message's token.
 */
export const TOKEN_FIGURES = ['initial_price', 'volume_24h', 'holder_count', 'dev_holdings_percentage', 'liquidity_usd'] as const;
export type TokenFigure = (typeof TOKEN_FIGURES)[number];

/** A figure as an alert message stated it, and the time of that message (ISO). */
export const statedFigureSchema = z.object({ value: z.number(), at: z.string() });
export type StatedFigure = z.infer<typeof statedFigureSchema>;

/**
 * The figures a token's alerts stated: the first stated initial price, the newest statement of
 * every other figure. A figure no alert stated is absent, so a token without any is `{}`.
 */
export const tokenFiguresSchema = z.object({
  initial_price: statedFigureSchema.optional(),
  volume_24h: statedFigureSchema.optional(),
  holder_count: statedFigureSchema.optional(),
  dev_holdings_percentage: statedFigureSchema.optional(),
  liquidity_usd: statedFigureSchema.optional(),
}) satisfies z.ZodType<Partial<Record<TokenFigure, StatedFigure>>>;
export type TokenFigures = z.infer<typeof tokenFiguresSchema>;
