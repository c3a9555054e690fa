import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { dropOldMessageTexts, type Database, type MessageTextDrop } from '@solana-hub/db';
import { QueueName, setJobSchedule, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';

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
export class MessageTextRetention implements QueueRole<typeof QueueName.MessageRetention> {
  readonly queue = QueueName.MessageRetention;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Schedules the pass with this process's MESSAGE_RETENTION_DAYS; 0 removes the schedule. */
  async prepare(): Promise<void> {
    const days = this.config.analyzer.messageRetentionDays;
    const schedule = { everyMs: RETENTION_EVERY_MS, payload: { days }, runNow: true };
    await setJobSchedule(this.queue, days === 0 ? null : schedule, this.redis, this.config.redisPrefix);
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
