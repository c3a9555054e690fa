import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { analysisResultSchema, describeZodError, type AnalysisResult } from '@solana-hub/contracts';
import { findAnalysis, type Database, type StoredAnalysis } from '@solana-hub/db';
import { JobRequests, QueueName } from '@solana-hub/queue';
import { CONFIG, DATABASE, REDIS } from '@solana-hub/runtime';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings.js';

/** A report this recent is answered as is: the analysis page refreshes every 60 s. */
export const ANALYSIS_FRESH_MS = 60_000;

/** What GET /api/analyze/full can answer. */
export type AnalysisAnswer =
  { status: 'report'; report: AnalysisResult; stale: boolean } | { status: 'late' } | { status: 'failed'; reason: string };

/**
 * A token's security and market report: the stored one while it is fresh, else one the analyzer
 * makes now (an `analysis` job, awaited up to `analysisWaitMs`). When the analyzer is late or
 * fails, an older report is still worth showing, marked stale.
 */
@Injectable()
export class TokenAnalysis implements OnApplicationShutdown {
  private readonly jobs: JobRequests<typeof QueueName.Analysis>;
  private readonly eventsConnection: Redis;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {
    this.eventsConnection = redis.duplicate();
    this.jobs = new JobRequests(QueueName.Analysis, redis, this.eventsConnection, config.redisPrefix);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    this.eventsConnection.disconnect();
  }

  async report(tokenAddress: string): Promise<AnalysisAnswer> {
    const stored = await findAnalysis(this.db, tokenAddress);
    if (stored && isFresh(stored)) return reportOf(stored);
    const job = { id: analysisJobId(tokenAddress, Date.now()), payload: { tokenAddress } };
    const outcome = await this.jobs.request(job, this.settings.analysisWaitMs);
    const latest = (outcome.status === 'completed' ? await findAnalysis(this.db, tokenAddress) : null) ?? stored;
    if (latest) return reportOf(latest);
    return outcome.status === 'completed' ? { status: 'failed', reason: 'the analyzer finished without storing a report' } : outcome;
  }
}

function isFresh(stored: StoredAnalysis): boolean {
  return Date.now() - stored.analyzedAt.getTime() <= ANALYSIS_FRESH_MS;
}

/** The stored report, checked: the analyzer is another process, and the table holds any JSON. */
function reportOf(stored: StoredAnalysis): AnalysisAnswer {
  const parsed = analysisResultSchema.safeParse(stored.report);
  if (!parsed.success) return { status: 'failed', reason: `the stored report is not valid (${describeZodError(parsed.error)})` };
  return { status: 'report', report: parsed.data, stale: !isFresh(stored) };
}

/**
 * Requests for the same token within the same minute share one job. A minute later the id is
 * new, so a failed job (kept for its error) does not answer for the token forever.
 */
export function analysisJobId(tokenAddress: string, now: number): string {
  return `full_${tokenAddress}_${Math.floor(now / ANALYSIS_FRESH_MS)}`;
}
