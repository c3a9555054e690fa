import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { usableTemplates, type Database } from '@solana-hub/db';
import type { Template } from '@solana-hub/extraction';
import { subscribeToEvents } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { withAiFallback } from './ai/ai-fallback.js';

/** Pauses between attempts to read the templates at start: 1 s, doubling up to 30 s. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** The replay runs remembered as read with fresh templates (a run's jobs come within minutes). */
const RUNS_REMEMBERED = 100;

/**
 * The templates the extractor classifies with: read from the database at start and again
 * whenever any service publishes `templates.changed`, so an edit applies without a restart,
 * and whenever the subscription comes back after Redis was away (a change may have been
 * published meanwhile). With the AI fallback on (config openAi.fallback), its template comes
 * last (ai/ai-fallback.ts).
 */
@Injectable()
export class TemplateCatalog implements OnModuleDestroy {
  private templates: readonly Template[] = [];
  private subscriber: Redis | null = null;
  private started: Promise<void> | null = null;
  private loaded = false;
  private closed = false;
  /** The reload each recent replay run waited for, by run. */
  private readonly runReloads = new Map<string, Promise<void>>();

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  current(): readonly Template[] {
    return this.templates;
  }

  /**
   * The templates read once more for a replay run, on its first message here: a run queued right
   * after a template was saved (Save and replay, or `npm run replay` after an edit) must not be
   * read with the templates held before the save, and the change event that reloads them may
   * still be on its way. Every later message of the run shares that one reload.
   */
  async freshFor(run: string): Promise<void> {
    let reload = this.runReloads.get(run);
    if (!reload) {
      reload = this.reload();
      this.runReloads.set(run, reload);
      const oldest = this.runReloads.keys().next().value;
      if (this.runReloads.size > RUNS_REMEMBERED && oldest !== undefined) this.runReloads.delete(oldest);
    }
    await reload;
  }

  /**
   * Loads the templates and follows their changes; workers start after this. A database that
   * is away at start is waited for, so a restart during an outage does not end in a crash
   * loop. Idempotent.
   */
  start(): Promise<void> {
    this.started ??= this.follow();
    return this.started;
  }

  private async follow(): Promise<void> {
    this.subscriber = this.redis.duplicate({ connectionName: `${this.config.redisPrefix}:template-catalog` });
    this.subscriber.on('ready', () => {
      if (this.loaded) void this.reload();
    });
    await subscribeToEvents(
      this.subscriber,
      this.config.redisPrefix,
      () => void this.reload(),
      (problem) => this.logger.warn({ problem }, 'ignored an invalid event'),
      ['templates.changed'],
    );
    await this.loadWhenReachable();
  }

  async onModuleDestroy() {
    this.closed = true;
    this.subscriber?.disconnect();
  }

  private async loadWhenReachable(): Promise<void> {
    for (let delayMs = FIRST_RETRY_MS; ; delayMs = Math.min(delayMs * 2, MAX_RETRY_MS)) {
      try {
        return await this.load();
      } catch (error) {
        if (this.closed) throw error;
        this.logger.warn({ err: error, retryInMs: delayMs }, 'could not load the templates; trying again');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  /** A reload that fails keeps the templates in hand: classification goes on as before. */
  private async reload(): Promise<void> {
    try {
      await this.load();
    } catch (error) {
      this.logger.error({ err: error }, 'could not reload templates; keeping the previous ones');
    }
  }

  private async load(): Promise<void> {
    const usable = (
      await usableTemplates(this.db, (template, problem) =>
        this.logger.error({ template, problem }, 'skipping a template that does not parse'),
      )
    ).map(({ template }) => template);
    // One array per load: the extraction thread is sent the templates again only when it changes.
    this.templates = withAiFallback(usable, this.config.openAi.fallback ? this.config.openAi.fallbackModel : null);
    this.loaded = true;
    this.logger.info({ templates: usable.length, aiFallback: this.config.openAi.fallback }, 'templates loaded');
  }
}
