import type { FakeHandler } from './fake-api.js';

/**
 * DexScreener's public API as the tests' local double answers it: pairs in the real shape (fields
 * we do not read included), GET /tokens/v1/solana/{addresses} and GET
 * /latest/dex/pairs/solana/{pairAddress} over the pairs it knows.
 */

export const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';

export interface PairSpec {
  token: string;
  name?: string;
  symbol?: string;
  pairAddress: string;
  chainId?: string;
  dexId?: string;
  liquidityUsd?: number;
  marketCap?: number;
  volume24h?: number;
  priceChange24h?: number;
  buys?: number;
  sells?: number;
  /** The token as the quote side of someone else's pair. */
  asQuote?: boolean;
}

/** One pair of GET /tokens/v1/{chainId}/{tokenAddresses}. */
export function dexPair(given: PairSpec) {
  const token = { address: given.token, name: given.name ?? 'Goblin Cat', symbol: given.symbol ?? 'GOBCAT' };
  const sol = { address: WRAPPED_SOL, name: 'Wrapped SOL', symbol: 'SOL' };
  const chainId = given.chainId ?? 'solana';
  return {
    chainId,
    dexId: given.dexId ?? 'raydium',
    url: `https://dexscreener.com/${chainId}/${given.pairAddress.toLowerCase()}`,
    pairAddress: given.pairAddress,
    labels: ['CPMM'],
    baseToken: given.asQuote ? sol : token,
    quoteToken: given.asQuote ? token : sol,
    priceNative: '0.0000001692',
    priceUsd: '0.00002412',
    txns: {
      m5: { buys: 3, sells: 1 },
      h1: { buys: 40, sells: 22 },
      h6: { buys: 210, sells: 140 },
      h24: { buys: given.buys ?? 700, sells: given.sells ?? 300 },
    },
    volume: { h24: given.volume24h ?? 120_000, h6: 40_000, h1: 9_000, m5: 700 },
    priceChange: { m5: 0.4, h1: -2.1, h6: 8.3, h24: given.priceChange24h ?? 12.5 },
    liquidity: { usd: given.liquidityUsd ?? 45_000, base: 930_000_000, quote: 150.2 },
    fdv: given.marketCap ?? 240_000,
    marketCap: given.marketCap ?? 240_000,
    pairCreatedAt: 1_767_225_600_000,
    info: {
      imageUrl: 'https://dd.dexscreener.com/ds-data/tokens/solana/token.png',
      websites: [],
      socials: [{ type: 'twitter', url: 'https://x.com/goblincat' }],
    },
    boosts: { active: 10 },
  };
}

/** DexScreener answers at most this many pairs, however many tokens were asked for. */
const DEXSCREENER_MAX_PAIRS = 30;

type KnownPair = { chainId: string; pairAddress: string; baseToken: { address: string }; quoteToken: { address: string } };

/**
 * DexScreener over the pairs it knows. GET /tokens/v1/solana/{addresses}: a bare array of the
 * pairs of the tokens asked for (as base or quote token), in the order it knows them, cut at 30.
 * GET /latest/dex/pairs/solana/{pairAddress}: `{ schemaVersion, pairs, pair }`, both null for a
 * pair it does not know (a token's address asked as a pair is one).
 */
export function dexScreenerKnowing(pairs: readonly KnownPair[]): FakeHandler {
  return (request) => {
    const asked = tokensRequested(request.path);
    if (asked) {
      const tokens = new Set(asked);
      const answer = pairs.filter((pair) => tokens.has(pair.baseToken.address) || tokens.has(pair.quoteToken.address));
      return { body: answer.slice(0, DEXSCREENER_MAX_PAIRS) };
    }
    const pairAddress = /^\/latest\/dex\/pairs\/solana\/([^/?]+)$/.exec(request.path)?.[1];
    if (pairAddress) {
      const found = pairs.filter((pair) => pair.chainId === 'solana' && pair.pairAddress === decodeURIComponent(pairAddress));
      return { body: { schemaVersion: '1.0.0', pairs: found.length === 0 ? null : found, pair: found[0] ?? null } };
    }
    return { status: 404, body: { error: 'Not Found' } };
  };
}

/** The addresses a GET /tokens/v1/solana/{addresses} asked for; null for another path. */
function tokensRequested(path: string): string[] | null {
  const asked = /^\/tokens\/v1\/solana\/([^/?]+)$/.exec(path)?.[1];
  return asked ? asked.split(',').map(decodeURIComponent) : null;
}

/** The tokens a DexScreener request asked for. */
export function tokensAskedOf(path: string): string[] {
  return (path.split('/').at(-1) ?? '').split(',');
}

/**
 * DexScreener knowing every Solana token it is asked for, one pair each, whose market cap moves
 * with the clock (a new value each minute, its own curve per token): a market that follows whatever
 * tokens a bench invents, so each refresh of them records a new market cap. It knows no pair
 * address (a pair lookup finds none).
 */
export function dexScreenerKnowingEvery(now: () => number = Date.now): FakeHandler {
  const knowingNone = dexScreenerKnowing([]);
  return (request) => {
    const asked = tokensRequested(request.path);
    if (!asked) return knowingNone(request);
    const minute = Math.floor(now() / 60_000);
    const pairs = asked.map((token) => {
      const phase = [...token].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000, 0);
      const marketCap = Math.round(50_000 * (1.5 + Math.sin(minute / 7 + phase)));
      return dexPair({ token, pairAddress: `${token.slice(0, 32)}Pair`, marketCap });
    });
    return { body: pairs.slice(0, DEXSCREENER_MAX_PAIRS) };
  };
}
