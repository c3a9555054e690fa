/**
 * Alerts written many ways, for the metamorphic tests of the reader: a token (address, name,
 * ticker, market cap) is written in one of the headline forms bots use, its details in any
 * order, with or without emojis, its links inline or as buttons, its market cap with or
 * without '$' and with any K/M/B suffix in either case, its fields split by any separator.
 * However it is written, the reader must read the same token from it.
 */
import fc from 'fast-check';

export interface WrittenToken {
  address: string;
  name: string;
  symbol: string;
  /** in dollars */
  marketCap: number;
  /** the market cap as written before the suffix ('12.3') and the suffix's power of 1000 */
  mantissa: string;
  power: 1 | 2 | 3;
}

/** How a message is written; every choice keeps what it says. */
export interface Writing {
  headline: Headline;
  /** the details' order: a permutation of their indexes */
  order: readonly number[];
  emoji: string | null;
  linksAs: 'buttons' | 'inline' | 'markdown' | 'html';
  dollar: boolean;
  upperSuffix: boolean;
  separator: string;
  /** the details on one line split by the separator, else one a line */
  oneLine: boolean;
  /** the address is also linked as an explorer account page, as some bots do */
  explorerAccountLink: boolean;
  /** a dev wallet line, with its explorer link, is in the details */
  devWallet: boolean;
  /** a 'CA:' line names the address, else only the links do */
  caLine: boolean;
}

export interface WrittenAlert {
  text: string;
  links: string[];
}

/** Real mint addresses (32 bytes each), so the address reader takes them; two end in 'pump'. */
const MINTS = [
  '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
  '8mQ6Z65Di9bXqpDQZgoxFWTXD5dMWGpWddRNYj5LP8Gz',
  'AQ1LBJra4L2auDjqnoDedBMPj8YWjNbK5vDtqC4M5Bxh',
  '2zMMhcVQEXDtdE6vsFS7S7D5oUodfJHE8vd1gnBouauv',
  'CzLSujWBLFsSjncfkh59rUFqvafWcY5tzedWJSuypump',
];
export const DEV_WALLET = '4cvbYfzg6WRMquCSTaZeNthBH8vq8aD9EBvH2kpEQMC2';

const NAME_WORDS = [
  'Goblin',
  'Cat',
  'Moon',
  'Deng',
  'Frog',
  'Based',
  'Pepe',
  'Sloth',
  'Neural',
  'Fox',
  'Chill',
  'House',
  'Baby',
  'King',
  'Granny',
  'Pixel',
  'Turbo',
];
const SUFFIX: Readonly<Record<WrittenToken['power'], string>> = { 1: 'K', 2: 'M', 3: 'B' };
const EMOJIS = ['🔥', '🚀', '💊', '🔔', '🟢', '⚡️', '🐸', '💎', '📈'];
export const SEPARATORS = ['|', '•', '⋅', '-', '·'];

const name = fc
  .tuple(fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }), fc.constantFrom('', '', ' 2.0', ' AI'))
  .map(([words, tail]) => `${words.join(' ')}${tail}`);

/** Tickers as bots print them: capitals, with digits, in lower case, in another script, an emoji. */
const symbol = fc.oneof(
  fc.stringMatching(/^[A-Z]{2,8}$/),
  fc.stringMatching(/^[A-Z]{2,6}[0-9]{1,2}$/),
  // Not '0BN': that is how bots write an amount.
  fc.stringMatching(/^[0-9][A-Z]{2,5}$/).filter((ticker) => !/^\d+(?:[KMB]|BN)$/.test(ticker)),
  fc.stringMatching(/^[a-z]{3,7}$/),
  fc.constantFrom('狗狗', 'ニャン', 'ПЕПЕ', 'Ωmega'),
  fc.constantFrom('🐸', '🦴', '🐳'),
);

const isCapitals = (ticker: string): boolean => !/[a-z]/.test(ticker) && /\p{L}/u.test(ticker);
const isEmoji = (ticker: string): boolean => /\p{Extended_Pictographic}/u.test(ticker);

/** A market cap as bots round it: up to three significant digits and a K, M or B. */
const marketCap = fc
  .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 2 }), fc.constantFrom<1 | 2 | 3>(1, 1, 2, 2, 3))
  .map(([whole, decimals, power]) => {
    const mantissa = decimals === 0 || whole >= 100 ? String(whole) : (whole / 10 ** decimals).toFixed(decimals);
    return { mantissa, power, marketCap: Math.round(Number(mantissa) * 1000 ** power * 100) / 100 };
  });

export const writtenToken: fc.Arbitrary<WrittenToken> = fc
  .tuple(fc.constantFrom(...MINTS), name, symbol, marketCap)
  .map(([address, tokenName, ticker, cap]) => ({ address, name: tokenName, symbol: ticker, ...cap }));

