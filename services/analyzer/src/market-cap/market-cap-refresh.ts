import { hostname } from 'node:os';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { MarketCapUpdate } from '@solana-hub/contracts';
import { recentlyActiveTokens, recordMarketCap, type Database } from '@solana-hub/db';
import { publishEvents } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { DEXSCREENER_BATCH, DexScreenerClient } from '../providers/dexscreener-client.js';

/** Tokens with a message in this window are the active ones. */
export const ACTIVE_WINDOW_MS = 24 * 3_600_000;
/** At most this many tokens a refresh: 10 DexScreener requests, a thirtieth of its budget a minute. */
export const MAX_REFRESHED_TOKENS = 300;

/**
 * Keeps the active tokens' market caps current between alerts: every interval it asks
 * DexScreener for them, 30 at a time, records each change (never over a newer one) and
 * announces it as `token.market-cap-updated`, which the gateways send to browsers as
 * MARKET_CAP_UPDATE. With several analyzer replicas, one takes each turn (a Redis key).
 */
@Injectable()
export class MarketCapRefresh implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly turnKey: string;

  constructor(
    private readonly dexScreener: DexScreenerClient,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.turnKey = `${config.redisPrefix}:analyzer:market-cap-refresh`;
  }

  onApplicationBootstrap(): void {
    const everyMs = this.config.analyzer.marketCapRefreshMs;
    if (everyMs > 0) this.timer = setInterval(() => this.tick(everyMs), everyMs);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Refreshes once; answers how many tokens' market caps changed. */
  async refresh(): Promise<number> {
    const addresses = await recentlyActiveTokens(this.db, new Date(Date.now() - ACTIVE_WINDOW_MS), MAX_REFRESHED_TOKENS);
    let changed = 0;
    for (let start = 0; start < addresses.length; start += DEXSCREENER_BATCH) {
      const updates = await this.refreshBatch(addresses.slice(start, start + DEXSCREENER_BATCH));
      await publishEvents(this.redis, this.config.redisPrefix, updates.map((data) => ({ name: 'token.market-cap-updated' as const, data })));
      changed += updates.length;
    }
    return changed;
  }

  private tick(everyMs: number): void {
    if (this.running) return;
    this.running = this.takeTurn(everyMs)
      .catch((error: unknown) => this.logger.error({ err: error }, 'market-cap refresh failed; the next one tries again'))
      .finally(() => {
        this.running = null;
      });
  }

  private async takeTurn(everyMs: number): Promise<void> {
    // The key lives a little less than the interval, so each interval has one refresh.
    const turn = await this.redis.set(this.turnKey, `${hostname()}:${process.pid}`, 'PX', Math.max(1, Math.floor(everyMs * 0.9)), 'NX');
    if (turn !== 'OK') return;
    const changed = await this.refresh();
    this.logger.debug({ changed }, 'market caps refreshed');
  }

  private async refreshBatch(addresses: string[]): Promise<MarketCapUpdate[]> {
    let markets;
    try {
      markets = await this.dexScreener.marketsOf(addresses);
    } catch (error) {
      this.logger.warn({ tokens: addresses.length, problem: error instanceof Error ? error.message : String(error) }, 'market-cap refresh skipped a batch');
      return [];
    }
    const observedAt = new Date();
    const updates: MarketCapUpdate[] = [];
    for (const [address, market] of markets) {
      if (market.marketCap === null) continue;
      const update = await recordMarketCap(this.db, address, market.marketCap, observedAt);
      if (update) updates.push(update);
    }
    return updates;
  }
}
