import { Injectable } from '@nestjs/common';
import { thinMarketCapHistory, type MarketCapThinning } from '@solana-hub/db';
import { QueueName, type QueuePayload } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the old market-cap history is thinned: the observations are thinned by whole hours, one more each hour. */
export const THINNING_EVERY_MS = 3_600_000;
/** An hourly pass looks at the observations of this long before its bound: an hour's work, and a pause of a day or so. */
const RECENT_PASS_MS = 2 * 24 * 3_600_000;
/** A pass looks at the whole history when none has for a day: the backlog after an upgrade or a long pause. */
const WHOLE_PASS_EVERY_MS = 24 * 3_600_000;

/**
 * Keeps `refreshed_market_caps` from growing without bound (docs/channel-scores.md,
 * "Thinning old observations"): a job of the `market-cap-thinning` queue, repeated every hour by
 * a BullMQ job scheduler (one more at once when an analyzer starts), thins the refresh's
 * observations older than MARKET_CAP_HISTORY_FULL_DAYS to the few an hour that keep every
 * call's figures. The pass is idempotent, so a repetition run twice does no harm. It looks only at
 * the last two days before its bound (the refresh writes observations as it makes them), except
 * one a day, which looks at the whole history (reading every observation: some 28 s on a year's).
 * When that pass last ran is kept in Redis, shared by every analyzer and kept across restarts, so
 * a deploy or a restart does not read the whole history again; a lost key costs one more whole
 * pass.
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
    // The key lives a day from the whole pass that set it: while it exists, the passes are recent ones.
    const whole = (await this.redis.exists(this.wholePassKey())) === 0;
    const since = whole ? null : new Date(now.getTime() - fullDays * 24 * 3_600_000 - RECENT_PASS_MS);
    const thinning = await thinMarketCapHistory(this.db, fullDays, now, since);
    if (whole) await this.redis.set(this.wholePassKey(), new Date(started).toISOString(), 'PX', WHOLE_PASS_EVERY_MS);
    if (thinning.deleted > 0) {
      this.logger.info(
        { deleted: thinning.deleted, keptWholeFrom: thinning.keptWholeFrom.toISOString(), whole, ms: Date.now() - started },
        `thinned the market-cap history older than ${fullDays} days: ${thinning.deleted} observations deleted`,
      );
    }
    return thinning;
  }

  /** When the last pass over the whole history started; it expires a day after that pass ended. */
  private wholePassKey(): string {
    return `${this.config.redisPrefix}:market-cap-thinning:whole-pass-at`;
  }
}
