import { describe, expect, it } from '@jest/globals';
import { collectUrls, findUrls, textLinks, toLabelledLinks } from './message-links.js';

describe('findUrls', () => {
  it('finds bare URLs, markdown targets and HTML hrefs in order, without trailing punctuation', () => {
    const text =
      'See https://pump.fun/coin/abc. [Chart](https://dexscreener.com/solana/x) <a href="https://gmgn.ai/sol/token/y?a=1&amp;b=2">G</a>';
    expect(findUrls(text)).toEqual([
      'https://pump.fun/coin/abc',
      'https://dexscreener.com/solana/x',
      'https://gmgn.ai/sol/token/y?a=1&b=2',
    ]);
  });

  it('adds the scheme to links written without one, but not to a bare site name', () => {
    expect(findUrls('Buy: pump.fun/coin/abc | pump.fun | Trending on pump.fun')).toEqual(['https://pump.fun/coin/abc']);
  });

  it('does not take amounts or ratios for links', () => {
    expect(findUrls('MC: $2.4M/5m | Buys/Sells: 212 / 87 | 1.5x/2x')).toEqual([]);
  });
});

describe('collectUrls', () => {
  it('puts the message links first and lists each URL once', () => {
    expect(collectUrls('https://b.io/1 https://a.io/1', ['https://a.io/1', ' '])).toEqual(['https://a.io/1', 'https://b.io/1']);
  });
});

describe('toLabelledLinks', () => {
  it('labels each link with its host', () => {
    expect(toLabelledLinks(['https://www.dexscreener.com/solana/x', 'http://t.me/bot?start=1'])).toEqual([
      'www.dexscreener.com|https://www.dexscreener.com/solana/x',
      't.me|http://t.me/bot?start=1',
    ]);
  });

  it('encodes a | inside a URL so the stored link splits into exactly two parts', () => {
    const [link] = toLabelledLinks(['https://example.com/?q=a|b']);
    expect(link?.split('|')).toEqual(['example.com', 'https://example.com/?q=a%7Cb']);
  });

  it('drops what is not an http(s) URL', () => {
    expect(toLabelledLinks(['tg://resolve?domain=x', 'javascript:alert(1)', 'nope'])).toEqual([]);
  });
});

describe('textLinks', () => {
  it('gives the links on text in markdown and Telegram HTML, with their text', () => {
    const text = 'Caller: [Pond Gems](https://t.me/pond_gems) | <a href="https://x.com/pond?a=1&amp;b=2">X</a>';
    expect(textLinks(text)).toEqual([
      { written: '[Pond Gems](https://t.me/pond_gems)', label: 'Pond Gems', url: 'https://t.me/pond_gems' },
      { written: '<a href="https://x.com/pond?a=1&amp;b=2">X</a>', label: 'X', url: 'https://x.com/pond?a=1&b=2' },
    ]);
  });

  it('gives none for URLs written out', () => {
    expect(textLinks('Chart: https://dexscreener.com/solana/abc')).toEqual([]);
  });
});
