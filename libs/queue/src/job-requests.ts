import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { ignoreConnectionErrors, jobOptions, type QueueJob } from './producer.js';
import { queuePayloadSchemas, type QueueName } from './queues.js';

/** How a requested job ended, as far as the requester waited. */
export type JobOutcome = { status: 'completed' } | { status: 'failed'; reason: string } | { status: 'late' };

/**
 * Adds a job and waits for its end, for a caller that needs the result now (a page waiting for
 * its analysis). Adding a job whose id exists joins it, so concurrent requests for the same
 * thing share one job. Needs a connection of its own for the queue's event stream.
 */
export class JobRequests<Q extends QueueName> {
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  constructor(
    readonly name: Q,
    connection: Redis,
    eventsConnection: Redis,
    prefix: string,
  ) {
    this.queue = new Queue(name, { connection, prefix });
    this.events = new QueueEvents(name, { connection: eventsConnection, prefix });
    ignoreConnectionErrors(this.queue);
    ignoreConnectionErrors(this.events);
  }

  async request(job: QueueJob<Q>, waitMs: number): Promise<JobOutcome> {
    const added = await this.queue.add(this.name, queuePayloadSchemas[this.name].parse(job.payload), {
      ...jobOptions(this.name),
      jobId: job.id,
    });
    try {
      await added.waitUntilFinished(this.events, waitMs);
      return { status: 'completed' };
    } catch (error) {
      // The wait ends in an error both when the job failed and when time ran out: the job's
      // state tells which.
      const state = await this.queue.getJobState(job.id);
      if (state !== 'failed') return { status: 'late' };
      const failed = await this.queue.getJob(job.id);
      return { status: 'failed', reason: failed?.failedReason || (error instanceof Error ? error.message : String(error)) };
    }
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}
