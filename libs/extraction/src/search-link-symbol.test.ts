import { describe, expect, it } from '@jest/globals';
import { readMessage } from './engine/alert-message.js';
import { symbolInSearchLinks } from './search-link-symbol.js';

const MINT = 'AaiprTvg3G9aag8QosicWtW3Mf7rLywJiRnYYE4Ppump';
const OTHER = '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz';

describe('symbolInSearchLinks', () => {
  it.each([
    ['a cashtag before the address, encoded', `https://x.com/search?q=(%24BOBO%20OR%20${MINT})&f=live`],
    ['a bare ticker before the address', `https://twitter.com/search?q=(BOBO OR ${MINT})`],
    ['the address first', `https://x.com/search?q=${MINT}%20OR%20%24BOBO`],
  ])('reads %s', (_form, url) => {
    expect(symbolInSearchLinks([url], MINT)).toBe('BOBO');
  });

  it('takes no word from a search for another address, another site, or a number', () => {
    expect(symbolInSearchLinks([`https://x.com/search?q=(BOBO OR ${OTHER})`], MINT)).toBeNull();
    expect(symbolInSearchLinks([`https://example.com/search?q=(BOBO OR ${MINT})`], MINT)).toBeNull();
    expect(symbolInSearchLinks([`https://x.com/search?q=(2025 OR ${MINT})`], MINT)).toBeNull();
  });

  it('gives the reader a ticker the text does not state, and the name that agrees with it', () => {
    const message = readMessage(`🔔 Bobo The Bear\nMC $442K\n${MINT}`, [`https://x.com/search?q=(%24BOBO%20OR%20${MINT})`]);
    expect(message.tokenIdentity()).toEqual({ name: 'Bobo The Bear', symbol: 'BOBO' });
  });

  it('takes a lower-case word in brackets for the ticker when the search names it, and the name before it', () => {
    const linked = readMessage(`drizzleweasel (wet)\n${MINT}\nCap: 41K`, [`https://x.com/search?q=(wet%20OR%20${MINT})`]);
    expect(linked.tokenIdentity()).toEqual({ name: 'drizzleweasel', symbol: 'wet' });
    const unlinked = readMessage(`drizzleweasel (wet)\n${MINT}\nCap: 41K`, []);
    expect(unlinked.tokenIdentity().name).toBeNull();
  });

  it('keeps a hashtag apart from a ticker, and takes no search operator for one', () => {
    expect(symbolInSearchLinks([`https://twitter.com/search?q=(%23pisscoin%20OR%20${MINT})`], MINT)).toBe('#pisscoin');
    expect(symbolInSearchLinks([`https://twitter.com/search?q=(${MINT}%20OR%20url%3A${OTHER})`], MINT)).toBeNull();
  });

  it('reads the name a hashtag spells, and no ticker from it', () => {
    const links = [`https://twitter.com/search?q=(%23pisscoin%20OR%20${MINT})`];
    const message = readMessage(`✅ Pisscoin — #DexPaid!\n ├ $57.1K • Age: 20m\n └ ${MINT}`, links);
    expect(message.tokenIdentity()).toEqual({ name: 'Pisscoin', symbol: null });
  });

  it('reads the link written into the text, brackets and all', () => {
    const message = readMessage(`🔔 Bobo The Bear\n${MINT}\n🔗 https://x.com/search?q=($BOBO OR ${MINT})`, []);
    expect(message.tokenIdentity().symbol).toBe('BOBO');
  });
});
