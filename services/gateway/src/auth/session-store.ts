import { randomBytes } from 'node:crypto';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS, withinTime } from '@solana-hub/runtime';

/** Sessions end after 7 days without use. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_COOKIE = 'hub_session';
/**
 * A session seen alive this recently is trusted without asking Redis again: a dashboard polls
 * several times a second, and a Redis round trip per poll was the largest cost of an unchanged
 * poll. A logout through this replica ends the session here at once; through another replica,
 * as soon as its announcement arrives, and within this time should it be lost.
 */
export const SESSION_RECHECK_MS = 1_000;
/**
 * How long a request waits for Redis to check its session: while Redis is away its commands
 * wait for the reconnect, and a trader's request should rather hear why than hang.
 */
export const SESSION_CHECK_TIMEOUT_MS = 3_000;
export const SESSIONS_UNAVAILABLE = 'Sessions cannot be checked right now; try again in a moment';
/** Beyond this many remembered sessions, the ones past their recheck time are forgotten. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Sessions live in Redis so every gateway replica knows them and logout ends them everywhere:
 * a logout is also announced on a Redis channel, so every replica forgets the session at once
 * and closes its live-feed sockets. The cookie only carries the (signed) id.
 */
@Injectable()
export class SessionStore {
  private readonly recentlyAlive = new Map<string, number>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async create(): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.inTime(this.redis.set(this.key(id), JSON.stringify({ createdAt: new Date().toISOString() }), 'EX', SESSION_IDLE_SECONDS));
    return id;
  }

  /** Whether the session exists; using it restarts its idle clock. */
  async touch(id: string): Promise<boolean> {
    if (this.isRecentlyAlive(id)) return true;
    const alive = (await this.inTime(this.redis.expire(this.key(id), SESSION_IDLE_SECONDS))) === 1;
    if (alive) this.remember(id);
    else this.recentlyAlive.delete(id);
    return alive;
  }

  /** Whether this replica saw the session alive within the recheck time (no Redis call). */
  isRecentlyAlive(id: string): boolean {
    const seenAt = this.recentlyAlive.get(id);
    return seenAt !== undefined && performance.now() - seenAt < SESSION_RECHECK_MS;
  }

  /** Whether the session exists, without restarting its idle clock: an open socket is not use. */
  async exists(id: string): Promise<boolean> {
    return (await this.inTime(this.redis.exists(this.key(id)))) === 1;
  }

  /** Ends the session and tells every replica (see followEndedSessions). */
  async destroy(id: string): Promise<void> {
    this.recentlyAlive.delete(id);
    const results = (await this.inTime(this.redis.multi().del(this.key(id)).publish(this.endedChannel(), id).exec())) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  /**
   * Calls `onEnded` with every session a logout ends, on any replica, after forgetting it here.
   * `subscriber` is a subscriber-mode connection (it may follow other channels too).
   */
  async followEndedSessions(subscriber: Redis, onEnded: (id: string) => void): Promise<void> {
    const channel = this.endedChannel();
    subscriber.on('message', (from: string, id: string) => {
      if (from !== channel) return;
      this.recentlyAlive.delete(id);
      onEnded(id);
    });
    await subscriber.subscribe(channel);
  }

  private remember(id: string): void {
    const now = performance.now();
    this.recentlyAlive.set(id, now);
    if (this.recentlyAlive.size <= REMEMBERED_SESSIONS) return;
    for (const [known, seenAt] of this.recentlyAlive) if (now - seenAt >= SESSION_RECHECK_MS) this.recentlyAlive.delete(known);
  }

  private inTime<T>(command: Promise<T>): Promise<T> {
    return withinTime(command, SESSION_CHECK_TIMEOUT_MS, () => new ServiceUnavailableException(SESSIONS_UNAVAILABLE));
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:session:${id}`;
  }

  private endedChannel(): string {
    return `${this.config.redisPrefix}:session-ended`;
  }
}
