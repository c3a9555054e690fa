import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { AnalysisResult } from '@solana-hub/contracts';
import { findAnalysis, saveAnalysis, type Database } from '@solana-hub/db';
import { isSolanaAddress } from '@solana-hub/extraction';
import type { Config } from '@solana-hub/config';
import { Producer, QueueName, UnrecoverableError, type QueuePayload, type QueueRole } from '@solana-hub/queue';
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
 * Works the `analysis` queue: makes the token's report, stores it (the gateway reads it once
 * the job completes) and completes the job. A report whose security facts changed (mint or
 * freeze authority, top-10 share) queues a check of the alert rules against the token: a rule
 * on security facts fires on the report, not at the token's next message.
 */
@Injectable()
export class AnalysisWorker implements QueueRole<typeof QueueName.Analysis>, OnModuleDestroy {
  readonly queue = QueueName.Analysis;
  private readonly pacer = new BackgroundPacer(BACKGROUND_ANALYSIS_INTERVAL_MS);
  private readonly reports: Counter<'outcome'>;
  private readonly ruleChecks: Producer<typeof QueueName.AlertRules>;

  constructor(
    private readonly analyst: TokenAnalyst,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.ruleChecks = new Producer(QueueName.AlertRules, redis, config.redisPrefix);
    this.reports = new Counter({
      name: 'analyzer_reports_total',
      help: 'Analysis attempts by outcome: complete (every provider answered), partial, failed',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.ruleChecks.close();
  }

  async handle({ tokenAddress }: QueuePayload<typeof QueueName.Analysis>, job: Job): Promise<void> {
    try {
      await this.process(tokenAddress, job);
    } catch (error) {
      // A first analysis waiting for its slot is not a failure.
      if (!(error instanceof DelayedError)) this.reports.inc({ outcome: 'failed' });
      throw error;
    }
  }

  private async process(tokenAddress: string, job: Job): Promise<void> {
    if (!isSolanaAddress(tokenAddress)) {
      throw new UnrecoverableError(`only Solana tokens can be analyzed: ${tokenAddress} is not a Solana address`);
    }
    const background = isBackgroundAnalysis(job.id);
    if (background && (await this.stepAside(tokenAddress, job))) return;
    const report = await this.report(tokenAddress, background);
    const securityChanged = await saveAnalysis(this.db, tokenAddress, { report, analyzedAt: new Date(report.timestamp) });
    if (securityChanged) await this.checkRules(tokenAddress, Date.parse(report.timestamp));
    this.reports.inc({ outcome: isComplete(report) ? 'complete' : 'partial' });
    this.logger.info(
      { tokenAddress, jobId: job.id, overallRisk: report.overallRisk, source: report.security.source, market: Boolean(report.market) },
      'analysis stored',
    );
  }

  /** The job id makes the check once per report, however many analyzers or retries queue it. */
  private async checkRules(tokenAddress: string, analyzedAt: number): Promise<void> {
    try {
      await this.ruleChecks.add({ id: `rules_security_${tokenAddress}_${analyzedAt}`, payload: { tokenAddress } });
    } catch (error) {
      // The report is stored; the token's next change (a message, a market-cap refresh) checks the rules again.
      this.logger.error({ err: error, tokenAddress }, 'could not queue the alert rules check of a token whose security facts changed');
    }
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
