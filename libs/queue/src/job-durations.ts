import { Histogram, type Registry } from 'prom-client';
import type { QueueName } from './queues.js';

/**
 * How an attempt of a job ended in this process: completed; failed and retried with backoff;
 * failed for good (kept in the failed set); delayed by its handler (BullMQ's DelayedError: a
 * paced analysis, an AI budget spent); handed back to the queue unfinished when the process stopped.
 */
export type AttemptOutcome = 'completed' | 'retried' | 'failed' | 'delayed' | 'handed back';

export type JobDurations = Histogram<'queue' | 'outcome'>;

/** Per registry, so the workers of one process share one metric (prom-client refuses a name twice). */
const perRegistry = new WeakMap<Registry, JobDurations>();

/**
 * `queue_job_duration_seconds{queue, outcome}`: the time of each attempt, by how it ended; its
 * `_count` series are the outcomes' counts. Buckets from a raw message's milliseconds to an AI
 * extraction's minutes.
 */
export function jobDurations(registry: Registry): JobDurations {
  const existing = perRegistry.get(registry);
  if (existing) return existing;
  const histogram = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time of each job attempt this process ran, by queue and outcome (completed, retried, failed, delayed, handed back)',
    labelNames: ['queue', 'outcome'],
    buckets: [0.005, 0.025, 0.1, 0.25, 1, 2.5, 10, 30, 60, 180],
    registers: [registry],
  });
  perRegistry.set(registry, histogram);
  return histogram;
}

export function observeAttempt(durations: JobDurations, queue: QueueName, outcome: AttemptOutcome, startedAt: number): void {
  durations.observe({ queue, outcome }, (performance.now() - startedAt) / 1_000);
}
