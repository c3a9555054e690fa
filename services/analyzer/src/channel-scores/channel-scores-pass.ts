import { Injectable } from '@nestjs/common';
import {
  foldArchivedTokenCount,
  foldChannelCallCounts,
  refreshChannelCalls,
  rebuildStaleTokens,
  refreshCollapsedRows,
  storeConfluenceScores,
} from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the channel calls are brought up to date and the confluence scores recomputed: the scores lag an alert by up to this. */
export const CHANNEL_SCORES_EVERY_MS = 60_000;

/** What one pass did. */
export interface ChannelScoresOutcome {
  /** tokens a replay marked and no extractor had rebuilt yet, rebuilt (rebuildStaleTokens) */
  rebuiltTokens: number;
  /** tokens whose calls (and callers) were recomputed */
  recomputedTokens: number;
  /** tokens whose confluence score or callers were written */
  scoredTokens: number;
  /** rows of the Channels page's kept counts and the archived count folded into one per key */
  foldedCountRows: number;
  /** tokens whose collapsed dashboard row was kept anew (refreshCollapsedRows) */
  keptCollapsedRows: number;
}

/**
 * Keeps the Channels figures and the dashboard's confluence scores current
 * (docs/channel-scores.md): a job of the `channel-scores` queue, repeated every minute by a BullMQ
 * job scheduler (one more at once when an analyzer starts), recomputes the calls of the tokens
 * still marked stale (a safety net: the writers refresh what they change) and then the tokens'
 * confluence scores as of now. It runs here rather
 * than in the gateway so the dashboards' polls never wait behind the pass; each repetition is
 * one job, taken by one analyzer whatever their number, and both steps are idempotent.
 */
@Injectable()
export class ChannelScoresPass extends ScheduledPass<typeof QueueName.ChannelScores> {
  readonly queue = QueueName.ChannelScores;

  /** Schedules the pass, and runs one at once: after a restart or an upgrade the scores need not wait a minute. */
  protected schedule() {
    return { everyMs: CHANNEL_SCORES_EVERY_MS, payload: {}, runNow: true };
  }

  async handle(): Promise<void> {
    const pass = await this.run();
    if (Object.values(pass).some((count) => count > 0)) this.logger.debug(pass, 'channel calls and confluence scores refreshed');
  }

  /**
   * One pass as of now. First the tokens a replay marked and left (its extractors rebuild them
   * when quiet, `npm run replay` at its end: a long replay's tokens are rebuilt here every
   * minute, and those of an extractor that stopped first), with their calls. The writers refresh the calls they change right after their commit, so
   * the sweep of stale calls is a safety net: it clears what a writer left when it died or
   * failed between its commit and its refresh, or a hand-made SQL fix (the triggers mark every
   * change), before the scores are taken from the calls; and folds the logs of the counts the
   * Channels page's "all" period reads (foldChannelCallCounts), which every calls write grows,
   * and of the archived tokens' count (foldArchivedTokenCount), which every archive grows; and
   * keeps the collapsed dashboard rows of the tokens whose messages changed and have since been
   * left alone (refreshCollapsedRows), so the first load reads them kept rather than computing them.
   */
  async run(now = new Date()): Promise<ChannelScoresOutcome> {
    const rebuiltTokens = await rebuildStaleTokens(this.db);
    const recomputedTokens = await refreshChannelCalls(this.db);
    const foldedCountRows = (await foldChannelCallCounts(this.db)) + (await foldArchivedTokenCount(this.db));
    const scoredTokens = await storeConfluenceScores(this.db, now);
    const keptCollapsedRows = await refreshCollapsedRows(this.db, { now });
    return { rebuiltTokens, recomputedTokens, scoredTokens, foldedCountRows, keptCollapsedRows };
  }
}
