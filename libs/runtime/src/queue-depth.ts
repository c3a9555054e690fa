import { Inject, Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import type { Logger } from 'pino';
import { LOGGER, QUEUES } from './tokens.js';
import { HEALTH_CHECK_TIMEOUT_MS, Metrics } from './health.js';
import type { EveryQueue } from './every-queue.js';
import { withinTime } from './within-time.js';

/**
 * The states an operator watches beside `waiting` (work piling up): in hand, waiting for a retry
 * or a time, given up on.
 */
const COUNTED_AS_THEY_ARE = ['active', 'delayed', 'failed'] as const;

/** One queue as a scrape reads it. */
interface QueueReading {
  queue: string;
  counts: Record<string, number>;
  paused: boolean;
}

/**
 * `queue_jobs{queue, state}`: each queue's depth, and `queue_paused{queue}` (1 for a queue paused
 * from the board: its jobs wait whatever the workers), read in Redis when Prometheus scrapes (no
 * timer: a process nobody scrapes asks nothing). Every service answers them, so any one scrape
 * target shows the whole pipeline. While Redis is away the scrape still answers, without these
 * series (a gap, not a stale figure), and the failure is logged once per outage.
 */
@Injectable()
export class QueueDepthMetrics {
  private failing = false;
  /** The reading of the scrape under way: the registry collects both gauges at once, and they share it. */
  private reading: Promise<QueueReading[] | null> | null = null;

  constructor(
    @Inject(QUEUES) private readonly every: EveryQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    // Named, not read from decorator metadata: tsx (esbuild) runs this source without any.
    @Inject(Metrics) metrics: Metrics,
  ) {
    const depth: Gauge = new Gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state (waiting includes prioritized jobs)',
      labelNames: ['queue', 'state'],
      registers: [metrics.registry],
      collect: async () => {
        const queues = await this.read();
        depth.reset();
        for (const { queue, counts } of queues ?? []) {
          // A job given a priority waits in its own set; for the operator it is waiting all the same.
          depth.set({ queue, state: 'waiting' }, (counts.waiting ?? 0) + (counts.prioritized ?? 0));
          for (const state of COUNTED_AS_THEY_ARE) depth.set({ queue, state }, counts[state] ?? 0);
        }
      },
    });
    const paused: Gauge = new Gauge({
      name: 'queue_paused',
      help: 'Whether each queue is paused (1): its jobs wait, whatever the workers',
      labelNames: ['queue'],
      registers: [metrics.registry],
      collect: async () => {
        const queues = await this.read();
        paused.reset();
        for (const queue of queues ?? []) paused.set({ queue: queue.queue }, queue.paused ? 1 : 0);
      },
    });
  }

  private read(): Promise<QueueReading[] | null> {
    this.reading ??= this.readQueues().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Every queue's counts and pause, or null (logged once per outage) when Redis does not answer in time. */
  private async readQueues(): Promise<QueueReading[] | null> {
    try {
      const queues = await withinTime(
        Promise.all(
          [...this.every.queues].map(async ([queue, bull]) => {
            const [counts, paused] = await Promise.all([
              bull.getJobCounts('waiting', 'prioritized', ...COUNTED_AS_THEY_ARE),
              bull.isPaused(),
            ]);
            return { queue, counts, paused };
          }),
        ),
        HEALTH_CHECK_TIMEOUT_MS,
        () => new Error(`no answer from Redis within ${HEALTH_CHECK_TIMEOUT_MS} ms`),
      );
      if (this.failing) this.logger.info('queue depths can be counted again');
      this.failing = false;
      return queues;
    } catch (error) {
      if (!this.failing)
        this.logger.warn({ err: error }, 'cannot count the queues for /metrics; their depths are left out until Redis answers');
      this.failing = true;
      return null;
    }
  }
}
