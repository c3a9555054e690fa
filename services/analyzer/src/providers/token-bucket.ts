import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The request budget of one data provider: `perSecond` requests on average, up to `burst` at
 * once. A request over budget reserves the next free moment and waits for it, so waiting
 * callers go in the order they came and the provider never sees more than the budget.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {
    this.tokens = burst;
    this.updatedAt = now();
  }

  /** Resolves when this request may go. */
  async take(): Promise<void> {
    this.refill();
    // Below zero, the balance counts the requests already waiting: each waits its turn.
    this.tokens -= 1;
    if (this.tokens < 0) await this.wait(this.msUntilPaid());
  }

  /** The provider said "too many requests": nobody sends anything for `ms`. */
  pause(ms: number): void {
    this.refill();
    this.tokens = Math.min(this.tokens, 0) - (ms / 1_000) * this.perSecond;
  }

  private msUntilPaid(): number {
    return Math.ceil((-this.tokens / this.perSecond) * 1_000);
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1_000) * this.perSecond);
    this.updatedAt = now;
  }
}
