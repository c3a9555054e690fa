import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { listTemplates, type Database } from '@solana-hub/db';
import { templateSchema, type Template } from '@solana-hub/extraction';
import { subscribeToEvents } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';

/**
 * The templates the extractor classifies with: read from the database at start and again
 * whenever any service publishes `templates.changed`, so an edit applies without a restart.
 */
@Injectable()
export class TemplateCatalog implements OnModuleDestroy {
  private templates: readonly Template[] = [];
  private subscriber: Redis | null = null;
  private started: Promise<void> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  current(): readonly Template[] {
    return this.templates;
  }

  /** Loads the templates and follows their changes; workers start after this. Idempotent. */
  start(): Promise<void> {
    this.started ??= this.follow();
    return this.started;
  }

  private async follow(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    await subscribeToEvents(
      this.subscriber,
      this.config.redisPrefix,
      (event) => {
        if (event.name === 'templates.changed') void this.reload();
      },
      (problem) => this.logger.warn({ problem }, 'ignored an invalid event'),
    );
    await this.load();
  }

  async onModuleDestroy() {
    this.subscriber?.disconnect();
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
    const usable: Template[] = [];
    for (const row of await listTemplates(this.db)) {
      const parsed = templateSchema.safeParse(row);
      if (parsed.success) usable.push(parsed.data);
      else this.logger.error({ template: row.name, problem: parsed.error.message }, 'skipping a template that does not parse');
    }
    this.templates = usable;
    this.logger.info({ templates: usable.length }, 'templates loaded');
  }
}
