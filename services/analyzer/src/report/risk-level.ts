import { riskLevels, type RiskLevel } from '@solana-hub/contracts';

/** The higher of two risk levels. */
export function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return riskLevels.indexOf(a) >= riskLevels.indexOf(b) ? a : b;
}
