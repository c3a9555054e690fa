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

/**
 * `queue_jobs{queue, state}`: each queue's depth, counted in Redis when Prometheus scrapes (no
 * timer: a process nobody scrapes asks nothing). Every service answers it, so any one scrape
 * target shows the whole pipeline. While Redis is away the scrape still answers, without these
 * series (a gap, not a stale figure), and the failure is logged once per outage.
 */
@Injectable()
export class QueueDepthMetrics {
  private failing = false;

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
      collect: () => this.count(depth),
    });
  }

  private async count(depth: Gauge): Promise<void> {
    depth.reset();
    try {
      const counts = await withinTime(
        Promise.all([...this.every.queues].map(async ([name, queue]) => [name, await queue.getJobCounts('waiting', 'prioritized', ...COUNTED_AS_THEY_ARE)] as const)),
        HEALTH_CHECK_TIMEOUT_MS,
        () => new Error(`no answer from Redis within ${HEALTH_CHECK_TIMEOUT_MS} ms`),
      );
      for (const [queue, count] of counts) {
        // A job given a priority waits in its own set; for the operator it is waiting all the same.
        depth.set({ queue, state: 'waiting' }, (count.waiting ?? 0) + (count.prioritized ?? 0));
        for (const state of COUNTED_AS_THEY_ARE) depth.set({ queue, state }, count[state] ?? 0);
      }
      if (this.failing) this.logger.info('queue depths can be counted again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.logger.warn({ err: error }, 'cannot count the queues for /metrics; their depths are left out until Redis answers');
      this.failing = true;
    }
  }
}
