import type { RiskLevel } from '@solana-hub/contracts';

export type RiskColour = 'green' | 'yellow' | 'orange' | 'red';

const colours: Readonly<Record<RiskLevel, RiskColour>> = {
  low: 'green',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** Risk level colours: low green, medium yellow, high orange, critical red. */
export function riskColour(level: RiskLevel): RiskColour {
  return colours[level];
}
