import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { Database } from '@solana-hub/db';
import { setJobSchedule, type JobSchedule, type QueueName, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';

/**
 * A pass the analyzer repeats on its queue's one BullMQ job scheduler (market caps, archiving,
 * channel scores, thinning, retention). Every analyzer sets the scheduler as it starts, with its
 * own settings, so one exists while any analyzer runs; a setting that turns the pass off removes
 * it. The repetitions are the queue's jobs like any other: one analyzer takes each, failures are
 * retried, and the passes are idempotent.
 */
export abstract class ScheduledPass<Q extends QueueName> implements QueueRole<Q> {
  abstract readonly queue: Q;

  // A pass without dependencies of its own declares no constructor: Nest injects these. One with
  // more declares these four first, in this order, then its own (Nest reads these @Inject marks
  // through the prototype chain, by position).
  constructor(
    @Inject(DATABASE) protected readonly db: Kysely<Database>,
    @Inject(REDIS) protected readonly redis: Redis,
    @Inject(CONFIG) protected readonly config: Config,
    @Inject(LOGGER) protected readonly logger: Logger,
  ) {}

  /** This process's schedule of the pass; null when its setting turns the pass off. */
  protected abstract schedule(): JobSchedule<Q> | null;

  async prepare(): Promise<void> {
    await setJobSchedule(this.queue, this.schedule(), this.redis, this.config.redisPrefix);
  }

  abstract handle(payload: QueuePayload<Q>, job: Job): Promise<void>;
}
