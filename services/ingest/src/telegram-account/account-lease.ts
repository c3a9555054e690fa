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

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lease if nobody holds it; false when another process does (or Redis does not answer). */
  async acquire(): Promise<boolean> {
    try {
      return (await this.command(() => this.redis.set(this.key, this.holder, 'PX', this.ttlMs, 'NX'))) === 'OK';
    } catch {
      return false;
    }
  }

  /**
   * Keeps the lease, renewing it every third of its time, until `stop` aborts. Resolves when it
   * is lost: another process holds it, or it could not be renewed before it would lapse.
   */
  async hold(stop: AbortSignal): Promise<void> {
    let validUntil = Date.now() + this.ttlMs;
    while (!stop.aborted) {
      await sleep(this.ttlMs / 3, undefined, { signal: stop }).catch(() => undefined);
      if (stop.aborted) return;
      const asked = Date.now();
      try {
        const renewed = await this.command(() => this.redis.eval(RENEW, 1, this.key, this.holder, this.ttlMs));
        if (renewed !== 1) return;
        validUntil = asked + this.ttlMs;
      } catch {
        // Redis away: keep reading while the lease still stands, stop before it can lapse.
        if (Date.now() + this.ttlMs / 3 >= validUntil) return;
      }
    }
  }

  async release(): Promise<void> {
    await this.command(() => this.redis.eval(RELEASE, 1, this.key, this.holder)).catch(() => undefined);
  }

  /** A command that waits for Redis at most a third of the lease time. */
  private command<T>(run: () => Promise<T>): Promise<T> {
    return withinTime(run(), this.ttlMs / 3, () => new Error('Redis did not answer'));
  }
}
