import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterLike } from 'rate-limiter-flexible';
import { ExternalApiError } from './external-api-error.js';

/** What a provider allows one address: `requests` every `seconds` (whole seconds: the limiter counts in windows of them). */
export interface Rate {
  requests: number;
  seconds: number;
}

export interface SharedRateBudgetOptions {
  provider: string;
  rate: Rate;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
}

/** A Redis call of the budget that takes longer than this counts as Redis being away (a frozen server answers nothing). */
const REDIS_TIMEOUT_MS = 500;
/** A Retry-After beyond this is read as this: a provider's bug (or a hostile stand-in) must not silence it for days. */
const LONGEST_PAUSE_SECONDS = 600;
const KEY = 'requests';

/**
 * The request budget of one data provider, counted in Redis so that every analyzer replica
 * draws on the same one: the providers limit per IP address, and N replicas behind one address
 * with a budget each would send N times what is allowed. A 429's pause is kept there too, so no
 * replica asks again before it ends.
 *
 * When Redis is away (not connected, or not answering within REDIS_TIMEOUT_MS) analysis goes on:
 * the budget is counted by this process alone until Redis is back, said once in the log each way.
 * Replicas then may send up to their number times the budget, as before there was a shared one.
 */
export class SharedRateBudget {
  private readonly shared: RateLimiterLike;
  private readonly local: RateLimiterMemory;
  private countingAlone = false;

  constructor(private readonly options: SharedRateBudgetOptions) {
    const window = { points: options.rate.requests, duration: options.rate.seconds };
    this.shared = new RLWrapperTimeouts({
      limiter: new RateLimiterRedis({
        ...window,
        storeClient: options.redis,
        keyPrefix: `${options.redisPrefix}:rate-budget:${options.provider.toLowerCase().replace(/\s+/g, '-')}`,
        // Without it a command waits for a reconnect that may take minutes.
        rejectIfRedisNotReady: true,
      }),
      timeoutMs: REDIS_TIMEOUT_MS,
    });
    this.local = new RateLimiterMemory(window);
  }

  /**
   * Resolves when a request may go: at once within the budget, else when the budget's window
   * or a pause ends. A wait longer than `longestWaitMs` fails now instead: a trader is waiting.
   * Waiting requests go when they find room, not in the order they came (no order holds across
   * replicas anyway).
   */
  async take(longestWaitMs: number): Promise<void> {
    for (;;) {
      const waitMs = (await this.onShared((limiter) => waitFor(limiter))) ?? (await waitFor(this.local));
      if (waitMs === 0) return;
      if (waitMs > longestWaitMs) {
        throw new ExternalApiError(this.options.provider, `rate limited: held back for another ${Math.ceil(waitMs / 1_000)} s`);
      }
      await sleep(waitMs);
    }
  }

  /** The provider said "too many requests": no replica sends it anything for `ms`, rounded up to whole seconds. */
  async pause(ms: number): Promise<void> {
    const seconds = Math.min(LONGEST_PAUSE_SECONDS, Math.max(1, Math.ceil(ms / 1_000)));
    // Kept here too, for the requests that go while Redis is away.
    await this.local.block(KEY, seconds);
    await this.onShared((limiter) => limiter.block(KEY, seconds));
  }

  /** `use` on the Redis budget; undefined when Redis is away. */
  private async onShared<T>(use: (limiter: RateLimiterLike) => Promise<T>): Promise<T | undefined> {
    try {
      const result = await use(this.shared);
      if (this.countingAlone) {
        this.countingAlone = false;
        this.options.logger.info(
          { provider: this.options.provider },
          `Redis is back: ${this.options.provider}'s rate budget is shared again`,
        );
      }
      return result;
    } catch (error) {
      if (!this.countingAlone) {
        this.countingAlone = true;
        this.options.logger.warn(
          { provider: this.options.provider, err: error },
          `Redis is away: ${this.options.provider}'s rate budget is counted by this process alone until it is back`,
        );
      }
      return undefined;
    }
  }
}

/** 0 when the budget has room for one more request, else how long until it has; a failure of the store rejects. */
async function waitFor(limiter: RateLimiterLike): Promise<number> {
  try {
    await limiter.consume(KEY);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal;
  }
}
