import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { rebuildStaleTokens, type Database } from '@solana-hub/db';
import { DATABASE, LOGGER } from '@solana-hub/runtime';

/** How long this extractor stays without a chunk in hand before the tokens its chunks marked are rebuilt. */
const QUIET_MS = 1_000;

/**
 * Rebuilds the tokens replayed batches marked stale (rewriteChangedAlerts with deferRebuilds),
 * once this extractor has had no replay chunk in hand for QUIET_MS: each token once for a whole
 * run, however many batches touched it, rather than once per batch. (A timer from the last
 * write fired between the batches of a run on a loaded machine, where a batch's extraction
 * takes longer than that, and rebuilt the tokens over and over.) Another extractor's
 * rebuild takes the tokens this one has not (rebuildStaleTokens skips those held); `npm run
 * replay` rebuilds what is left at its end, and the analyzer's minute pass what a replay left
 * when its extractor stopped first.
 */
@Injectable()
export class ReplayedTokenRebuilds implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> = Promise.resolve();
  private chunksInHand = 0;
  private marked = false;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs a chunk: no rebuild starts while one is in hand. */
  async whileInHand(chunk: () => Promise<void>): Promise<void> {
    this.chunksInHand += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      await chunk();
    } finally {
      this.chunksInHand -= 1;
      if (this.chunksInHand === 0 && this.marked) this.timer = setTimeout(() => this.startRebuild(), QUIET_MS);
    }
  }

  /** After a batch that marked tokens. */
  markedSome(): void {
    this.marked = true;
  }

  private startRebuild(): void {
    this.timer = null;
    this.marked = false;
    this.rebuilding = this.rebuilding.then(() => this.rebuild());
  }

  async onApplicationShutdown() {
    if (this.timer) clearTimeout(this.timer);
    await this.rebuilding;
  }

  /** A failure leaves the marks: the next quiet moment, or the analyzer's pass, rebuilds them. */
  private async rebuild(): Promise<void> {
    try {
      const tokens = await rebuildStaleTokens(this.db);
      if (tokens > 0) this.logger.debug({ tokens }, 'replayed tokens rebuilt');
    } catch (error) {
      this.logger.error({ err: error }, 'could not rebuild the replayed tokens; the analyzer will');
    }
  }
}
