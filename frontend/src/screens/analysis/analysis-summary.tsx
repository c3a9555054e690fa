import type { AnalysisResult } from '@solana-hub/contracts';
import type { ReactNode } from 'react';
import { formatMoney } from '../../format/figures';
import { formatScore } from './analysis-report-text';
import { RiskBadge } from './risk-badge';
import { riskColour } from './risk-colour';
import { riskBarClasses } from './tone-classes';

/** The verdict at a glance: overall risk, security score, market cap and the recommendation. */
export function AnalysisSummary({ report }: { report: AnalysisResult }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)]" data-testid="analysis-summary">
      <SummaryCard label="Overall Risk">
        <RiskBadge level={report.overallRisk} />
      </SummaryCard>
      <SummaryCard label="Security Score">
        <SecurityScore report={report} />
      </SummaryCard>
      <SummaryCard label="Market Cap" className="col-span-2 sm:col-span-1">
        <span className="text-2xl font-bold tabular-nums" data-testid="market-cap">
          {formatMoney(report.market?.marketCap)}
        </span>
      </SummaryCard>
      <SummaryCard label="Recommendation" className="col-span-2 sm:col-span-1 lg:col-span-1">
        <p className="m-0 text-sm leading-snug break-words" data-testid="recommendation">
          {report.recommendation}
        </p>
      </SummaryCard>
    </div>
  );
}

function SecurityScore({ report }: { report: AnalysisResult }) {
  const score = report.security.score;
  return (
    <div className="flex w-full flex-col gap-2">
      <span className="text-2xl font-bold tabular-nums" data-testid="security-score">
        {formatScore(score)}
      </span>
      <span
        className="block h-1.5 overflow-hidden rounded-full bg-raised"
        role="meter"
        aria-label="Security score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
      >
        <span className={`block h-full ${riskBarClasses[riskColour(report.security.riskLevel)]}`} style={{ width: `${score}%` }} />
      </span>
    </div>
  );
}

function SummaryCard({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section
      className={`flex min-w-0 flex-col items-start gap-2 rounded-card border border-border bg-surface p-4 ${className}`}
      aria-label={label}
    >
      <h2 className="m-0 text-xs font-semibold tracking-wide text-muted uppercase">{label}</h2>
      {children}
    </section>
  );
}
