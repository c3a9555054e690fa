import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { queuePayloadSchemas, queueSettings, type QueueName, type QueuePayload } from './queues.js';

export interface QueueJob<Q extends QueueName> {
  /**
   * Derived from the payload's identity, so adding the same job twice is a no-op (on a queue
   * whose settings say onceWhileUnfinished, only while the first is unfinished).
   */
  id: string;
  payload: QueuePayload<Q>;
  /**
   * BullMQ's priority, 1 (first) and up; a job without one goes before every job with one, so
   * bulk work (a replay) given a priority never holds up the live jobs queued behind it.
   */
  priority?: number;
}

/** A typed producer. Every add is awaited by the caller: a failed enqueue must reach it. */
export class Producer<Q extends QueueName> {
  private readonly queue: Queue;

  constructor(
    readonly name: Q,
    connection: Redis,
    prefix: string,
  ) {
    this.queue = new Queue(name, { connection, prefix });
    ignoreConnectionErrors(this.queue);
  }

  async addBulk(jobs: ReadonlyArray<QueueJob<Q>>): Promise<void> {
    const schema = queuePayloadSchemas[this.name];
    await this.queue.addBulk(
      jobs.map((job) => ({
        name: this.name,
        data: schema.parse(job.payload),
        opts: { ...jobOptions(this.name), ...identified(this.name, job.id), priority: job.priority },
      })),
    );
  }

  async add(job: QueueJob<Q>): Promise<void> {
    await this.addBulk([job]);
  }

  /** Jobs not finished yet, for metrics and tests. */
  async pendingCount(): Promise<number> {
    return this.queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * BullMQ repeats its connection's errors on every queue built on it and, without a listener,
 * prints each. The connection reports them itself, once per outage (connectRedis).
 */
export function ignoreConnectionErrors(emitter: { on(event: 'error', listener: (error: Error) => void): unknown }): void {
  emitter.on('error', () => undefined);
}

/** How a job's id deduplicates it: for good (its BullMQ id), or while unfinished (QueueSettings.onceWhileUnfinished). */
function identified(name: QueueName, id: string): JobsOptions {
  return queueSettings[name].onceWhileUnfinished ? { deduplication: { id } } : { jobId: id };
}

/** Attempts, backoff and retention of a queue's jobs, from its settings. */
export function jobOptions(name: QueueName): JobsOptions {
  const settings = queueSettings[name];
  return {
    attempts: settings.attempts,
    backoff: { type: 'exponential', delay: settings.backoffMs },
    removeOnComplete: { age: settings.keepCompletedSeconds },
    removeOnFail: { age: settings.keepFailedSeconds },
  };
}
