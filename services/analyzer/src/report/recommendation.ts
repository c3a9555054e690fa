import type { RiskLevel } from '@solana-hub/contracts';

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
