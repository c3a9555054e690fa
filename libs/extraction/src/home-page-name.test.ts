import { describe, expect, it } from '@jest/globals';
import { extractAlert } from './extract-alert.js';
import { nameOfLinkedHomePage } from './home-page-name.js';

const MINT = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';

describe('a project named as its linked home page', () => {
  it('reads the word in capitals that spells the home page’s site name', () => {
    const post = 'NEWTLAB SHIPPING A REAL PRODUCT. SITTING AT 90K MARKETCAP AREA.';
    expect(nameOfLinkedHomePage(post, ['https://x.com/newtlab', 'https://www.newtlab.io/'])).toBe('NEWTLAB');
  });

  it.each([
    ['a tool’s page, whose path carries the token', 'DEXSCREENER LOOKS GOOD', [`https://dexscreener.com/solana/${MINT}`]],
    ['a home page the text does not name in capitals', 'newtlab shipping', ['https://newtlab.io/']],
    ['a site name inside a longer word', 'NEWTLABS SHIPPING', ['https://newtlab.io/']],
  ])('takes no name from %s', (_form, text, links) => {
    expect(nameOfLinkedHomePage(text, links)).toBeNull();
  });

  it('names the token of a caller’s post in capitals with no ticker, and no word of it as a ticker', () => {
    const text = [
      '🚨LOW CAP HIGH RISK AI PLAY🚨',
      '',
      'NEWTLAB BUILDING REAL STUFF AND I LIKE THE BRANDING. SITTING AT 90K MARKETCAP AREA SO 50X FROM HERE ISNT HARD.',
      '',
      'https://www.newtlab.io/',
      '',
      MINT,
    ].join('\n');
    const result = extractAlert(text, ['https://www.newtlab.io/']);
    expect(result.token).toEqual({ address: MINT, chain: 'solana', name: 'NEWTLAB', symbol: null });
    expect(result.marketCap).toBe(90_000);
  });

  it('leaves a name the text gives alone', () => {
    const result = extractAlert(`Mossy Newt ($NEWT) live\n${MINT}`, ['https://newtlab.io/']);
    expect(result.token).toMatchObject({ name: 'Mossy Newt', symbol: 'NEWT' });
  });
});
