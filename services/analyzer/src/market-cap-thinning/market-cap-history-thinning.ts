import { Injectable } from '@nestjs/common';
import { thinMarketCapHistory, type MarketCapThinning } from '@solana-hub/db';
import { QueueName, type QueuePayload } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the old market-cap history is thinned: the observations are thinned by whole hours, one more each hour. */
export const THINNING_EVERY_MS = 3_600_000;

/**
 * Keeps `refreshed_market_caps` from growing without bound (docs/channel-scores.md,
 * "Thinning old observations"): a job of the `market-cap-thinning` queue, repeated every hour by
 * a BullMQ job scheduler (one more at once when an analyzer starts), thins the refresh's
 * observations older than MARKET_CAP_HISTORY_FULL_DAYS to the few an hour that keep every
 * call's figures. The pass is idempotent, so a repetition run twice does no harm. Each pass
 * looks only at the days since the last one's bound, which PostgreSQL keeps with the history
 * (thinMarketCapHistory): a restart, a deploy or a lost Redis reads no more than that; the very
 * first pass reads the whole history.
 */
@Injectable()
export class MarketCapHistoryThinning extends ScheduledPass<typeof QueueName.MarketCapThinning> {
  readonly queue = QueueName.MarketCapThinning;

  /** Schedules the pass with this process's period of whole history; MARKET_CAP_HISTORY_FULL_DAYS=0 removes the schedule. */
  protected schedule() {
    const fullDays = this.config.analyzer.marketCapHistoryFullDays;
    return fullDays === 0 ? null : { everyMs: THINNING_EVERY_MS, payload: { fullDays }, runNow: true };
  }

  async handle({ fullDays }: QueuePayload<typeof QueueName.MarketCapThinning>): Promise<void> {
    await this.thinOlderThan(fullDays);
  }

  /** Thins once, for this process's MARKET_CAP_HISTORY_FULL_DAYS (nothing when it is 0). */
  async thin(now = new Date()): Promise<MarketCapThinning | null> {
    const fullDays = this.config.analyzer.marketCapHistoryFullDays;
    return fullDays === 0 ? null : this.thinOlderThan(fullDays, now);
  }

  private async thinOlderThan(fullDays: number, now = new Date()): Promise<MarketCapThinning> {
    const started = Date.now();
    const thinning = await thinMarketCapHistory(this.db, fullDays, now);
    if (thinning.deleted > 0) {
      this.logger.info(
        { deleted: thinning.deleted, keptWholeFrom: thinning.keptWholeFrom.toISOString(), whole: thinning.whole, ms: Date.now() - started },
        `thinned the market-cap history older than ${fullDays} days: ${thinning.deleted} observations deleted`,
      );
    }
    return thinning;
  }
}
