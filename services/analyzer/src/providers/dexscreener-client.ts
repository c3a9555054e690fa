import type { TokenMarket } from '../report/token-market.js';
import { ExternalApi, type ProviderConnection } from './external-api.js';
import { dexTokensAnswerSchema, type DexPair } from './dexscreener-answer.js';
import { plausibleUsd } from './provider-figures.js';

/** DexScreener answers for at most this many tokens per request. */
export const DEXSCREENER_BATCH = 30;
/** Its documented limit for the token endpoint is 300 requests a minute. */
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

/** Market data of Solana tokens from DexScreener. */
export class DexScreenerClient {
  private readonly api: ExternalApi;

  constructor(connection: ProviderConnection) {
    this.api = new ExternalApi({ ...connection, provider: 'DexScreener', rate: RATE });
  }

  /** The market of one token; null when DexScreener has no Solana pair for it. */
  async marketOf(address: string): Promise<TokenMarket | null> {
    return (await this.marketsOf([address])).get(address) ?? null;
  }

  /** The markets of up to DEXSCREENER_BATCH tokens, by address; tokens without a Solana pair are missing. */
  async marketsOf(addresses: readonly string[]): Promise<Map<string, TokenMarket>> {
    if (addresses.length > DEXSCREENER_BATCH) throw new Error(`DexScreener takes at most ${DEXSCREENER_BATCH} tokens per request`);
    if (addresses.length === 0) return new Map();
    const path = `/latest/dex/tokens/${addresses.map(encodeURIComponent).join(',')}`;
    const answer = await this.api.get(path, dexTokensAnswerSchema);
    return mainMarkets(answer.pairs ?? [], addresses);
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
    buys24h: pair.txns?.h24?.buys ?? 0,
    sells24h: pair.txns?.h24?.sells ?? 0,
  };
}
