import { Injectable } from '@nestjs/common';
import {
  foldArchivedTokenCount,
  foldChannelCallCounts,
  refreshChannelCalls,
  rebuildStaleTokens,
  refreshCollapsedRows,
  storeConfluenceAsClockMoves,
  storeConfluenceScores,
} from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import { z } from 'zod';
import { ScheduledPass } from '../scheduled-pass.js';

/** How often the channel calls are brought up to date and the confluence scores recomputed: the scores lag an alert by up to this. */
export const CHANNEL_SCORES_EVERY_MS = 60_000;
/**
 * How often a pass stores every chat's 7-day hit rate. Each pass rescores the tokens whose calls
 * left the window since the last and one slice of every token that may have a score, all of them
 * every CONFLUENCE_SLICES (10) minutes (storeConfluenceAsClockMoves; the writers score the tokens
 * they write): a score takes in a moved hit rate within 20 minutes, and anything a writer left
 * (a hand-made SQL fix) is put right within 10.
 */
export const HIT_RATES_EVERY_MS = 10 * 60_000;

/** What one pass did. */
export interface ChannelScoresOutcome {
  /** tokens a replay marked and no extractor had rebuilt yet, rebuilt (rebuildStaleTokens) */
  rebuiltTokens: number;
  /** tokens whose calls (and callers) were recomputed */
  recomputedTokens: number;
  /** tokens whose confluence score or callers were written */
  scoredTokens: number;
  /** whether the scores were a full pass (every hit rate and candidate token at once: a hub's first) or the clock's move since the last */
  fullConfluence: boolean;
  /** rows of the Channels page's kept counts and the archived count folded into one per key */
  foldedCountRows: number;
  /** tokens whose collapsed dashboard row was kept anew (refreshCollapsedRows) */
  keptCollapsedRows: number;
}

/**
 * Keeps the Channels figures and the dashboard's confluence scores current
 * (docs/channel-scores.md): a job of the `channel-scores` queue, repeated every minute by a BullMQ
 * job scheduler (one more at once when an analyzer starts), recomputes the calls of the tokens
 * still marked stale (a safety net: the writers refresh what they change) and then moves the
 * tokens' confluence scores with the clock (at a hub's first pass all of them with the chats'
 * hit rates; then each minute those whose calls left the window and a tenth of the rest, the hit
 * rates every HIT_RATES_EVERY_MS). It runs here rather
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
    if (Object.values(pass).some((count) => count !== 0 && count !== false))
      this.logger.debug(pass, 'channel calls and confluence scores refreshed');
  }

  /**
   * One pass as of now. First the tokens a replay marked and left (its extractors rebuild them
   * when quiet, `npm run replay` at its end: a long replay's tokens are rebuilt here every
   * minute, and those of an extractor that stopped first), with their calls. The writers refresh the calls they change right after their commit, so
   * the sweep of stale calls is a safety net: it clears what a writer left when it died or
   * failed between its commit and its refresh, or a hand-made SQL fix (the triggers mark every
   * change), before the scores are taken from the calls (storeScores); and folds the logs of the counts the
   * Channels page's "all" period reads (foldChannelCallCounts), which every calls write grows,
   * and of the archived tokens' count (foldArchivedTokenCount), which every archive grows; and
   * keeps the collapsed dashboard rows of the tokens whose messages changed and have since been
   * left alone (refreshCollapsedRows), so the first load reads them kept rather than computing them.
   */
  async run(now = new Date()): Promise<ChannelScoresOutcome> {
    const rebuiltTokens = await rebuildStaleTokens(this.db);
    const recomputedTokens = await refreshChannelCalls(this.db, now);
    const foldedCountRows = (await foldChannelCallCounts(this.db)) + (await foldArchivedTokenCount(this.db));
    const { scoredTokens, fullConfluence } = await this.storeScores(now);
    const keptCollapsedRows = await refreshCollapsedRows(this.db, { now });
    return { rebuiltTokens, recomputedTokens, scoredTokens, fullConfluence, foldedCountRows, keptCollapsedRows };
  }

  /**
   * The first pass of a hub (no pass time kept) or one whose clock went back is full; the others
   * rescore what the clock moved since the last pass of any analyzer, with every hit rate each
   * HIT_RATES_EVERY_MS. The times are kept in Redis, shared by the analyzers: with several, each
   * takes some of the minute's jobs, and spans counted per process grew to ten minutes and more
   * (every slice at once, the burst the slices are there to avoid). They move only once the scores
   * are stored: a pass that failed leaves the next one the longer span, and two passes at once
   * (one outlasting its minute) rescore overlapping spans, never miss one.
   */
  private async storeScores(now: Date): Promise<{ scoredTokens: number; fullConfluence: boolean }> {
    const [since, hitRatesAt] = await this.passTimes();
    const fullConfluence = since === null || hitRatesAt === null || now < since;
    const everyHitRate = fullConfluence || now.getTime() - hitRatesAt.getTime() >= HIT_RATES_EVERY_MS;
    const scoredTokens = fullConfluence
      ? await storeConfluenceScores(this.db, now)
      : await storeConfluenceAsClockMoves(this.db, since, now, { everyHitRate });
    const at = String(now.getTime());
    await (everyHitRate
      ? this.redis.mset(this.passTimeKey('pass'), at, this.passTimeKey('hit-rates'), at)
      : this.redis.set(this.passTimeKey('pass'), at));
    return { scoredTokens, fullConfluence };
  }

  /** When the last pass ran, and last stored every hit rate; null for a time not kept (a new hub, a Redis that lost it) or unreadable. */
  private async passTimes(): Promise<[Date | null, Date | null]> {
    const stored = await this.redis.mget(this.passTimeKey('pass'), this.passTimeKey('hit-rates'));
    return [dateOf(stored[0]), dateOf(stored[1])];
  }

  private passTimeKey(name: 'pass' | 'hit-rates'): string {
    return `${this.config.redisPrefix}:channel-scores:last-${name}-at`;
  }
}

const storedTimeSchema = z.coerce.number().int().positive();

function dateOf(stored: string | null | undefined): Date | null {
  const parsed = storedTimeSchema.safeParse(stored);
  return parsed.success ? new Date(parsed.data) : null;
}
