import { randomBytes } from 'node:crypto';
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { CONFIG, REDIS, withinTime } from '@solana-hub/runtime';
import { parseSessionRecord, passwordGeneration, sessionTimeLeftMs, type SessionRecord, type SessionRules } from './session-record.js';

/** Sessions end after 7 days without use (and at the end of their lifetime, SESSION_LIFETIME_DAYS, however used). */
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
/** Keys Redis looks at per SCAN step while logging out everywhere: many steps, none blocking Redis for long. */
const SCAN_STEP = 1_000;

/**
 * Sessions live in Redis so every gateway replica knows them and logout ends them everywhere:
 * a logout is also announced on a Redis channel, so every replica forgets the session at once
 * and closes its live-feed sockets. The cookie only carries the (signed) id. A session is alive
 * while its key exists, it was made under the current APP_PASSWORD and its lifetime is not over.
 */
@Injectable()
export class SessionStore {
  private readonly recentlyAlive = new Map<string, number>();
  private readonly rules: SessionRules;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.rules = { passwordGeneration: passwordGeneration(config.appPassword, config.sessionSecret), lifetimeMs: config.sessionLifetimeMs };
  }

  async create(): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const record: SessionRecord = { createdAt: new Date().toISOString(), passwordGeneration: this.rules.passwordGeneration };
    await this.inTime(this.redis.set(this.key(id), JSON.stringify(record), 'EX', this.expirySeconds(record)));
    return id;
  }

  /** Whether the session is alive; using it restarts its idle clock, up to the end of its lifetime. */
  async touch(id: string): Promise<boolean> {
    if (this.isRecentlyAlive(id)) return true;
    const record = await this.aliveRecord(id);
    // Refused sessions are left to expire: one made under the other password of a replica not
    // yet restarted may be alive there.
    const alive = record !== null && (await this.inTime(this.redis.expire(this.key(id), this.expirySeconds(record)))) === 1;
    if (alive) this.remember(id);
    else this.recentlyAlive.delete(id);
    return alive;
  }

  /** Whether this replica saw the session alive within the recheck time (no Redis call). */
  private isRecentlyAlive(id: string): boolean {
    const seenAt = this.recentlyAlive.get(id);
    return seenAt !== undefined && performance.now() - seenAt < SESSION_RECHECK_MS;
  }

  /**
   * Whether the session exists, without restarting its idle clock: an open socket is not use. Its
   * key expires at the end of its lifetime at the latest.
   */
  async exists(id: string): Promise<boolean> {
    return (await this.inTime(this.redis.exists(this.key(id)))) === 1;
  }

  /** Ends the session and tells every replica (see followEndedSessions). */
  async destroy(id: string): Promise<void> {
    await this.end([id]);
  }

  /**
   * Ends every session (log out everywhere), each told to every replica as a logout is. Redis is
   * walked with SCAN: a session created meanwhile may be left alive, as if made just after.
   */
  async destroyAll(): Promise<void> {
    const keyOf = this.key('');
    let cursor = '0';
    do {
      const [next, keys] = await this.inTime(this.redis.scan(cursor, 'MATCH', `${keyOf}*`, 'COUNT', SCAN_STEP));
      await this.end(keys.map((key) => key.slice(keyOf.length)));
      cursor = next;
    } while (cursor !== '0');
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

  private async end(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const id of ids) this.recentlyAlive.delete(id);
    const transaction = this.redis.multi().del(...ids.map((id) => this.key(id)));
    for (const id of ids) transaction.publish(this.endedChannel(), id);
    const results = (await this.inTime(transaction.exec())) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  private async aliveRecord(id: string): Promise<SessionRecord | null> {
    const record = parseSessionRecord(await this.inTime(this.redis.get(this.key(id))));
    return record !== null && sessionTimeLeftMs(record, this.rules, Date.now()) > 0 ? record : null;
  }

  /** Its idle time, or what is left of its lifetime when that is shorter. */
  private expirySeconds(record: SessionRecord): number {
    return Math.min(SESSION_IDLE_SECONDS, Math.ceil(sessionTimeLeftMs(record, this.rules, Date.now()) / 1000));
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