/**
 * The headline forms: the name and ticker on the first line, as the bots of the extraction
 * issue write them (or on labelled lines). Each says which tickers it can carry: a ticker
 * without '$' is only told from a word when it is in capitals.
 */
const HEADLINES = {
  nameBarTickerPlatform: { write: (t: WrittenToken, sep: string) => [`${t.name} ${sep} ${t.symbol} ${sep} (Pump.Fun)`], bareTicker: true },
  pillNameDashCashtag: { write: (t: WrittenToken) => [`💊 ${t.name} - $${t.symbol}`], bareTicker: false },
  bellNameBarCashtag: { write: (t: WrittenToken, sep: string) => [`🔔 ${t.name} ${sep} $${t.symbol}`], bareTicker: false },
  nameParenCashtag: { write: (t: WrittenToken) => [`🚀 ${t.name} ($${t.symbol})`], bareTicker: false },
  cashtagThenName: { write: (t: WrittenToken, sep: string) => [`$${t.symbol} ${sep} ${t.name}`], bareTicker: false },
  newTrending: { write: (t: WrittenToken) => [`🔥 ${t.name} New Trending`], bareTicker: false, cashtagLast: true },
  labelled: { write: (t: WrittenToken) => [`Name: ${t.name}`, `Symbol: $${t.symbol}`], bareTicker: false },
  labelledOneLine: { write: (t: WrittenToken, sep: string) => [`Name: ${t.name} ${sep} Symbol: $${t.symbol}`], bareTicker: false },
  tickerParenName: { write: (t: WrittenToken) => [`🔥 $${t.symbol} (${t.name})`], bareTicker: false },
} as const satisfies Record<string, { write: (t: WrittenToken, sep: string) => string[]; bareTicker: boolean; cashtagLast?: boolean }>;

export type Headline = keyof typeof HEADLINES;

/** Whether a headline form can carry the token's ticker so that a reader can tell it. */
export function canWrite(headline: Headline, token: WrittenToken): boolean {
  const form: { bareTicker: boolean } = HEADLINES[headline];
  return !form.bareTicker || (isCapitals(token.symbol) && !isEmoji(token.symbol));
}

export const writing: fc.Arbitrary<Writing> = fc.record({
  headline: fc.constantFrom(...(Object.keys(HEADLINES) as Headline[])),
  order: fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5, maxLength: 5 }),
  emoji: fc.option(fc.constantFrom(...EMOJIS)),
  linksAs: fc.constantFrom('buttons', 'inline', 'markdown', 'html'),
  dollar: fc.boolean(),
  upperSuffix: fc.boolean(),
  separator: fc.constantFrom(...SEPARATORS),
  oneLine: fc.boolean(),
  explorerAccountLink: fc.boolean(),
  devWallet: fc.boolean(),
  caLine: fc.boolean(),
});

function linkText(url: string, label: string, linksAs: Writing['linksAs']): string {
  if (linksAs === 'markdown') return `[${label}](${url})`;
  if (linksAs === 'html') return `<a href="${url}">${label}</a>`;
  return linksAs === 'inline' ? `${label}: ${url}` : label;
}

/** The token written as `how` says. */
export function writeAlert(token: WrittenToken, how: Writing): WrittenAlert {
  const suffix = SUFFIX[token.power];
  const amount = `${how.dollar ? '$' : ''}${token.mantissa}${how.upperSuffix ? suffix : suffix.toLowerCase()}`;
  const form: { write: (t: WrittenToken, sep: string) => string[]; cashtagLast?: boolean } = HEADLINES[how.headline];
  const urls = [`https://pump.fun/coin/${token.address}`, `https://dexscreener.com/solana/${token.address}`];
  if (how.explorerAccountLink) urls.push(`https://solscan.io/account/${token.address}`);
  const details = [
    `MC: ${amount}`,
    `Vol: ${how.dollar ? '$' : ''}3.3K`,
    'Holders: 123',
    how.devWallet ? `Dev: ${DEV_WALLET}` : 'Age: 5m',
    urls.map((url, index) => linkText(url, ['Pump', 'Chart', 'Scan'][index] ?? 'Link', how.linksAs)).join(` ${how.separator} `),
  ];
  const ordered = how.order.map((index) => details[index] ?? '');
  const decorated = how.emoji === null ? ordered : ordered.map((line) => `${how.emoji} ${line}`);
  const body = how.oneLine ? [decorated.join(` ${how.separator} `)] : decorated;
  const links = how.linksAs === 'buttons' ? urls : [];
  if (how.devWallet) links.push(`https://solscan.io/account/${DEV_WALLET}`);
  return {
    text: [
      ...form.write(token, how.separator),
      ...(how.caLine ? [`CA: ${token.address}`] : []),
      ...body,
      ...(form.cashtagLast ? [`$${token.symbol}`] : []),
    ].join('\n'),
    links,
  };
}
