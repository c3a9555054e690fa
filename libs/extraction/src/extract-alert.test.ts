import { describe, expect, it } from '@jest/globals';
import { extractAlert } from './extract-alert.js';
import type { MessageTemplate } from './message-type.js';

const MINT = '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump';
const WALLET = '4cvbYfzg6WRMquCSTaZeNthBH8vq8aD9EBvH2kpEQMC2';

describe('extractAlert', () => {
  it('reads type, token, market cap, trending level and links of a Telegram HTML message', () => {
    const text = [
      '<b>🚨 NEW ALERT 🚨</b>',
      '\u200E🐱 <b>Goblin Cat</b> ($GOBCAT)',
      '🟢 Trending on pump.fun',
      `CA: <code>${MINT}</code>`,
      '💰 MC: $24.1K • 🔝 $26.8K',
      '📈 Bonding curve: 27.4%',
      `👨‍💻 <a href="https://solscan.io/account/${WALLET}">Dev wallet</a>`,
    ].join('\n');
    expect(extractAlert(text, [`https://pump.fun/coin/${MINT}`])).toEqual({
      messageType: 'pumpfun_new_alert',
      token: { address: MINT, chain: 'solana', name: 'Goblin Cat', symbol: 'GOBCAT' },
      marketCap: 24_100,
      trendingLevel: '🟢',
      links: [`pump.fun|https://pump.fun/coin/${MINT}`, `solscan.io|https://solscan.io/account/${WALLET}`],
      pairAddress: null,
      callerName: null,
      callerLink: null,
    });
  });

  it('still finds the token of a message no template matches', () => {
    const result = extractAlert(`Goblin Cat ($GOBCAT) looking good\n${MINT}`, []);
    expect(result.messageType).toBe('unknown');
    expect(result.token).toEqual({ address: MINT, chain: 'solana', name: 'Goblin Cat', symbol: 'GOBCAT' });
  });

  it('gives no token, and so no market cap, when the message names no address', () => {
    const result = extractAlert('🔊 VOLUME ALERT 🟢\nGoblin Cat (GOBCAT)\nMarket Cap: $318K', []);
    expect(result).toEqual({
      messageType: 'volume_alert',
      token: null,
      marketCap: null,
      trendingLevel: '🟢',
      links: [],
      pairAddress: null,
      callerName: null,
      callerLink: null,
    });
  });

  it.each([
    ['a buy bot without an address', '🟢 BUY | PEPE | $5,234.56\nMaker: 0xabcd…ef12\nTax: 1.2% / 1.5% • MCap: $1.2M', []],
    ['a top list', '📊 Top gainers (1h)\n1) GUMMY +120% · mcap $67.4K\n2) TDOG +155% · mcap $1.1M', []],
    [
      'a pair page alone',
      '🔥 Alpha Seal is running\nMC $134K',
      ['https://dexscreener.com/solana/3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot'],
    ],
  ])('reads no market cap on a message about no token: %s', (_form, text, links) => {
    expect(extractAlert(text, links)).toMatchObject({ token: null, marketCap: null });
  });

  it('keeps the market cap of a token the message names by a shortened address only', () => {
    expect(extractAlert('Still holding $SUNPEPE (7HRp...pump), MC $151K', []).marketCap).toBe(151_000);
    expect(extractAlert('🧠 CABAL ANALYSIS\nContract: HpDE…pump\nMarket Cap: $19.1K', []).marketCap).toBe(19_100);
    expect(extractAlert('🟢 BUY\nWallet: 5DdF…A5B8\nMC: $19.1K', []).marketCap).toBeNull();
  });

  it('gives no token, name or market cap for a post about two tokens linked alike', () => {
    // Two mints alike: neither ends in 'pump', each is linked once to its token page.
    const [first, second] = ['8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz', 'AQ1LBJra4L2auDjqnoDedBMPj8YWjNbK5vDtqC4M5Bxh'];
    const result = extractAlert('🥊 Flip!\n🥇 Up: Goblin Cat [GOBCAT] — 41K USD\n🥈 Down: Neural Fox [NFOX] — 39K USD', [
      `https://birdeye.so/token/${first}`,
      `https://birdeye.so/token/${second}`,
    ]);
    expect([result.token, result.marketCap]).toEqual([null, null]);
  });

  it('gives null name and symbol when the message has an address only', () => {
    expect(extractAlert(`CA: ${MINT}`, []).token).toEqual({ address: MINT, chain: 'solana', name: null, symbol: null });
  });

  it('reads the pair and the caller the message names', () => {
    const pair = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
    const text = `📞 New call\nCA: ${MINT}\nCalled by @solsniperjoe`;
    const result = extractAlert(text, [`https://dexscreener.com/solana/${pair}`]);
    expect(result).toMatchObject({ pairAddress: pair, callerName: '@solsniperjoe', callerLink: 'https://t.me/solsniperjoe' });
  });

  it('gives no pair when a pair page is all there is, and the token falls back to its address', () => {
    expect(
      extractAlert('📈 Chart', ['https://photon-sol.tinyastro.io/en/lp/3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot']).pairAddress,
    ).toBeNull();
  });

  it('uses the templates it is given', () => {
    const templates: MessageTemplate[] = [
      { name: 'whale_watch', display_name: 'Whale watch', priority: 1, patterns: [{ pattern: 'whale', type: 'contains', enabled: true }] },
    ];
    expect(extractAlert('🐋 WHALE BUY', [], templates).messageType).toBe('whale_watch');
  });

  it('lists each link once, with its host as label, and drops what is not an http(s) URL', () => {
    const links = ['https://x.com/goblincat', 'https://x.com/goblincat', 'tg://resolve?domain=goblin', 'not a url'];
    const text = 'Chart: https://dexscreener.com/solana/abc. More: www.example.com/a|b';
    expect(extractAlert(text, links).links).toEqual([
      'x.com|https://x.com/goblincat',
      'dexscreener.com|https://dexscreener.com/solana/abc',
      'www.example.com|https://www.example.com/a%7Cb',
    ]);
  });
});
