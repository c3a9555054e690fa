import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A } from '../../testing/fixtures';
import { aMarket, aReport } from './analysis-report.fixture';
import { analysisReportText, formatScore, warningsTitle } from './analysis-report-text';

describe('analysisReportText', () => {
  it('writes the whole report as readable plain text', () => {
    expect(analysisReportText(aReport())).toBe(
      [
        'Token Analysis Report',
        `Token: ${ADDRESS_A}`,
        'Analyzed: 2025-01-02T12:00:00.000Z',
        'Overall Risk: HIGH',
        'Security Score: 42/100',
        'Market Cap: $1.23M',
        'Recommendation: High risk: trade small and watch the dev wallet.',
        '',
        'Security (source: rugcheck)',
        '- Honeypot: No',
        '- Rug Pull Risk: Yes',
        '- Liquidity Locked: Yes',
        '- Ownership Renounced: No',
        '- Can Mint: Yes',
        '- Can Freeze: No',
        '- Top 10 Holders: 62%',
        '- Dev Holdings: 4.5%',
        '',
        'Market',
        '- Market Cap: $1.23M',
        '- Liquidity: $45.68K',
        '- Liquidity Locked: Yes',
        '- 24h Volume: $987.65K',
        '- 24h Price Change: -12.35%',
        '- Holders: 1,284',
        '- DEX: Raydium',
        '- 24h Buys: 300',
        '- 24h Sells: 200',
        '- Buy/Sell Ratio: 60%',
        '- Signals: Volume spike',
        '- Chart: https://dexscreener.com/solana/PairAddr111',
        '',
        'Warnings (2)',
        '- Top 10 holders own 62% of supply',
        '- Mint authority is enabled',
      ].join('\n'),
    );
  });

  it('says so when there is no market data and no warnings', () => {
    const report = aReport({ market: undefined });
    report.security.warnings = [];
    const text = analysisReportText(report);
    expect(text).toContain('Market Cap: N/A');
    expect(text).toContain('Market\nNo market data');
    expect(text).toContain('Warnings (0)\n- None');
  });

  it('leaves out the chart and signals when there are none', () => {
    const text = analysisReportText(aReport({ market: aMarket({ pairAddress: null, signals: [] }) }));
    expect(text).not.toContain('Chart:');
    expect(text).not.toContain('Signals:');
  });
});

describe('formatScore and warningsTitle', () => {
  it('show the score out of 100 and the warning count', () => {
    expect(formatScore(87)).toBe('87/100');
    expect(formatScore(87.6)).toBe('88/100');
    expect(warningsTitle(3)).toBe('Warnings (3)');
  });
});
