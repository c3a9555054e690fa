import { describe, expect, it } from '@jest/globals';
import { analysisResultSchema } from '@solana-hub/contracts';
import { tokenReport, type TokenFindings } from './token-report.js';
import { calmMarket, cleanSecurity } from '../testing/token-findings.fixture.js';

const findings: TokenFindings = {
  tokenAddress: '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr',
  at: new Date('2026-11-22T10:00:00Z'),
  security: cleanSecurity,
  market: { ...calmMarket, buys24h: 700, sells24h: 300 },
  gaps: [],
};

describe('tokenReport', () => {
  it('makes the report of the contract, with the market section', () => {
    const report = tokenReport(findings);
    expect(analysisResultSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      tokenAddress: findings.tokenAddress,
      timestamp: '2026-11-22T10:00:00.000Z',
      overallRisk: 'low',
      recommendation: 'Low risk: the usual checks pass. Still trade with a stop loss.',
      market: {
        marketCap: 240_000,
        liquidity: { usd: 45_000, locked: true },
        volume24h: 120_000,
        priceChange24h: 12.5,
        holders: 1_284,
        dexName: 'Raydium',
        txns24h: { buys: 700, sells: 300 },
        signals: ['High buy pressure'],
        pairAddress: 'MainPool1',
      },
    });
  });

  it('raises the overall risk for a thin market and lists its warning', () => {
    const report = tokenReport({ ...findings, market: { ...calmMarket, liquidityUsd: 3_200 } });
    expect(report.security.riskLevel).toBe('low');
    expect(report.overallRisk).toBe('high');
    expect(report.recommendation).toBe('High risk: serious red flags. Only trade what you can afford to lose.');
    expect(report.security.warnings).toEqual(['Very low liquidity ($3.2K): a small sell moves the price a lot']);
  });

  it('keeps the higher security risk over a healthy market', () => {
    const report = tokenReport({ ...findings, security: { ...cleanSecurity, rugged: true } });
    expect(report.overallRisk).toBe('critical');
    expect(report.recommendation).toBe('Critical risk: signs of a rug pull or honeypot. Avoid this token.');
  });

  it('leaves the market section out when there is no market, and says what is missing first', () => {
    const report = tokenReport({ ...findings, market: null, gaps: ['No market data: DexScreener did not answer'] });
    expect(report.market).toBeUndefined();
    expect(report.security.warnings).toEqual(['No market data: DexScreener did not answer']);
  });

  it('reports unverified security when no security provider answered', () => {
    const gap = 'On-chain security checks could not be made: RugCheck and the Solana RPC did not answer';
    const report = tokenReport({ ...findings, security: null, gaps: [gap] });
    expect(report.security.source).toBe('unavailable');
    expect(report.overallRisk).toBe('high');
    expect(report.security.warnings).toEqual([
      gap,
      'Mint authority not checked on-chain: treat it as enabled (the dev may print more tokens)',
      'Freeze authority not checked on-chain: treat it as enabled (your tokens may be frozen)',
    ]);
    expect(report.market?.holders).toBeNull();
    // The lock nobody checked is unknown on the market side too.
    expect(report.market?.unknown).toContain('liquidityLocked');
  });

  it('says the trades are unknown when the market comes from the alerts, not zero', () => {
    const report = tokenReport({ ...findings, market: { ...calmMarket, buys24h: null, sells24h: null } });
    expect(report.market?.txns24h).toEqual({ buys: 0, sells: 0 });
    expect(report.market?.unknown).toContain('txns24h');
    expect(report.market?.signals).not.toContain('High buy pressure');
  });

  it('adds the market signals the findings bring beyond the market figures', () => {
    const report = tokenReport({ ...findings, signals: ['DEX paid'] });
    expect(report.market?.signals).toEqual(['High buy pressure', 'DEX paid']);
  });
});
