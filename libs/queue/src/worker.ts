import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { isConnectionError } from './redis-connection.js';
import { queuePayloadSchemas, queueSettings, type QueueName, type QueuePayload } from './queues.js';

export type JobHandler<Q extends QueueName> = (payload: QueuePayload<Q>, job: Job) => Promise<void>;

/**
 * A typed worker with the queue's settings, its concurrency overridden where the operator's
 * QUEUE_CONCURRENCY says (config.queueConcurrency; a name that is no queue is refused, so a typo
 * does not pass unnoticed). A payload that does not parse fails the job (kept with its error);
 * a handler's error fails the attempt and BullMQ retries with backoff. Errors are not caught
 * here: a caught error would turn a failure into a silent success.
 */
export function startWorker<Q extends QueueName>(
  name: Q,
  connection: Redis,
  prefix: string,
  handle: JobHandler<Q>,
  concurrencyOverrides: Readonly<Record<string, number>> = {},
): Worker {
  const unknown = Object.keys(concurrencyOverrides).filter((queue) => !(queue in queueSettings));
  if (unknown.length > 0) throw new Error(`QUEUE_CONCURRENCY names no queue: ${unknown.join(', ')} (queues: ${Object.keys(queueSettings).join(', ')})`);
  const settings = queueSettings[name];
  const schema = queuePayloadSchemas[name];
  return new Worker(
    name,
    async (job: Job) => {
      const payload = schema.parse(job.data) as QueuePayload<Q>;
      await handle(payload, job);
    },
    {
      connection,
      prefix,
      concurrency: concurrencyOverrides[name] ?? settings.concurrency,
      lockDuration: settings.lockDurationMs,
      stalledInterval: settings.stalledCheckMs,
      maxStalledCount: settings.maxStalledCount,
    },
  );
}

/** Whether a failed job is done trying (kept in the failed set) rather than waiting for its next attempt. */
export function failedForGood(job: Job | undefined): boolean {
  return typeof job?.finishedOn === 'number';
}

/**
 * Logs a worker's errors, but not its connection's: BullMQ repeats every failed reconnect
 * while Redis is away, and the connection reports the outage itself, once (connectRedis).
 */
export function logWorkerErrors(worker: Worker, log: { error(details: Record<string, unknown>, message: string): void }): void {
  worker.on('error', (error) => {
    if (!isConnectionError(error)) log.error({ err: error, queue: worker.name }, 'worker error');
  });
}
