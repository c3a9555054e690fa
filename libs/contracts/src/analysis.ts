import { z } from 'zod';

/** Risk levels, lowest first. */
export const riskLevels = ['low', 'medium', 'high', 'critical'] as const;
export const riskLevelSchema = z.enum(riskLevels);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const securityReportSchema = z.object({
  riskLevel: riskLevelSchema,
  /** 0 (worst) to 100 (best). */
  score: z.number().min(0).max(100),
  /** Which service the security figures came from, e.g. 'rugcheck' or 'solana-rpc'. */
  source: z.string(),
  warnings: z.array(z.string()),
  details: z.object({
    isHoneypot: z.boolean(),
    hasRugPullRisk: z.boolean(),
    liquidityLocked: z.boolean(),
    ownershipRenounced: z.boolean(),
    topHoldersPercent: z.number().nullable(),
    devHoldingsPercent: z.number().nullable(),
    canMint: z.boolean(),
    canFreeze: z.boolean(),
    /**
     * The flags above nobody could check. Each flag still says the cautious answer (an unchecked
     * mint authority counts as live); a screen shows these as Unknown rather than as a finding.
     */
    unknown: z.array(z.enum(['isHoneypot', 'hasRugPullRisk', 'liquidityLocked', 'ownershipRenounced', 'canMint', 'canFreeze'])).default([]),
  }),
});
export type SecurityDetail = SecurityReport['details']['unknown'][number];
export type SecurityReport = z.infer<typeof securityReportSchema>;

export const marketReportSchema = z.object({
  marketCap: z.number().nullable(),
  liquidity: z.object({ usd: z.number().nullable(), locked: z.boolean() }),
  volume24h: z.number().nullable(),
  priceChange24h: z.number().nullable(),
  holders: z.number().int().nullable(),
  dexName: z.string().nullable(),
  txns24h: z.object({ buys: z.number().int(), sells: z.number().int() }),
  signals: z.array(z.string()),
  pairAddress: z.string().nullable(),
  /** Figures above nobody knows (0 trades from a market the alerts stated, an unchecked lock): shown as Unknown. */
  unknown: z.array(z.enum(['liquidityLocked', 'txns24h'])).default([]),
});
export type MarketReport = z.infer<typeof marketReportSchema>;

/** The per-token security and market report, as GET /api/analyze/full answers it in `data`. */
export const analysisResultSchema = z.object({
  tokenAddress: z.string(),
  /** ISO time the report was made. */
  timestamp: z.string(),
  overallRisk: riskLevelSchema,
  recommendation: z.string(),
  security: securityReportSchema,
  market: marketReportSchema.optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const analysisResponseSchema = z.object({ data: analysisResultSchema });
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;
