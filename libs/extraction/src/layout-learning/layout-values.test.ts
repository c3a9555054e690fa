import { describe, expect, it } from '@jest/globals';
import { spansInLines, type LayoutValue } from './layout-values.js';

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
