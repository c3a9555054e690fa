import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { MarketCapUpdate } from '@solana-hub/contracts';
import { recentlyActiveTokens, recordMarketCaps, type Database } from '@solana-hub/db';
import { publishEvents, QueueName } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { DEXSCREENER_BATCH, DexScreenerClient } from '@solana-hub/providers';
import { ScheduledPass } from '../scheduled-pass.js';

/** Tokens with a message in this window are the active ones. */
export const ACTIVE_WINDOW_MS = 24 * 3_600_000;
/**
 * At most this many tokens a refresh: 10 DexScreener requests, and a few more for the tokens a
 * full answer left out (dexscreener-client.ts), a small part of its 300 a minute.
 */
export const MAX_REFRESHED_TOKENS = 300;

/**
 * Keeps the active tokens' market caps current between alerts: a job of the
 * `market-cap-refresh` queue, repeated every MARKET_CAP_REFRESH_SECONDS by a BullMQ job
 * scheduler, asks DexScreener for them, 30 at a time (tokens it has no pair for are logged), records each change (never over a newer
 * one) and announces it as `token.market-cap-updated`, which the gateways send to browsers as
 * MARKET_CAP_UPDATE. Each repetition is one job, taken by one analyzer whatever their number;
 * a failed one is retried like any job.
 */
@Injectable()
export class MarketCapRefresh extends ScheduledPass<typeof QueueName.MarketCapRefresh> {
  readonly queue = QueueName.MarketCapRefresh;

  // The base's four first, in its order: Nest's @Inject marks of the base apply to these
  // positions in a subclass too (they are read through the prototype chain).
  constructor(
    @Inject(DATABASE) db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) logger: Logger,
    private readonly dexScreener: DexScreenerClient,
  ) {
    super(db, redis, config, logger);
  }

  /** Schedules the refresh at this process's interval; MARKET_CAP_REFRESH_SECONDS=0 removes the schedule. */
  protected schedule() {
    const everyMs = this.config.analyzer.marketCapRefreshMs;
    return everyMs === 0 ? null : { everyMs, payload: {} };
  }

  async handle(): Promise<void> {
    const changed = await this.refresh();
    this.logger.debug({ changed }, 'market caps refreshed');
  }

  /** Refreshes once; answers how many tokens' market caps changed. */
  async refresh(): Promise<number> {
    const addresses = await recentlyActiveTokens(this.db, new Date(Date.now() - ACTIVE_WINDOW_MS), MAX_REFRESHED_TOKENS);
    let changed = 0;
    for (let start = 0; start < addresses.length; start += DEXSCREENER_BATCH) {
      const updates = await this.refreshBatch(addresses.slice(start, start + DEXSCREENER_BATCH));
      await publishEvents(
        this.redis,
        this.config.redisPrefix,
        updates.map((data) => ({ name: 'token.market-cap-updated' as const, data })),
      );
      changed += updates.length;
    }
    return changed;
  }

  private async refreshBatch(addresses: string[]): Promise<MarketCapUpdate[]> {
    let markets;
    try {
      markets = await this.dexScreener.marketsOf(addresses);
    } catch (error) {
      this.logger.warn(
        { tokens: addresses.length, problem: error instanceof Error ? error.message : String(error) },
        'market-cap refresh skipped a batch',
      );
      return [];
    }
    const marketCaps = new Map<string, number>();
    for (const [address, market] of markets) if (market.marketCap !== null) marketCaps.set(address, market.marketCap);
    return recordMarketCaps(this.db, marketCaps, new Date());
  }
}
