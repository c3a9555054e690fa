import { describe, expect, it } from '@jest/globals';
import { statedFigureTexts } from './stated-figures';

const at = '2026-03-01T12:00:00.000Z';

describe('statedFigureTexts', () => {
  it('words every stated figure, volume first and the initial price last', () => {
    const texts = statedFigureTexts({
      initial_price: { value: 0.000007311, at },
      holder_count: { value: 1284, at },
      volume_24h: { value: 96_300, at },
      dev_holdings_percentage: { value: 2.1, at },
      liquidity_usd: { value: 14_100, at },
    });
    expect(texts.map((text) => text.compact)).toEqual(['Vol $96.3K', 'Liq $14.1K', '1,284 holders', 'Dev 2.1%', 'Init $0.0₅731']);
    expect(texts[1]).toEqual({ figure: 'liquidity_usd', label: 'Liquidity', compact: 'Liq $14.1K', value: '$14.1K', at, danger: false });
  });

  it('shows nothing for a token whose alerts stated none', () => {
    expect(statedFigureTexts({})).toEqual([]);
  });

  it('counts many holders in thousands', () => {
    expect(statedFigureTexts({ holder_count: { value: 23_456, at } })[0]?.compact).toBe('23.5K holders');
  });
});

describe('a danger sign', () => {
  it('is dev holdings above 10 %, and nothing else', () => {
    const danger = (figures: Parameters<typeof statedFigureTexts>[0]) => statedFigureTexts(figures).map((text) => text.danger);
    expect(danger({ dev_holdings_percentage: { value: 12, at } })).toEqual([true]);
    expect(danger({ dev_holdings_percentage: { value: 10, at } })).toEqual([false]);
    expect(danger({ volume_24h: { value: 1e9, at } })).toEqual([false]);
  });
});
