import { describe, expect, it } from '@jest/globals';
import type { AlertFigures } from '../alerts/alert-figures.js';
import {
  alertNote,
  alertRisks,
  alertSignals,
  fillMarket,
  fillSecurity,
  marketFromAlerts,
  securityFromAlerts,
  withAlerts,
} from './alert-findings.js';
import type { TokenFindings } from './token-report.js';
import { calmMarket, cleanSecurity } from '../testing/token-findings.fixture.js';

const now = new Date('2026-11-22T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** A pump.fun token as two alerts describe it; nothing else stated. */
const stated: AlertFigures = {
  messageCount: 2,
  firstSeen: minutesAgo(125),
  marketCap: { value: 47_800, at: minutesAgo(4) },
  initialMarketCap: { value: 13_300, at: minutesAgo(125) },
  athMarketCap: { value: 47_800, at: minutesAgo(4) },
  pairAddress: null,
  holders: { value: 344, at: minutesAgo(4) },
  topHoldersPercent: { value: 19.4, at: minutesAgo(4) },
  devHoldingsPercent: { value: 6.5, at: minutesAgo(125) },
  liquidityUsd: { value: 14_100, at: minutesAgo(4) },
  volume24h: null,
  buySellRatio: null,
  devStatus: null,
  rugRisk: null,
  bundles: null,
  snipers: null,
  insiders: null,
  dexPaid: null,
};

const nothingStated: AlertFigures = {
  ...stated,
  marketCap: null,
  initialMarketCap: null,
  athMarketCap: null,
  holders: null,
  topHoldersPercent: null,
  devHoldingsPercent: null,
  liquidityUsd: null,
};

const allDown: TokenFindings = {
  tokenAddress: '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
  at: now,
  security: null,
  market: null,
  gaps: [
    'On-chain security checks could not be made: RugCheck and the Solana RPC did not answer',
    'No live market data: DexScreener did not answer',
  ],
};

describe('securityFromAlerts', () => {
  it('states the holder figures the alerts give and leaves the authorities unchecked', () => {
    const { value, taken } = securityFromAlerts(stated);
    expect(value).toEqual({
      source: 'alert messages',
      canMint: null,
      canFreeze: null,
      topHoldersPercent: 19.4,
      devHoldingsPercent: 6.5,
      lockedLiquidityPercent: null,
      holders: 344,
      rugged: false,
      risks: [],
    });
    expect(taken.map((figure) => figure.figure)).toEqual(['holders', 'top 10 share', 'dev holdings']);
  });

  it("reads 'Dev: renounced' as renounced authorities and 'not renounced' as live ones", () => {
    const renounced = securityFromAlerts({ ...stated, devStatus: { value: 'renounced', at: minutesAgo(9) } });
    expect(renounced.value).toMatchObject({ canMint: false, canFreeze: false });
    expect(renounced.taken.slice(0, 2)).toEqual([
      { figure: 'mint authority', at: minutesAgo(9) },
      { figure: 'freeze authority', at: minutesAgo(9) },
    ]);
    expect(securityFromAlerts({ ...stated, devStatus: { value: 'not renounced', at: minutesAgo(9) } }).value).toMatchObject({
      canMint: true,
      canFreeze: true,
    });
    expect(securityFromAlerts({ ...stated, devStatus: { value: 'holding', at: minutesAgo(9) } }).value).toMatchObject({
      canMint: null,
      canFreeze: null,
    });
  });
});

describe('fillSecurity', () => {
  it('fills only what the provider left unknown and names both sources', () => {
    const { value, taken } = fillSecurity({ ...cleanSecurity, holders: null, devHoldingsPercent: null }, stated);
    expect(value).toEqual({ ...cleanSecurity, source: 'rugcheck + alert messages', holders: 344, devHoldingsPercent: 6.5 });
    expect(taken.map((figure) => figure.figure)).toEqual(['holders', 'dev holdings']);
  });

  it("keeps the provider's name when the alerts add nothing", () => {
    expect(fillSecurity(cleanSecurity, stated)).toEqual({ value: cleanSecurity, taken: [] });
    expect(fillSecurity({ ...cleanSecurity, source: 'solana-rpc', holders: null }, nothingStated).value.source).toBe('solana-rpc');
  });
});

describe('alertRisks', () => {
  it("turns the bots' red flags into findings: a HIGH rug risk is a danger, the others warnings", () => {
    const { value, taken } = alertRisks({
      ...stated,
      rugRisk: { value: 'HIGH', at: minutesAgo(3) },
      bundles: { value: 2, at: minutesAgo(5) },
      snipers: { value: '7.2%', at: minutesAgo(5) },
      insiders: { value: 3, at: minutesAgo(6) },
    });
    expect(value).toEqual([
      { name: 'Rug risk HIGH', description: 'as the alert bot rates it', level: 'danger' },
      { name: 'Bundled launch (2 bundles)', description: 'a few wallets bought much of the supply at launch', level: 'warn' },
      { name: 'Snipers: 7.2%', description: 'bots that bought at launch often sell into the first pump', level: 'warn' },
      { name: 'Insiders: 3', description: 'wallets close to the launch hold the token', level: 'warn' },
    ]);
    expect(taken.map((figure) => figure.figure)).toEqual(['rug risk', 'bundles', 'snipers', 'insiders']);
  });

  it('says nothing of a low rug risk or of none', () => {
    const calm = alertRisks({
      ...stated,
      rugRisk: { value: 'LOW', at: now },
      bundles: { value: 0, at: now },
      snipers: { value: '0%', at: now },
      insiders: { value: 0, at: now },
    });
    expect(calm).toEqual({ value: [], taken: [] });
    expect(alertRisks({ ...stated, rugRisk: { value: 'MEDIUM', at: now } }).value[0]?.level).toBe('warn');
  });
});

describe('marketFromAlerts and fillMarket', () => {
  it('makes a market of the stated figures, with no pair, DEX or trades', () => {
    const market = marketFromAlerts({ ...stated, pairAddress: 'CU4f5DF2NxQ7BXnFbRkDrDpqzkKE6XSHCcc44V42a97i' });
    expect(market?.value).toEqual({
      pairAddress: 'CU4f5DF2NxQ7BXnFbRkDrDpqzkKE6XSHCcc44V42a97i',
      dexName: null,
      tokenName: null,
      tokenSymbol: null,
      marketCap: 47_800,
      liquidityUsd: 14_100,
      volume24h: null,
      priceChange24h: null,
      buys24h: null,
      sells24h: null,
    });
    expect(market?.taken.map((figure) => figure.figure)).toEqual(['market cap', 'liquidity']);
  });

  it('makes no market when the alerts state no market figure', () => {
    expect(marketFromAlerts(nothingStated)).toBeNull();
  });

  it('fills the figures DexScreener left out, and only those', () => {
    const { value, taken } = fillMarket({ ...calmMarket, liquidityUsd: null }, { ...stated, volume24h: { value: 1_900_000, at: now } });
    expect(value).toEqual({ ...calmMarket, liquidityUsd: 14_100 });
    expect(taken).toEqual([{ figure: 'liquidity', at: minutesAgo(4) }]);
  });
});

describe('alertSignals', () => {
  it('sees a strong rise since the first alert, buy pressure in the stated ratio and a paid DEX profile', () => {
    expect(alertSignals({ ...stated, buySellRatio: { value: 2.44, at: now }, dexPaid: { value: true, at: now } })).toEqual([
      'High buy pressure (buy/sell ratio 2.44 in an alert)',
      'Up 3.6x since the first alert at $13.3K',
      'DEX paid',
    ]);
  });

  it('sees a fall since the first alert and from the ATH', () => {
    const fallen = { ...stated, marketCap: { value: 5_000, at: now }, athMarketCap: { value: 61_000, at: minutesAgo(60) } };
    expect(alertSignals({ ...fallen, buySellRatio: { value: 0.5, at: now } })).toEqual([
      'High sell pressure (buy/sell ratio 0.5 in an alert)',
      'Down 62% since the first alert at $13.3K',
      'Down 92% from its ATH of $61K',
    ]);
  });

  it('says nothing of small moves', () => {
    expect(alertSignals({ ...stated, marketCap: { value: 20_000, at: now }, athMarketCap: { value: 30_000, at: now } })).toEqual([]);
  });
});

describe('alertNote', () => {
  it('names the figures taken from the alerts and how old they are', () => {
    const taken = [
      { figure: 'holders', at: minutesAgo(4) },
      { figure: 'dev holdings', at: minutesAgo(125) },
      { figure: 'market cap', at: minutesAgo(4) },
    ];
    expect(alertNote(taken, stated, now)).toBe(
      'Not checked on-chain, from the alert messages (stated 4 min to 2 h ago): holders, dev holdings and market cap',
    );
    expect(alertNote(taken.slice(0, 1), stated, now)).toBe('Not checked on-chain, from the alert messages (stated 4 min ago): holders');
  });

  it('says when the alerts state nothing to report on', () => {
    expect(alertNote([], nothingStated, now)).toBe(
      'Not checked on-chain: the 2 alert messages (first 2 h ago) state no holder, dev or market figures',
    );
    expect(alertNote([], { ...nothingStated, messageCount: 1 }, now)).toMatch(
      /^Not checked on-chain: the one alert message \(first 2 h ago\)/,
    );
  });
});

describe('withAlerts', () => {
  it('makes the whole report of the alerts when no provider answered, noting it after the gaps', () => {
    const findings = withAlerts(allDown, stated);
    expect(findings.security?.source).toBe('alert messages');
    expect(findings.market?.marketCap).toBe(47_800);
    expect(findings.gaps).toEqual([
      ...allDown.gaps,
      'Not checked on-chain, from the alert messages (stated 4 min to 2 h ago): holders, top 10 share, dev holdings, market cap and liquidity',
    ]);
    expect(findings.signals).toEqual(['Up 3.6x since the first alert at $13.3K']);
  });

  it('still reports on the alerts when they state nothing, and says so', () => {
    const findings = withAlerts(allDown, nothingStated);
    expect(findings.security?.source).toBe('alert messages');
    expect(findings.market).toBeNull();
    expect(findings.gaps.at(-1)).toMatch(/state no holder, dev or market figures$/);
  });

  it("keeps DexScreener's market and its signals, filling only its gaps", () => {
    const findings = withAlerts({ ...allDown, market: calmMarket, gaps: allDown.gaps.slice(0, 1) }, stated);
    expect(findings.market).toEqual(calmMarket);
    expect(findings.signals).toEqual([]);
  });

  it('adds no note when the providers left nothing to fill', () => {
    const complete: TokenFindings = { ...allDown, security: cleanSecurity, market: calmMarket, gaps: [] };
    expect(withAlerts(complete, stated)).toEqual({ ...complete, signals: [] });
  });
});
