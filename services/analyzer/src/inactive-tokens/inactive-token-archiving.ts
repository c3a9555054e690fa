import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { archiveInactiveTokens, type Database } from '@solana-hub/db';
import { CONFIG, DATABASE, LOGGER } from '@solana-hub/runtime';

/** How often the analyzer looks for silent tokens: a token leaves the dashboard within this of its period ending. */
export const ARCHIVING_EVERY_MS = 5 * 60_000;

/**
 * Keeps the dashboard bounded (issue 13): once at start and every few minutes, archives the
 * tokens with no message (and no restore by the trader) for AUTO_ARCHIVE_DAYS. The statement is
 * idempotent and safe when every analyzer replica runs it, so no replica takes a turn. The
 * gateways see the archived rows through the dashboard fingerprint at their next poll.
 */
@Injectable()
export class InactiveTokenArchiving implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.analyzer.autoArchiveDays === 0) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), ARCHIVING_EVERY_MS);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Archives the silent tokens once; answers how many (none when AUTO_ARCHIVE_DAYS is 0). */
  async archive(): Promise<number> {
    const days = this.config.analyzer.autoArchiveDays;
    if (days === 0) return 0;
    const archived = await archiveInactiveTokens(this.db, days);
    if (archived > 0) this.logger.info({ archived, days }, `archived ${archived} tokens with no message for ${days} days`);
    return archived;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.archive()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'archiving inactive tokens failed; the next pass tries again'))
      .finally(() => {
        this.running = null;
      });
  }
}
