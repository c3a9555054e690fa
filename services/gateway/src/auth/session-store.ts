import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS } from '@solana-hub/runtime';

/** Sessions end after 7 days without use. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_COOKIE = 'hub_session';

/**
 * Sessions live in Redis so every gateway replica knows them and logout ends them everywhere.
 * The cookie only carries the (signed) id.
 */
@Injectable()
export class SessionStore {
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
    return (await this.redis.expire(this.key(id), SESSION_IDLE_SECONDS)) === 1;
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:session:${id}`;
  }
}
