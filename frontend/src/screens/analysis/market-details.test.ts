import { describe, expect, it } from '@jest/globals';
import { aMarket } from './analysis-report.fixture';
import { buyRatioPercent, dexChartUrl, formatBuyRatio, marketDetailRows, tradeRows } from './market-details';

const market = aMarket();

describe('buyRatioPercent', () => {
  it('is buys divided by all trades, as a whole percent', () => {
    expect(buyRatioPercent(300, 200)).toBe(60);
    expect(buyRatioPercent(1, 2)).toBe(33);
    expect(buyRatioPercent(2, 1)).toBe(67);
    expect(buyRatioPercent(5, 0)).toBe(100);
    expect(buyRatioPercent(0, 5)).toBe(0);
  });

  it('is null when there were no trades, shown as N/A', () => {
    expect(buyRatioPercent(0, 0)).toBeNull();
    expect(formatBuyRatio(null)).toBe('N/A');
    expect(formatBuyRatio(60)).toBe('60%');
  });
});

describe('dexChartUrl', () => {
  it('links the public DEX chart of the pair only when there is a pair address', () => {
    expect(dexChartUrl('PairAddr111')).toBe('https://dexscreener.com/solana/PairAddr111');
    expect(dexChartUrl(null)).toBeNull();
    expect(dexChartUrl('')).toBeNull();
  });
});

describe('marketDetailRows', () => {
  it('formats money, percents and counts, N/A when unknown', () => {
    expect(marketDetailRows(market).map((row) => `${row.label}: ${row.value} (${row.tone})`)).toEqual([
      'Market Cap: $1.23M (neutral)',
      'Liquidity: $45.68K (neutral)',
      'Liquidity Locked: Yes (good)',
      '24h Volume: $987.65K (neutral)',
      '24h Price Change: -12.35% (bad)',
      'Holders: 1,284 (neutral)',
      'DEX: Raydium (neutral)',
    ]);
    const unknown = marketDetailRows({ ...market, marketCap: null, priceChange24h: null, holders: null, dexName: null });
    expect(unknown.filter((row) => row.value === 'N/A').map((row) => row.label)).toEqual([
      'Market Cap',
      '24h Price Change',
      'Holders',
      'DEX',
    ]);
  });

  it('shows a rise green', () => {
    expect(marketDetailRows({ ...market, priceChange24h: 8 }).find((row) => row.label === '24h Price Change')).toMatchObject({
      value: '+8%',
      tone: 'good',
    });
  });
});

describe('tradeRows', () => {
  it('shows buys, sells and the buy/sell ratio', () => {
    expect(tradeRows(aMarket({ txns24h: { buys: 1_500, sells: 500 } })).map((row) => row.value)).toEqual(['1,500', '500', '75%']);
    expect(tradeRows(aMarket({ txns24h: { buys: 0, sells: 0 } })).map((row) => row.value)).toEqual(['0', '0', 'N/A']);
  });

  it('says N/A, not 0, for trades nobody knows (a market the alerts stated)', () => {
    const stated = aMarket({ txns24h: { buys: 0, sells: 0 }, unknown: ['txns24h'] });
    expect(tradeRows(stated).map((row) => row.value)).toEqual(['N/A', 'N/A', 'N/A']);
  });

  it('says Unknown for a liquidity lock nobody checked, neither green nor red', () => {
    const unchecked = aMarket({ liquidity: { usd: 45_678, locked: false }, unknown: ['liquidityLocked'] });
    expect(marketDetailRows(unchecked).find((row) => row.label === 'Liquidity Locked')).toMatchObject({
      value: 'Unknown',
      tone: 'neutral',
    });
  });
});
