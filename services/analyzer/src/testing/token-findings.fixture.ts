import type { SecurityFacts } from '../report/security-facts.js';
import type { TokenMarket } from '@solana-hub/providers';

/** A token whose contract passes every check, as RugCheck would report it. */
export const cleanSecurity: SecurityFacts = {
  source: 'rugcheck',
  canMint: false,
  canFreeze: false,
  topHoldersPercent: 22,
  devHoldingsPercent: 1.5,
  lockedLiquidityPercent: 100,
  holders: 1_284,
  rugged: false,
  risks: [],
};

/** A healthy market on the token's main pair, as DexScreener would report it. */
export const calmMarket = {
  pairAddress: 'MainPool1',
  dexName: 'Raydium',
  tokenName: 'Goblin Cat',
  tokenSymbol: 'GOBCAT',
  marketCap: 240_000,
  liquidityUsd: 45_000,
  volume24h: 120_000,
  priceChange24h: 12.5,
  buys24h: 550,
  sells24h: 450,
} satisfies TokenMarket;
