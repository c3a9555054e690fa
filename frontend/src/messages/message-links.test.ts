import { describe, expect, it } from '@jest/globals';
import { isWebUrl, parseMessageLinks } from './message-links';

describe('parseMessageLinks', () => {
  it('splits label|url entries', () => {
    expect(parseMessageLinks(JSON.stringify(['Chart|https://dexscreener.com/solana/x', 'Buy|https://t.me/bot?start=x']))).toEqual([
      { label: 'Chart', url: 'https://dexscreener.com/solana/x' },
      { label: 'Buy', url: 'https://t.me/bot?start=x' },
    ]);
  });

  it('skips entries that do not split into exactly two parts', () => {
    expect(parseMessageLinks(JSON.stringify(['no-separator', 'a|b|c', 'Ok|https://ok.example']))).toEqual([
      { label: 'Ok', url: 'https://ok.example' },
    ]);
  });

  it('skips urls that are not http(s)', () => {
    expect(parseMessageLinks(JSON.stringify(['Bad|javascript:alert(1)', 'Data|data:text/html,x']))).toEqual([]);
  });

  it('gives no links for an unparsable or non-array field', () => {
    expect(parseMessageLinks('not json')).toEqual([]);
    expect(parseMessageLinks('{"a":1}')).toEqual([]);
    expect(parseMessageLinks('')).toEqual([]);
    expect(parseMessageLinks(null)).toEqual([]);
  });
});

describe('isWebUrl', () => {
  it('accepts only http and https', () => {
    expect(isWebUrl('https://x.example')).toBe(true);
    expect(isWebUrl('http://x.example')).toBe(true);
    expect(isWebUrl('ftp://x.example')).toBe(false);
    expect(isWebUrl('nonsense')).toBe(false);
  });
});
