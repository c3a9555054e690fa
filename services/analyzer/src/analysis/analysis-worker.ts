import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, type Job, type Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import type { AnalysisResult } from '@solana-hub/contracts';
import { findAnalysis, saveAnalysis, type Database } from '@solana-hub/db';
import { isSolanaAddress } from '@solana-hub/extraction';
import { logWorkerErrors, QueueName, startWorker, UnrecoverableError } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { TokenAnalyst, NoDataError } from './token-analyst.js';
import { BackgroundPacer } from './background-pacer.js';
import { isBackgroundAnalysis } from './analysis-job.js';

/**
 * First analyses of new tokens run at most one per this many ms (30 a minute): each costs a
 * DexScreener and a RugCheck request, so a burst of hundreds of new tokens stays well inside
 * the providers' budgets and leaves room for the reports traders are waiting for.
 */
export const BACKGROUND_ANALYSIS_INTERVAL_MS = 2_000;

/**
 * Consumes the `analysis` queue: makes the token's report, stores it (the gateway reads it once
 * the job completes) and completes the job. Closing waits for the jobs in hand.
 */
@Injectable()
export class AnalysisWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pacer = new BackgroundPacer(BACKGROUND_ANALYSIS_INTERVAL_MS);
  private readonly reports: Counter<'outcome'>;

  constructor(
    private readonly analyst: TokenAnalyst,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.reports = new Counter({
      name: 'analyzer_reports_total',
      help: 'Analysis jobs by outcome: complete (every provider answered), partial, failed',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  onApplicationBootstrap(): void {
    this.worker = startWorker(QueueName.Analysis, this.redis, this.config.redisPrefix, (payload, job) => this.process(payload.tokenAddress, job), this.config.queueConcurrency);
    this.worker.on('failed', (job, error) => {
      this.reports.inc({ outcome: 'failed' });
      this.logger.error({ jobId: job?.id, tokenAddress: job?.data?.tokenAddress, attempts: job?.attemptsMade, reason: error.message }, 'analysis failed');
    });
    logWorkerErrors(this.worker, this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }

  private async process(tokenAddress: string, job: Job): Promise<void> {
    if (!isSolanaAddress(tokenAddress)) {
      throw new UnrecoverableError(`only Solana tokens can be analyzed: ${tokenAddress} is not a Solana address`);
    }
    const background = isBackgroundAnalysis(job.id);
    if (background && (await this.stepAside(tokenAddress, job))) return;
    const report = await this.report(tokenAddress, background);
    await saveAnalysis(this.db, tokenAddress, { report, analyzedAt: new Date(report.timestamp) });
    this.reports.inc({ outcome: isComplete(report) ? 'complete' : 'partial' });
    this.logger.info({ tokenAddress, jobId: job.id, overallRisk: report.overallRisk, source: report.security.source, market: Boolean(report.market) }, 'analysis stored');
  }

  /**
   * A first analysis is not needed once the token has any report; otherwise it waits for its
   * slot in the delayed state, where it holds no worker. True when the job is done.
   */
  private async stepAside(tokenAddress: string, job: Job): Promise<boolean> {
    if (await findAnalysis(this.db, tokenAddress)) return true;
    const slot = this.pacer.slotFor(job.id ?? tokenAddress);
    if (slot === null) return false;
    await job.moveToDelayed(slot, job.token);
    throw new DelayedError();
  }

  private async report(tokenAddress: string, background: boolean): Promise<AnalysisResult> {
    try {
      return await this.analyst.analyze(tokenAddress);
    } catch (error) {
      // A trader is waiting: the reason reaches the page now rather than after BullMQ's retries;
      // the page's Retry and its 60 s refresh ask again. First analyses retry with backoff.
      if (error instanceof NoDataError && !background) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}

/** Every provider answered: RugCheck for security (alone or with gaps the alerts filled) and DexScreener for the market. */
function isComplete(report: AnalysisResult): boolean {
  return report.security.source.startsWith('rugcheck') && report.market?.dexName != null;
}
