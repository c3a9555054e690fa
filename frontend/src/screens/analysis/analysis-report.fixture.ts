import type { AnalysisResult, MarketReport } from '@solana-hub/contracts';
import { ADDRESS_A } from '../../testing/fixtures';

/** A complete report for unit tests; override what a test is about. */
export function aReport(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    tokenAddress: ADDRESS_A,
    timestamp: '2025-01-02T12:00:00.000Z',
    overallRisk: 'high',
    recommendation: 'High risk: trade small and watch the dev wallet.',
    security: {
      riskLevel: 'high',
      score: 42,
      source: 'rugcheck',
      warnings: ['Top 10 holders own 62% of supply', 'Mint authority is enabled'],
      details: {
        isHoneypot: false,
        hasRugPullRisk: true,
        liquidityLocked: true,
        ownershipRenounced: false,
        topHoldersPercent: 62,
        devHoldingsPercent: 4.5,
        canMint: true,
        canFreeze: false,
        unknown: [],
      },
    },
    market: aMarket(),
    ...overrides,
  };
}

/** The market part of `aReport()`. */
export function aMarket(overrides: Partial<MarketReport> = {}): MarketReport {
  return {
    marketCap: 1_234_567,
    liquidity: { usd: 45_678, locked: true },
    volume24h: 987_654,
    priceChange24h: -12.345,
    holders: 1_284,
    dexName: 'Raydium',
    txns24h: { buys: 300, sells: 200 },
    signals: ['Volume spike'],
    pairAddress: 'PairAddr111',
    unknown: [],
    ...overrides,
  };
}
