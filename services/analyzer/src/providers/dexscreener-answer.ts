import { z } from 'zod';

const trades = z.object({ buys: z.number().int().nonnegative(), sells: z.number().int().nonnegative() });

/**
 * One pair of DexScreener's GET /latest/dex/tokens/{addresses}, with the fields the analyzer
 * reads (the answer carries more). Windows and figures a young pair has no data for are left out.
 */
export const dexPairSchema = z.object({
  chainId: z.string(),
  dexId: z.string(),
  pairAddress: z.string(),
  baseToken: z.object({ address: z.string(), name: z.string().nullish(), symbol: z.string().nullish() }),
  quoteToken: z.object({ address: z.string(), symbol: z.string().nullish() }).optional(),
  priceUsd: z.string().nullish(),
  txns: z.object({ h24: trades.optional() }).optional(),
  volume: z.object({ h24: z.number().optional() }).optional(),
  priceChange: z.object({ h24: z.number().optional() }).nullish(),
  liquidity: z.object({ usd: z.number().optional() }).nullish(),
  fdv: z.number().nullish(),
  marketCap: z.number().nullish(),
});
export type DexPair = z.infer<typeof dexPairSchema>;

/** `pairs` is null when DexScreener knows no pair of these tokens. */
export const dexTokensAnswerSchema = z.object({ schemaVersion: z.string().optional(), pairs: z.array(dexPairSchema).nullable() });
