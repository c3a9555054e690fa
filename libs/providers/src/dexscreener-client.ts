import type { TokenMarket } from './token-market.js';
import { ExternalApi, type BudgetShare, type ProviderConnection } from './external-api.js';
import { dexPairsOfPairSchema, dexTokenPairsSchema, type DexPair } from './dexscreener-answer.js';
import { plausibleUsd } from './provider-figures.js';

/** DexScreener answers for at most this many tokens per request. */
export const DEXSCREENER_BATCH = 30;
/** An answer holds at most this many pairs in all, whatever the number of tokens asked for. */
const MAX_PAIRS = 30;
/** Its documented limit for pair and token data is 300 requests a minute per address. */
const RATE = { requests: 5, seconds: 1 };

/** How DexScreener's dex ids read in the report. */
const DEX_NAMES: Record<string, string> = {
  raydium: 'Raydium',
  pumpswap: 'PumpSwap',
  pumpfun: 'Pump.fun',
  meteora: 'Meteora',
  orca: 'Orca',
  moonshot: 'Moonshot',
  launchlab: 'LaunchLab',
};

/** The token a trading pair trades, as DexScreener names it, and the pair's address as it writes it. */
export interface PairBaseToken {
  address: string;
  name: string | null;
  symbol: string | null;
  pairAddress: string;
}

/**
 * Market data of Solana tokens from DexScreener (GET /tokens/v1/solana/{addresses}), and the
 * token of a pair (GET /latest/dex/pairs/solana/{pairAddress}). Every request of every process
 * draws on the one rate budget DexScreener allows, kept in Redis.
 */
export class DexScreenerClient {
  private readonly api: ExternalApi;

  /** `share`: this client's requests take at most that share of the budget (the extractor's pair lookups). */
  constructor(
    private readonly connection: ProviderConnection,
    share?: BudgetShare,
  ) {
    this.api = new ExternalApi({ ...connection, provider: 'DexScreener', rate: RATE, share });
  }

  /** The market of one token; null when DexScreener has no Solana pair for it. */
  async marketOf(address: string): Promise<TokenMarket | null> {
    return (await this.marketsOf([address])).get(address) ?? null;
  }

  /**
   * The base token of a Solana pair: what a message that links only the pair's DexScreener page
   * is about. Null when DexScreener knows no such pair (the address may be a token's).
   */
  async baseTokenOfPair(pairAddress: string): Promise<PairBaseToken | null> {
    const { pairs } = await this.api.get(`/latest/dex/pairs/solana/${encodeURIComponent(pairAddress)}`, dexPairsOfPairSchema);
    // DexScreener's pages write the pair in lower case; base58 is not, so the answer's is the one to keep.
    const asked = pairAddress.toLowerCase();
    const pair = pairs?.find((candidate) => candidate.chainId === 'solana' && candidate.pairAddress.toLowerCase() === asked);
    if (pair === undefined) return null;
    const { address, name, symbol } = pair.baseToken;
    return { address, name: name || null, symbol: symbol || null, pairAddress: pair.pairAddress };
  }

  /**
   * The markets of up to DEXSCREENER_BATCH tokens, by address; tokens without a Solana pair are
   * missing, and the log names them.
   */
  async marketsOf(addresses: readonly string[]): Promise<Map<string, TokenMarket>> {
    if (addresses.length > DEXSCREENER_BATCH) throw new Error(`DexScreener takes at most ${DEXSCREENER_BATCH} tokens per request`);
    if (addresses.length === 0) return new Map();
    const markets = mainMarkets(await this.pairsOf(addresses), addresses);
    const unanswered = addresses.filter((address) => !markets.has(address));
    if (unanswered.length > 0) {
      this.connection.logger.info({ asked: addresses.length, unanswered }, 'DexScreener has no Solana pair for some tokens asked for');
    }
    return markets;
  }

  /**
   * The pairs of the tokens. A full answer (MAX_PAIRS) may have left tokens out: 30 memecoins
   * with one to three pairs each have more pairs than fit. Those tokens are asked again, in
   * halves, down to one token a request, so every token gets its pairs or is known to have none.
   */
  private async pairsOf(addresses: readonly string[]): Promise<DexPair[]> {
    const pairs = await this.api.get(`/tokens/v1/solana/${addresses.map(encodeURIComponent).join(',')}`, dexTokenPairsSchema);
    if (pairs.length < MAX_PAIRS || addresses.length === 1) return pairs;
    const answered = new Set(pairs.map((pair) => pair.baseToken.address));
    const leftOut = addresses.filter((address) => !answered.has(address));
    const half = Math.ceil(leftOut.length / 2);
    for (let start = 0; start < leftOut.length; start += half) pairs.push(...(await this.pairsOf(leftOut.slice(start, start + half))));
    return pairs;
  }
}

/**
 * Each token's Solana pair with the most liquidity. A token also shows up as the quote side of
 * other tokens' pairs; only pairs where it is the base token describe its own market.
 */
export function mainMarkets(pairs: readonly DexPair[], addresses: readonly string[]): Map<string, TokenMarket> {
  const wanted = new Set(addresses);
  const best = new Map<string, DexPair>();
  for (const pair of pairs) {
    const address = pair.baseToken.address;
    if (pair.chainId !== 'solana' || !wanted.has(address)) continue;
    const current = best.get(address);
    if (!current || liquidityOf(pair) > liquidityOf(current)) best.set(address, pair);
  }
  return new Map([...best].map(([address, pair]) => [address, toTokenMarket(pair)]));
}

function liquidityOf(pair: DexPair): number {
  return plausibleUsd(pair.liquidity?.usd) ?? 0;
}

/** The pair's market, its dollar figures bounded: an implausible market cap is none, never the token's. */
function toTokenMarket(pair: DexPair): TokenMarket {
  return {
    pairAddress: pair.pairAddress,
    dexName: DEX_NAMES[pair.dexId] ?? pair.dexId,
    tokenName: pair.baseToken.name || null,
    tokenSymbol: pair.baseToken.symbol || null,
    marketCap: plausibleUsd(pair.marketCap) ?? plausibleUsd(pair.fdv),
    liquidityUsd: plausibleUsd(pair.liquidity?.usd),
    volume24h: plausibleUsd(pair.volume?.h24),
    priceChange24h: pair.priceChange?.h24 ?? null,
    buys24h: pair.txns?.h24?.buys ?? null,
    sells24h: pair.txns?.h24?.sells ?? null,
  };
}
