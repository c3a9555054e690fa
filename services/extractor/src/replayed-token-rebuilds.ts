import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { rebuildStaleTokens, type Database } from '@solana-hub/db';
import { DATABASE, LOGGER } from '@solana-hub/runtime';

/** How long the replays stay quiet before the tokens they marked are rebuilt: their batches follow each other closer than this. */
const QUIET_MS = 1_000;

/**
 * Rebuilds the tokens replayed batches marked stale (rewriteChangedAlerts with deferRebuilds),
 * once the replays on this extractor have been quiet for QUIET_MS: each token once for a whole
 * run, however many batches touched it, rather than once per batch. Another extractor's
 * rebuild takes the tokens this one has not (rebuildStaleTokens skips those held); `npm run
 * replay` rebuilds what is left at its end, and the analyzer's minute pass what a replay left
 * when its extractor stopped first.
 */
@Injectable()
export class ReplayedTokenRebuilds implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** After a batch that marked tokens: the rebuild waits for the next quiet moment. */
  afterQuiet(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.rebuilding = this.rebuilding.then(() => this.rebuild());
    }, QUIET_MS);
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
