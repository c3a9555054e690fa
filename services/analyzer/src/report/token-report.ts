import type { AnalysisResult, MarketReport, RiskLevel, SecurityReport } from '@solana-hub/contracts';
import type { SecurityFacts } from './security-facts.js';
import type { TokenMarket } from '@solana-hub/providers';
import { marketRisk, marketSignals } from './market-assessment.js';
import { assessSecurity, higherRisk, unverifiedSecurity } from './security-assessment.js';

/** What the providers (and the alerts, when they fill in) said about a token. */
export interface TokenFindings {
  tokenAddress: string;
  at: Date;
  /** Null when no security source answered. */
  security: SecurityFacts | null;
  /** Null when neither DexScreener (no answer, no Solana pair) nor the alerts give a market. */
  market: TokenMarket | null;
  /** What could not be checked, in trader words; listed first among the warnings. */
  gaps: string[];
  /** Market signals beyond what the market's figures show (the alerts' own, alert-findings.ts). */
  signals?: string[];
}

/**
 * The per-token security and market report (GET /api/analyze/full). The overall risk is the security level, raised by a market
 * that is itself a risk (thin liquidity, a crash); every warning of either side is listed.
 */
export function tokenReport(findings: TokenFindings): AnalysisResult {
  const security = findings.security ? assessSecurity(findings.security) : unverifiedSecurity();
  const market = findings.market ? marketRisk(findings.market) : null;
  const overallRisk = higherRisk(security.riskLevel, market?.level ?? 'low');
  return {
    tokenAddress: findings.tokenAddress,
    timestamp: findings.at.toISOString(),
    overallRisk,
    recommendation: recommendationFor(overallRisk),
    security: { ...security, warnings: [...findings.gaps, ...security.warnings, ...(market?.warnings ?? [])] },
    ...(findings.market ? { market: marketReport(findings, findings.market, security) } : {}),
  };
}

function marketReport(findings: TokenFindings, market: TokenMarket, security: SecurityReport): MarketReport {
  return {
    marketCap: market.marketCap,
    liquidity: { usd: market.liquidityUsd, locked: security.details.liquidityLocked },
    volume24h: market.volume24h,
    priceChange24h: market.priceChange24h,
    holders: findings.security?.holders ?? null,
    dexName: market.dexName,
    txns24h: { buys: market.buys24h ?? 0, sells: market.sells24h ?? 0 },
    signals: [...marketSignals(market), ...(findings.signals ?? [])],
    pairAddress: market.pairAddress,
    unknown: [
      ...(security.details.unknown.includes('liquidityLocked') ? (['liquidityLocked'] as const) : []),
      ...(market.buys24h === null || market.sells24h === null ? (['txns24h'] as const) : []),
    ],
  };
}

const RECOMMENDATIONS: Record<RiskLevel, string> = {
  low: 'Low risk: the usual checks pass. Still trade with a stop loss.',
  medium: 'Medium risk: some red flags. Trade small and set a stop loss.',
  high: 'High risk: serious red flags. Only trade what you can afford to lose.',
  critical: 'Critical risk: signs of a rug pull or honeypot. Avoid this token.',
};

/** What a trader should do, by overall risk. */
export function recommendationFor(risk: RiskLevel): string {
  return RECOMMENDATIONS[risk];
}
