import { Injectable } from '@nestjs/common';
import { dropOldMessageTexts, type MessageTextDrop } from '@solana-hub/db';
import { QueueName, type QueuePayload } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the retention passes: texts are kept by whole days, so a pass a day drops each within a day of its time. */
export const RETENTION_EVERY_MS = 24 * 3_600_000;

/**
 * The message retention a trader sets (MESSAGE_RETENTION_DAYS, off by default): a job of the
 * `message-retention` queue, repeated daily by a BullMQ job scheduler (one more at once when an
 * analyzer starts), drops the raw text of archived tokens' messages older than that many days,
 * keeping everything read from it (libs/db's dropOldMessageTexts). Idempotent, in short
 * statements, so a pass run twice or beside the extractors does no harm.
 */
@Injectable()
export class MessageTextRetention extends ScheduledPass<typeof QueueName.MessageRetention> {
  readonly queue = QueueName.MessageRetention;

  /** Schedules the pass with this process's MESSAGE_RETENTION_DAYS; 0 removes the schedule. */
  protected schedule() {
    const days = this.config.analyzer.messageRetentionDays;
    return days === 0 ? null : { everyMs: RETENTION_EVERY_MS, payload: { days }, runNow: true };
  }

  async handle({ days }: QueuePayload<typeof QueueName.MessageRetention>): Promise<void> {
    await this.dropOlderThan(days);
  }

  private async dropOlderThan(days: number): Promise<MessageTextDrop> {
    const started = Date.now();
    const drop = await dropOldMessageTexts(this.db, days);
    this.logger.info(
      { messages: drop.messages, statements: drop.statements, droppedBefore: drop.droppedBefore.toISOString(), ms: Date.now() - started },
      `message retention: the text of ${drop.messages} archived tokens' messages older than ${days} days dropped`,
    );
    return drop;
  }
}
