import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { withinTime } from '@solana-hub/runtime';

// Only the holder of this Redis lease uses the account session: two processes reading the same
// account would double every message and fight over the session's update state. SET NX PX takes
// it, a script renews it only while it is still ours, and a holder that cannot renew it in time
// stops before the lease can lapse under it and go to another replica.

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function leaseKey(prefix: string): string {
  return `${prefix}:telegram-account:lease`;
}

export class AccountLease {
  /** Who holds it, as the key says: host, process and a unique part. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  /** Until when the lease is surely ours (0: not held): the time asked plus its time to live. */
  private validUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lease if nobody holds it; false when another process does (or Redis does not answer). */
  async acquire(): Promise<boolean> {
    const asked = Date.now();
    try {
      const taken = (await this.command(() => this.redis.set(this.key, this.holder, 'PX', this.ttlMs, 'NX'))) === 'OK';
      if (taken) this.validUntil = asked + this.ttlMs;
      return taken;
    } catch {
      return false;
    }
  }

  /** Whether the lease is still surely ours: what only the holder may do (write the client's state) asks this first. */
  get held(): boolean {
    return Date.now() < this.validUntil;
  }

  /**
   * Keeps the lease, renewing it every third of its time, until `stop` aborts. Resolves when it
   * is lost: another process holds it, or it could not be renewed before it would lapse.
   */
  async hold(stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      await sleep(this.ttlMs / 3, undefined, { signal: stop }).catch(() => undefined);
      if (stop.aborted) return;
      const asked = Date.now();
      try {
        const renewed = await this.command(() => this.redis.eval(RENEW, 1, this.key, this.holder, this.ttlMs));
        if (renewed !== 1) {
          this.validUntil = 0;
          return;
        }
        this.validUntil = asked + this.ttlMs;
      } catch {
        // Redis away: keep reading while the lease still stands, stop before it can lapse.
        if (Date.now() + this.ttlMs / 3 >= this.validUntil) return;
      }
    }
  }

  async release(): Promise<void> {
    this.validUntil = 0;
    await this.command(() => this.redis.eval(RELEASE, 1, this.key, this.holder)).catch(() => undefined);
  }

  /** A command that waits for Redis at most a third of the lease time. */
  private command<T>(run: () => Promise<T>): Promise<T> {
    return withinTime(run(), this.ttlMs / 3, () => new Error('Redis did not answer'));
  }
}
