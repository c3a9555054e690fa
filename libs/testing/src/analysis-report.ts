/** What a test says of a token's security and market: the facts a call's snapshot keeps. */
export interface ReportFacts {
  canMint: boolean;
  canFreeze: boolean;
  topHoldersPercent: number | null;
  /** Liquidity in USD; no market part at all when left out (DexScreener had no pair). */
  liquidityUsd?: number | null;
}

/** A security and market report as the analyzer stores it (the shape GET /api/analyze/full answers), with the test's facts. */
export function analysisReport(tokenAddress: string, at: Date, facts: ReportFacts, recommendation = 'Check it') {
  return {
    tokenAddress,
    timestamp: at.toISOString(),
    overallRisk: 'medium' as const,
    recommendation,
    security: {
      riskLevel: 'medium' as const,
      score: 60,
      source: 'rugcheck',
      warnings: [] as string[],
      details: {
        isHoneypot: false,
        hasRugPullRisk: false,
        liquidityLocked: false,
        ownershipRenounced: !facts.canMint,
        topHoldersPercent: facts.topHoldersPercent,
        devHoldingsPercent: null,
        canMint: facts.canMint,
        canFreeze: facts.canFreeze,
      },
    },
    ...(facts.liquidityUsd === undefined
      ? {}
      : {
          market: {
            marketCap: 50_000,
            liquidity: { usd: facts.liquidityUsd, locked: false },
            volume24h: null,
            priceChange24h: null,
            holders: null,
            dexName: 'raydium',
            txns24h: { buys: 1, sells: 1 },
            signals: [] as string[],
            pairAddress: null,
          },
        }),
  };
}
