import { Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { isConnectionError } from './redis-connection.js';
import { queuePayloadSchemas, queueSettings, type QueueName, type QueuePayload } from './queues.js';

export type JobHandler<Q extends QueueName> = (payload: QueuePayload<Q>, job: Job) => Promise<void>;

/**
 * A BullMQ worker's options from the queue's settings, its concurrency overridden where the
 * operator's QUEUE_CONCURRENCY says (config.queueConcurrency; workerQueuesOf refuses a name that
 * is no queue when the service starts).
 */
export function workerOptions(
  name: QueueName,
  connection: Redis,
  prefix: string,
  concurrencyOverrides: Readonly<Record<string, number>> = {},
): WorkerOptions {
  const settings = queueSettings[name];
  return {
    connection,
    prefix,
    concurrency: concurrencyOverrides[name] ?? settings.concurrency,
    lockDuration: settings.lockDurationMs,
    stalledInterval: settings.stalledCheckMs,
    maxStalledCount: settings.maxStalledCount,
  };
}

/**
 * A bare typed worker with the queue's settings, for tests that play a service's part (services
 * use QueueWorker: it logs, measures and drains). A payload that does not parse fails the
 * attempt; a handler's error fails the attempt and BullMQ retries with backoff.
 */
export function startWorker<Q extends QueueName>(
  name: Q,
  connection: Redis,
  prefix: string,
  handle: JobHandler<Q>,
  concurrencyOverrides: Readonly<Record<string, number>> = {},
): Worker {
  const schema = queuePayloadSchemas[name];
  return new Worker(
    name,
    (job: Job) => handle(schema.parse(job.data) as QueuePayload<Q>, job),
    workerOptions(name, connection, prefix, concurrencyOverrides),
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
