import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { dashboardFingerprint, type Database } from '@solana-hub/db';
import { subscribeToEvents } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings.js';

interface Check {
  startedAt: number;
  fingerprint: Promise<string>;
}

/**
 * Which version of the dashboard's data the cached list responses must match: the database's
 * dashboard fingerprint, read again when an event says the data changed (a stored message, a
 * market cap update, this replica's own archive) and otherwise at most once per
 * `fingerprintTrustMs`. So a poll of unchanged data costs no query at all, a change this replica
 * hears of shows on the next request, and one it cannot hear of (another replica's archive, an
 * edit, a reprocess run) within a second.
 */
@Injectable()
export class DashboardVersion implements OnModuleInit, OnApplicationShutdown {
  private known: { fingerprint: string; checkedAt: number } | null = null;
  private check: Check | null = null;
  private changedAt = -Infinity;
  private subscriber: Redis | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    await subscribeToEvents(
      this.subscriber,
      this.config.redisPrefix,
      (event) => {
        if (event.name !== 'templates.changed') this.changed();
      },
      (problem) => this.logger.debug({ problem }, 'ignored an invalid event'),
    );
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /** The data changed: the next request reads the fingerprint again. */
  changed(): void {
    this.changedAt = performance.now();
  }

  async current(): Promise<string> {
    const trusted = this.trusted();
    if (trusted !== null) return trusted;
    const now = performance.now();
    // A check that began before the last change may have read the data before it.
    if (!this.check || this.check.startedAt <= this.changedAt) this.check = this.startCheck(now);
    return this.check.fingerprint;
  }

  /** The version, when the last reading is still to be trusted; null when it must be read again. */
  private trusted(): string | null {
    const known = this.known;
    if (!known || known.checkedAt <= this.changedAt || performance.now() - known.checkedAt >= this.settings.fingerprintTrustMs) return null;
    return known.fingerprint;
  }

  private startCheck(startedAt: number): Check {
    const check: Check = {
      startedAt,
      fingerprint: dashboardFingerprint(this.db).then(
        (fingerprint) => {
          if (this.check === check) this.check = null;
          if (!this.known || startedAt > this.known.checkedAt) this.known = { fingerprint, checkedAt: startedAt };
          return fingerprint;
        },
        (error: unknown) => {
          if (this.check === check) this.check = null;
          throw error;
        },
      ),
    };
    return check;
  }
}
