import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import { collectUrls, findMarketCap, parseHttpUrl } from '@solana-hub/extraction';
import { DexScreenerClient, type PairBaseToken } from '@solana-hub/providers';
import { CONFIG, LOGGER, REDIS } from '@solana-hub/runtime';
import type { ThreadExtraction } from './threaded-extraction.js';

/** Pairs whose token is remembered: a pair's base token never changes, and channels post a pair again and again. */
const REMEMBERED_PAIRS = 2_000;
/**
 * After DexScreener failed, how long pair links are not asked about: each ask may take its
 * timeout three times over, and the messages wait for it; during an outage they are stored at
 * once, about no token.
 */
const PAUSE_AFTER_FAILURE_MS = 30_000;
// A DexScreener page of a Solana pair: dexscreener.com/solana/<pair>, lower-cased as often as not.
const SOLANA_PAGE = /^\/solana\/([1-9A-Za-z]{32,44})\/?$/;

/**
 * The one DexScreener Solana page a message links to, by its address as the URL writes it;
 * null when it links none, or several (a list of pairs is about no one token).
 */
export function dexScreenerPairOf(text: string, links: readonly string[]): string | null {
  const pairs = new Set<string>();
  for (const link of collectUrls(text, links)) {
    const url = parseHttpUrl(link);
    if (url === null || (url.hostname !== 'dexscreener.com' && url.hostname !== 'www.dexscreener.com')) continue;
    const pair = SOLANA_PAGE.exec(url.pathname)?.[1];
    if (pair !== undefined) pairs.add(pair);
  }
  return pairs.size === 1 ? ([...pairs][0] ?? null) : null;
}

/**
 * The token of a message that links only a trading pair's DexScreener page. The reader does not
 * take a pair for the token (the page may be named by either, and nothing in the URL says
 * which); DexScreener does: the pair's base token is the message's token. When DexScreener
 * cannot be asked (down, slow, out of budget) or knows no such pair, the message stays about no
 * token, as the reader left it. The client is the analyzer's, on the same base URL
 * (DEXSCREENER_URL) and the same rate budget in Redis.
 */
@Injectable()
export class PairTokens {
  private readonly dexScreener: DexScreenerClient;
  /** What DexScreener answered per pair: its base token, or null for a pair it does not know. */
  private readonly known = new Map<string, PairBaseToken | null>();
  private pausedUntil = 0;

  constructor(
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) redis: Redis,
  ) {
    this.dexScreener = new DexScreenerClient({
      baseUrl: config.analyzer.dexScreenerUrl,
      timeoutMs: config.analyzer.apiTimeoutMs,
      logger,
      redis,
      redisPrefix: config.redisPrefix,
    });
  }

  /** The extraction with the token of the pair it links, when it found no token of its own. */
  async withPairToken(raw: RawMessage, extraction: ThreadExtraction): Promise<ThreadExtraction> {
    const { alert } = extraction;
    if (alert.token !== null) return extraction;
    const pair = dexScreenerPairOf(raw.text, raw.links);
    const base = pair === null ? null : await this.baseTokenOf(pair);
    if (pair === null || base === null) return extraction;
    return {
      ...extraction,
      alert: {
        ...alert,
        // DexScreener's names: the message's words were never tied to an address.
        token: { address: base.address, chain: 'solana', name: base.name, symbol: base.symbol },
        // The reader reads no market cap on a message about no token; now it is about one.
        marketCap: alert.marketCap ?? findMarketCap(raw.text),
        pairAddress: base.pairAddress,
      },
    };
  }

  private async baseTokenOf(pair: string): Promise<PairBaseToken | null> {
    const known = this.known.get(pair);
    if (known !== undefined || Date.now() < this.pausedUntil) return known ?? null;
    let base: PairBaseToken | null;
    try {
      base = await this.dexScreener.baseTokenOfPair(pair);
    } catch (error) {
      // Not remembered: a message linking the pair after the pause asks again.
      this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      this.logger.warn(
        { err: error, pair, pauseMs: PAUSE_AFTER_FAILURE_MS },
        'could not ask DexScreener for the token of a linked pair; messages linking only a pair name no token until the pause ends',
      );
      return null;
    }
    if (this.known.size >= REMEMBERED_PAIRS) this.known.delete(this.known.keys().next().value ?? '');
    this.known.set(pair, base);
    return base;
  }
}
