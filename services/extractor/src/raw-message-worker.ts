import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { failedForGood, logWorkerErrors, QueueName, startWorker } from '@solana-hub/queue';
import { CONFIG, LOGGER, REDIS } from '@solana-hub/runtime';
import { AlertPipeline } from './alert-pipeline.js';
import { TemplateCatalog } from './template-catalog.js';

/** Consumes the raw-messages queue. Closing waits for the jobs in hand, so a deploy loses none. */
@Injectable()
export class RawMessageWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;

  constructor(
    private readonly pipeline: AlertPipeline,
    private readonly templates: TemplateCatalog,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    await this.templates.start();
    this.worker = startWorker(QueueName.RawMessages, this.redis, this.config.redisPrefix, (payload) => this.pipeline.process(payload), this.config.queueConcurrency);
    this.worker.on('failed', (job, error) => {
      // A database restart fails every job of the batches in hand: one line each, without a
      // stack, until a job has used every attempt.
      if (!failedForGood(job)) this.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, problem: error.message }, 'raw message failed; BullMQ retries it with backoff');
      else this.logger.error({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'raw message failed every attempt; kept in the failed set for `npm run retry-failed`');
    });
    logWorkerErrors(this.worker, this.logger);
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }
}
