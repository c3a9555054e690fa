import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import { collectUrls, findMarketCap, parseHttpUrl } from '@solana-hub/extraction';
import type { PairBaseToken } from '@solana-hub/providers';
import { Producer, QueueName } from '@solana-hub/queue';
import { CONFIG, LOGGER, REDIS } from '@solana-hub/runtime';
import { PairAnswers, pairKey, type PairAnswer, type PairLookupBound } from './pair-answers.js';
import { PairLookupRefusals } from './pair-lookup-refusals.js';
import type { ThreadExtraction } from './threaded-extraction.js';

/** Pairs whose answer this process keeps in memory: channels post a pair again and again. */
const REMEMBERED_PAIRS = 2_000;
/** A pair DexScreener does not know is taken as unknown here for this long (Redis keeps it 10 minutes). */
const UNKNOWN_IN_MEMORY_MS = 60_000;
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
 * which); DexScreener does: the pair's base token is the message's token.
 *
 * The message is never held up for DexScreener (5 requests a second, shared with the analyzer:
 * a burst of pair links would hold every message behind them). A pair answered before (in this
 * process's memory, or in Redis for every replica: PairAnswers) gives its token at once. An
 * unanswered pair leaves the message about no token, as the reader left it, waiting on the pair
 * in Redis, and queues a lookup of the pair (a pair-lookups job, one per pair while unanswered:
 * PairLookupWorker), both before the message's job can end: when DexScreener names the base
 * token, the messages waiting on it are replayed and gain it. A pair DexScreener does not know
 * (the page was named by a mint) leaves them about no token.
 *
 * The unanswered pairs are bounded, counted in Redis for every replica: PAIR_LOOKUPS_MAX_PENDING
 * in all, of which PAIR_LOOKUPS_MAX_PENDING_PER_CHAT per chat. A channel posting pair after pair
 * cannot queue lookups, and messages waiting on them, without end, nor take the allowance of the
 * other chats. A message over a bound stays about no token, nothing waits and nothing is queued;
 * the refusals are logged a minute at a time (PairLookupRefusals).
 */
@Injectable()
export class PairTokens implements OnApplicationShutdown {
  /** DexScreener's answer per pair (pairKey), and until when it holds here. */
  private readonly known = new Map<string, { base: PairBaseToken | null; until: number }>();
  private readonly answers: PairAnswers;
  private readonly lookups: Producer<typeof QueueName.PairLookups>;
  private readonly bound: PairLookupBound;
  private readonly refusals: PairLookupRefusals;

  constructor(@Inject(CONFIG) config: Config, @Inject(REDIS) redis: Redis, @Inject(LOGGER) logger: Logger) {
    this.answers = new PairAnswers(redis, config.redisPrefix);
    this.lookups = new Producer(QueueName.PairLookups, redis, config.redisPrefix);
    this.bound = { maxPending: config.pairLookups.maxPending, maxPendingPerChat: config.pairLookups.maxPendingPerChat };
    this.refusals = new PairLookupRefusals(logger, this.bound);
  }

  /** After the workers' own shutdown hooks: the jobs they finish on the way out may still queue lookups. */
  async onApplicationShutdown(): Promise<void> {
    this.refusals.stop();
    await this.lookups.close();
  }

  /** The extraction with the token of the pair it links, when it found no token of its own and the pair is answered. */
  async withPairToken(raw: RawMessage, extraction: ThreadExtraction): Promise<ThreadExtraction> {
    const { alert } = extraction;
    if (alert.token !== null) return extraction;
    const pair = dexScreenerPairOf(raw.text, raw.links);
    const base = pair === null ? null : await this.baseTokenOf(pair, raw);
    if (base === null) return extraction;
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

  /**
   * The pair's base token, when answered; else null, the message waiting on the pair and its
   * lookup queued, or neither when the pair is over a bound. A failure of Redis fails the
   * message's job, whose retry asks again.
   */
  private async baseTokenOf(pair: string, raw: RawMessage): Promise<PairBaseToken | null> {
    const key = pairKey(pair);
    const inMemory = this.known.get(key);
    if (inMemory !== undefined && inMemory.until > Date.now()) return inMemory.base;
    const found = await this.answers.answerOrWait(pair, raw, this.bound);
    if (found.kind === 'over') {
      this.refusals.note(raw.chatId, found.bound);
      return null;
    }
    if (found.kind === 'ask') {
      // Queued once the message waits on the pair: a lookup answered from here on finds it among the waiting.
      await this.lookups.add({ id: `pair_${key}`, payload: { pair } });
      return null;
    }
    this.keep(key, found.answer);
    return found.answer.base;
  }

  private keep(key: string, answer: PairAnswer): void {
    if (this.known.size >= REMEMBERED_PAIRS) this.known.delete(this.known.keys().next().value ?? '');
    // A pair's base token never changes; a pair unknown today may be listed soon.
    this.known.set(key, { base: answer.base, until: answer.base === null ? Date.now() + UNKNOWN_IN_MEMORY_MS : Infinity });
  }
}
