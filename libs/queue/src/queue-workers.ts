import type { Job } from 'bullmq';
import type { Config } from '@solana-hub/config';
import { QueueWorker, type QueueWorkerOptions } from './queue-worker.js';
import type { QueueName, QueuePayload } from './queues.js';

/** What a service does with one queue's jobs; the lifecycle around it is QueueWorkers'. */
export interface QueueRole<Q extends QueueName> {
  readonly queue: Q;
  /** Runs before the worker takes its first job: templates loaded, a job scheduler set. */
  prepare?(): Promise<void>;
  handle(payload: QueuePayload<Q>, job: Job): Promise<void>;
}

export type AnyQueueRole = { [Q in QueueName]: QueueRole<Q> }[QueueName];

export type QueueWorkersOptions = Omit<QueueWorkerOptions, 'concurrencyOverrides'> & {
  config: Pick<Config, 'queueConcurrency' | 'shutdownGraceMs'>;
};

/**
 * What is left of the grace period for draining the workers: the rest, a fifth and at most
 * 5 s, is for what closes after them (the HTTP server, the database pool, Redis).
 */
export function drainBudgetMs(shutdownGraceMs: number): number {
  return shutdownGraceMs - Math.min(5_000, shutdownGraceMs / 5);
}

/**
 * The workers of one process, one per role it was given (the queues WORKER_QUEUES picked:
 * workerQueuesOf): started in order once each role is prepared, stopped together within the
 * process's grace period.
 */
export class QueueWorkers {
  private readonly running: Array<QueueWorker<QueueName>> = [];

  constructor(
    private readonly roles: readonly AnyQueueRole[],
    private readonly options: QueueWorkersOptions,
  ) {}

  get queues(): QueueName[] {
    return this.running.map((worker) => worker.queue);
  }

  async start(): Promise<void> {
    for (const role of this.roles) {
      await role.prepare?.();
      this.running.push(this.startRole(role));
    }
    this.options.log.info({ queues: this.queues }, `working on ${this.queues.join(', ') || 'no queue'}`);
  }

  async stop(): Promise<void> {
    const drainMs = drainBudgetMs(this.options.config.shutdownGraceMs);
    await Promise.all(this.running.splice(0).map((worker) => worker.stop(drainMs)));
  }

  private startRole<Q extends QueueName>(role: QueueRole<Q>): QueueWorker<Q> {
    return new QueueWorker(role.queue, (payload, job) => role.handle(payload, job), {
      ...this.options,
      concurrencyOverrides: this.options.config.queueConcurrency,
    });
  }
}
