import type { AnalysisResult, MarketReport } from '@solana-hub/contracts';
import { formatMoney } from '../../format/figures';
import type { DetailRow } from './detail-row';
import { dexChartUrl, marketDetailRows, tradeRows } from './market-details';
import { securityDetailRows } from './security-details';

/** The report as plain text, for pasting into a chat or a note ('Copy Report'). */
export function analysisReportText(report: AnalysisResult): string {
  const sections = [
    [
      'Token Analysis Report',
      `Token: ${report.tokenAddress}`,
      `Analyzed: ${report.timestamp}`,
      `Overall Risk: ${report.overallRisk.toUpperCase()}`,
      `Security Score: ${formatScore(report.security.score)}`,
      `Market Cap: ${formatMoney(report.market?.marketCap)}`,
      `Recommendation: ${report.recommendation}`,
    ],
    [`Security (source: ${report.security.source})`, ...rowLines(securityDetailRows(report.security.details))],
    ['Market', ...(report.market ? marketLines(report.market) : ['No market data'])],
    [warningsTitle(report.security.warnings.length), ...warningLines(report.security.warnings)],
  ];
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}

/** 'N/100': the security score out of 100. */
export function formatScore(score: number): string {
  return `${Math.round(score)}/100`;
}

/** 'Warnings (3)': the Warnings tab's label and the report's heading. */
export function warningsTitle(count: number): string {
  return `Warnings (${count})`;
}

function rowLines(rows: readonly DetailRow[]): string[] {
  return rows.map((row) => `- ${row.label}: ${row.value}`);
}

function marketLines(market: MarketReport): string[] {
  const chart = dexChartUrl(market.pairAddress);
  return [
    ...rowLines([...marketDetailRows(market), ...tradeRows(market)]),
    ...(market.signals.length > 0 ? [`- Signals: ${market.signals.join('; ')}`] : []),
    ...(chart ? [`- Chart: ${chart}`] : []),
  ];
}

function warningLines(warnings: readonly string[]): string[] {
  return warnings.length > 0 ? warnings.map((warning) => `- ${warning}`) : ['- None'];
}
