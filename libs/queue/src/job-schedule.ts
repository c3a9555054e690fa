import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ignoreConnectionErrors, jobOptions } from './producer.js';
import { queuePayloadSchemas, type QueueName, type QueuePayload } from './queues.js';

export interface JobSchedule<Q extends QueueName> {
  everyMs: number;
  payload: QueuePayload<Q>;
  /**
   * Also run once now, even when the scheduler already exists (a scheduler set again with the
   * same settings keeps its own pace): for work a restart should not leave a whole period
   * waiting. Every process that starts adds its run: such work must be idempotent.
   */
  runNow?: boolean;
}

/**
 * Sets the queue's one job scheduler (BullMQ repeats a job with this payload every `everyMs`,
 * the first at once when the scheduler is new), or removes it (null). Every process working the
 * queue sets it as it starts, with the same settings, so a scheduler exists while any does; the
 * jobs are the queue's like any other (retried, kept, shown, shared between replicas).
 */
export async function setJobSchedule<Q extends QueueName>(
  name: Q,
  schedule: JobSchedule<Q> | null,
  connection: Redis,
  prefix: string,
): Promise<void> {
  const queue = new Queue(name, { connection, prefix });
  ignoreConnectionErrors(queue);
  try {
    if (schedule === null) await queue.removeJobScheduler(name);
    else {
      const data = queuePayloadSchemas[name].parse(schedule.payload);
      await queue.upsertJobScheduler(name, { every: schedule.everyMs }, { name, data, opts: jobOptions(name) });
      if (schedule.runNow) await queue.add(name, data, jobOptions(name));
    }
  } finally {
    await queue.close();
  }
}
