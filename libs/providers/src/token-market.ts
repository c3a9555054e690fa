/**
 * A token's market on its main Solana pair (the one with the most liquidity), as DexScreener
 * reports it; or as its alert messages state it, which may name no pair or DEX.
 */
export interface TokenMarket {
  pairAddress: string | null;
  dexName: string | null;
  tokenName: string | null;
  tokenSymbol: string | null;
  marketCap: number | null;
  liquidityUsd: number | null;
  volume24h: number | null;
  priceChange24h: number | null;
  /** Null when the source does not say (the alerts state no trade counts). */
  buys24h: number | null;
  sells24h: number | null;
}
