import { describe, expect, it } from '@jest/globals';
import { spansInLines, valueEndingAt, type LayoutValue } from './layout-values.js';

const texts = (lines: string[], known: LayoutValue) =>
  spansInLines(lines, known).map((spans, index) => spans.map(({ start, end }) => lines[index]?.slice(start, end)));

describe('spansInLines', () => {
  it('finds a known name or symbol as a whole word in every line, in any case, after a $ or not', () => {
    expect(texts(['Pepe Coin ($PEPE)', 'Buy PEPE now', 'xPEPE PEPE_ PEPE1 _PEPE 1PEPE', 'pepe pepe'], '$Pepe')).toEqual([
      ['Pepe', 'PEPE'],
      ['PEPE'],
      [],
      ['pepe', 'pepe'],
    ]);
  });

  it('takes the blanks of a name as any run of blanks', () => {
    expect(texts(['Name: Pepe   Coin |', 'PepeCoin'], 'pepe coin')).toEqual([['Pepe   Coin'], []]);
  });

  it('tells a letter outside the basic plane before a word from an emoji before it', () => {
    expect(texts(['𝒜pepe 😀pepe', 'pepepepe pepe'], 'pepe')).toEqual([['pepe'], ['pepe']]);
  });

  it('finds the figures that agree with a known market cap', () => {
    expect(texts(['MC: $1.2M | ATH $3M', 'no figure here', '64% 1.1m'], 1_150_000)).toEqual([['$1.2M'], [], [' 1.1m']]);
  });
});

describe('valueEndingAt', () => {
  const ending = (field: 'symbol' | 'marketCap', line: string, from = 0) => valueEndingAt(field, line, line.length, from);

  it('reads no symbol where a line ends in an amount or a multiple', () => {
    expect(['nokvak wotri 60x', 'Vol 12K', 'Holders 1521', 'Rank 1.5x'].map((line) => ending('symbol', line))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(ending('symbol', 'Pepe Coin X2Y')).toBe('X2Y');
  });

  it('reads the value closing the line only when it starts at or after the given place', () => {
    const line = 'Brr → 20.5K → 41.2K';
    expect(ending('marketCap', line, 'Brr → '.length)).toBe(41_200);
    expect(ending('marketCap', 'Brr ~ 2.4M', 'Brr ~ '.length)).toBe(2_400_000);
    expect(ending('marketCap', 'Brr 41.2K', 'Brr 41'.length)).toBeNull();
  });
});
