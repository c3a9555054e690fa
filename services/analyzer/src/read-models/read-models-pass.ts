import { Injectable } from '@nestjs/common';
import { foldArchivedTokenCount, foldChannelCallCounts, refreshCollapsedRows } from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/**
 * How often the tables kept for the readers are brought up to date. Each pass reads the logs the
 * writers appended since the last (a mark per token a statement touched, a row per count a calls
 * write moved): at 1,000 alerts a second a minute's logs were some 145,000 marks, and their pick
 * and fold, once a minute, were the slowest 200-280 ms of PostgreSQL's minute, alerts waiting
 * behind them. Every 10 s each pass reads a sixth of that.
 */
export const READ_MODELS_EVERY_MS = 10_000;

/**
 * How often a pass also keeps the collapsed rows of dashboard tokens that have none and no mark
 * (refreshCollapsedRows' `missingRows`, a safety net): it reads every dashboard token, which at
 * every pass would cost more than the marks it reads.
 */
export const MISSING_ROWS_EVERY_MS = 60_000;

/** What one pass did. */
export interface ReadModelsOutcome {
  /** rows of the Channels page's kept counts and of the archived count folded into one per key */
  foldedCountRows: number;
  /** tokens whose collapsed dashboard row was kept anew (refreshCollapsedRows) */
  keptCollapsedRows: number;
}

/**
 * Keeps the tables the readers read instead of computing: a job of the `read-models` queue,
 * repeated every READ_MODELS_EVERY_MS by a BullMQ job scheduler (one more at once when an analyzer
 * starts), folds the logs of the counts the Channels page's "all" period reads
 * (foldChannelCallCounts), which every calls write grows, and of the archived tokens' count
 * (foldArchivedTokenCount), which every archive grows; then keeps the collapsed dashboard rows
 * of the tokens whose messages changed and have since been left alone (refreshCollapsedRows), so
 * the first load reads them kept rather than computing them. A reader never waits for it: what
 * is not folded or kept yet, it sums or computes itself. Both steps are idempotent and safe
 * beside the writers and another pass.
 */
@Injectable()
export class ReadModelsPass extends ScheduledPass<typeof QueueName.ReadModels> {
  readonly queue = QueueName.ReadModels;
  /** When this process last kept the missing rows: each analyzer does it at most once a minute, and any of them may. */
  private missingRowsAt = Number.NEGATIVE_INFINITY;

  protected schedule() {
    return { everyMs: READ_MODELS_EVERY_MS, payload: {}, runNow: true };
  }

  async handle(): Promise<void> {
    const pass = await this.run();
    if (pass.foldedCountRows > 0 || pass.keptCollapsedRows > 0) this.logger.debug(pass, 'read models kept');
  }

  /** One pass as of `now`; the first of the process, and one a minute after, also keeps the missing rows. */
  async run(now = new Date()): Promise<ReadModelsOutcome> {
    const foldedCountRows = (await foldChannelCallCounts(this.db)) + (await foldArchivedTokenCount(this.db));
    const missingRows = now.getTime() - this.missingRowsAt >= MISSING_ROWS_EVERY_MS || now.getTime() < this.missingRowsAt;
    const keptCollapsedRows = await refreshCollapsedRows(this.db, { now, missingRows });
    if (missingRows) this.missingRowsAt = now.getTime();
    return { foldedCountRows, keptCollapsedRows };
  }
}
