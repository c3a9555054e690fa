import { z } from 'zod';
import { count, figure } from './provider-figures.js';

const trades = z.object({ buys: count, sells: count });

/**
 * One pair of DexScreener's GET /tokens/v1/{chainId}/{tokenAddresses}, with the fields the
 * analyzer reads (the answer carries more). Windows and figures a young pair has no data for are left out;
 * a figure that is no finite number counts as left out (provider-figures.ts).
 */
export const dexPairSchema = z.object({
  chainId: z.string(),
  dexId: z.string(),
  pairAddress: z.string(),
  baseToken: z.object({ address: z.string(), name: z.string().nullish(), symbol: z.string().nullish() }),
  quoteToken: z.object({ address: z.string(), symbol: z.string().nullish() }).optional(),
  priceUsd: z.string().nullish(),
  txns: z.object({ h24: trades.optional() }).optional(),
  volume: z.object({ h24: figure }).optional(),
  priceChange: z.object({ h24: figure }).nullish(),
  liquidity: z.object({ usd: figure }).nullish(),
  fdv: figure,
  marketCap: figure,
});
export type DexPair = z.infer<typeof dexPairSchema>;

/** The pairs of the tokens asked for, a bare array: empty when DexScreener knows none, at most DEXSCREENER_MAX_PAIRS long. */
export const dexTokenPairsSchema = z.array(dexPairSchema);

/**
 * DexScreener's GET /latest/dex/pairs/{chainId}/{pairAddresses}: the pairs asked for, null when
 * it knows none of them (a token's address asked as a pair is one it does not know).
 */
export const dexPairsOfPairSchema = z.object({ schemaVersion: z.string(), pairs: z.array(dexPairSchema).nullable() });
