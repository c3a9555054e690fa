import { describe, expect, it } from '@jest/globals';
import { marketRisk, marketSignals, pressureSignal } from './market-assessment.js';
import { calmMarket } from '../testing/token-findings.fixture.js';

const market = calmMarket;

describe('marketSignals', () => {
  it('says nothing about a calm market', () => {
    expect(marketSignals(market)).toEqual([]);
  });

  it('sees buy pressure above 60 % buys and sell pressure below 40 %', () => {
    expect(marketSignals({ ...market, buys24h: 61, sells24h: 39 })).toEqual(['High buy pressure']);
    expect(marketSignals({ ...market, buys24h: 60, sells24h: 40 })).toEqual([]);
    expect(marketSignals({ ...market, buys24h: 30, sells24h: 70 })).toEqual(['High sell pressure']);
  });

  it('needs some trades before it calls pressure', () => {
    expect(marketSignals({ ...market, buys24h: 3, sells24h: 0 })).toEqual([]);
  });

  it('sees heavy trading against liquidity and strong 24 h moves', () => {
    expect(marketSignals({ ...market, volume24h: 324_000, priceChange24h: 150 })).toEqual([
      'Heavy trading: 24h volume is 7.2x liquidity',
      'Strong 24h move: up 150%',
    ]);
    expect(marketSignals({ ...market, priceChange24h: -63 })).toEqual(['Strong 24h move: down 63%']);
  });
});

describe('pressureSignal', () => {
  it('calls pressure above 60 % buys or below 40 %, and nothing between', () => {
    expect([pressureSignal(0.61), pressureSignal(0.6), pressureSignal(0.4), pressureSignal(0.39)]).toEqual([
      'High buy pressure',
      null,
      null,
      'High sell pressure',
    ]);
  });
});

describe('marketRisk', () => {
  it('is low with enough liquidity', () => {
    expect(marketRisk(market)).toEqual({ level: 'low', warnings: [] });
  });

  it('is medium with low liquidity and high with very low liquidity', () => {
    expect(marketRisk({ ...market, liquidityUsd: 12_500 })).toEqual({
      level: 'medium',
      warnings: ['Low liquidity ($12.5K): expect slippage on larger trades'],
    });
    expect(marketRisk({ ...market, liquidityUsd: 3_200 })).toEqual({
      level: 'high',
      warnings: ['Very low liquidity ($3.2K): a small sell moves the price a lot'],
    });
  });

  it('is high after a crash', () => {
    expect(marketRisk({ ...market, priceChange24h: -72 })).toEqual({ level: 'high', warnings: ['Price down 72% in 24h'] });
  });

  it('says nothing of liquidity DexScreener does not report', () => {
    expect(marketRisk({ ...market, liquidityUsd: null })).toEqual({ level: 'low', warnings: [] });
  });
});
