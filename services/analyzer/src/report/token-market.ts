/** A token's market on its main Solana pair (the one with the most liquidity), as DexScreener reports it. */
export interface TokenMarket {
  pairAddress: string;
  dexName: string;
  tokenName: string | null;
  tokenSymbol: string | null;
  marketCap: number | null;
  liquidityUsd: number | null;
  volume24h: number | null;
  priceChange24h: number | null;
  buys24h: number;
  sells24h: number;
}
