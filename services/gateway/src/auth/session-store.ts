import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS } from '@solana-hub/runtime';

/** Sessions end after 7 days without use. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_COOKIE = 'hub_session';
/**
 * A session seen alive this recently is trusted without asking Redis again: a dashboard polls
 * several times a second, and a Redis round trip per poll was the largest cost of an unchanged
 * poll. A logout through this replica ends the session here at once; through another replica,
 * within this time.
 */
export const SESSION_RECHECK_MS = 1_000;
/** Beyond this many remembered sessions, the ones past their recheck time are forgotten. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Sessions live in Redis so every gateway replica knows them and logout ends them everywhere.
 * The cookie only carries the (signed) id.
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
    await this.redis.set(this.key(id), JSON.stringify({ createdAt: new Date().toISOString() }), 'EX', SESSION_IDLE_SECONDS);
    return id;
  }

  /** Whether the session exists; using it restarts its idle clock. */
  async touch(id: string): Promise<boolean> {
    if (this.isRecentlyAlive(id)) return true;
    const alive = (await this.redis.expire(this.key(id), SESSION_IDLE_SECONDS)) === 1;
    if (alive) this.remember(id);
    else this.recentlyAlive.delete(id);
    return alive;
  }

  /** Whether this replica saw the session alive within the recheck time (no Redis call). */
  isRecentlyAlive(id: string): boolean {
    const seenAt = this.recentlyAlive.get(id);
    return seenAt !== undefined && performance.now() - seenAt < SESSION_RECHECK_MS;
  }

  async destroy(id: string): Promise<void> {
    this.recentlyAlive.delete(id);
    await this.redis.del(this.key(id));
  }

  private remember(id: string): void {
    const now = performance.now();
    this.recentlyAlive.set(id, now);
    if (this.recentlyAlive.size <= REMEMBERED_SESSIONS) return;
    for (const [known, seenAt] of this.recentlyAlive) if (now - seenAt >= SESSION_RECHECK_MS) this.recentlyAlive.delete(known);
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:session:${id}`;
  }
}
