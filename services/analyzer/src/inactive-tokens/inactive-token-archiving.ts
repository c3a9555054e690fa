import { Injectable } from '@nestjs/common';
import { archiveInactiveTokens } from '@solana-hub/db';
import { QueueName, type QueuePayload } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the analyzer looks for silent tokens: a token leaves the dashboard within this of its period ending. */
export const ARCHIVING_EVERY_MS = 5 * 60_000;

/**
 * Keeps the dashboard bounded: a job of the `token-archiving` queue, repeated every
 * few minutes by a BullMQ job scheduler (the first at once when it is set), archives the tokens
 * with no message (and no restore by the trader) for AUTO_ARCHIVE_DAYS. The statement is
 * idempotent, so a pass run twice does no harm. The gateways see the archived rows through the
 * dashboard fingerprint at their next poll.
 */
@Injectable()
export class InactiveTokenArchiving extends ScheduledPass<typeof QueueName.TokenArchiving> {
  readonly queue = QueueName.TokenArchiving;

  /**
   * Schedules the pass with this process's period, and runs one at once (a period changed and
   * the analyzer restarted applies now, not up to 5 minutes later); AUTO_ARCHIVE_DAYS=0 removes
   * the schedule.
   */
  protected schedule() {
    const inactiveDays = this.config.analyzer.autoArchiveDays;
    return inactiveDays === 0 ? null : { everyMs: ARCHIVING_EVERY_MS, payload: { inactiveDays }, runNow: true };
  }

  async handle({ inactiveDays }: QueuePayload<typeof QueueName.TokenArchiving>): Promise<void> {
    await this.archiveSilentFor(inactiveDays);
  }

  /** Archives the silent tokens once, for this process's AUTO_ARCHIVE_DAYS; answers how many (none when it is 0). */
  async archive(): Promise<number> {
    const days = this.config.analyzer.autoArchiveDays;
    return days === 0 ? 0 : this.archiveSilentFor(days);
  }

  private async archiveSilentFor(days: number): Promise<number> {
    const archived = await archiveInactiveTokens(this.db, days);
    if (archived > 0) this.logger.info({ archived, days }, `archived ${archived} tokens with no message for ${days} days`);
    return archived;
  }
}
