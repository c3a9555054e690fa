import type { RiskLevel } from '@solana-hub/contracts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { riskColour } from './risk-colour';
import { riskBadgeClasses } from './tone-classes';

/** The overall risk as a coloured badge: low green, medium yellow, high orange, critical red. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const colour = riskColour(level);
  const Icon = level === 'low' ? ShieldCheck : ShieldAlert;
  return (
    <span
      data-testid="risk-badge"
      data-risk={level}
      data-colour={colour}
      className={`inline-flex items-center gap-1.5 rounded-full border border-solid px-3 py-1 text-sm font-bold tracking-wide uppercase ${riskBadgeClasses[colour]}`}
    >
      <Icon size={16} aria-hidden />
      {level} risk
    </span>
  );
}
