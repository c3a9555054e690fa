import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { ReprocessProgress, ReprocessSelection } from '@solana-hub/contracts';
import { countRawMessages, messageKey, rawMessagesPage, replaceAlerts, storedMessageStates, toRawMessage, type Database, type StoredRawMessage } from '@solana-hub/db';
import { QueueName, startWorker } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { AiExtractionRequests } from './ai/ai-extraction-requests.js';
import { TemplateCatalog } from './template-catalog.js';
import { extractNewAlert } from './extract-new-alert.js';

const PAGE_SIZE = 500;

/**
 * Applies today's templates to history: stored raw messages are extracted again and their
 * messages and tokens rewritten, a page per transaction. Extraction is deterministic, so a
 * second run over the same messages rewrites them to what they already are.
 */
@Injectable()
export class Reprocessor implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;

  constructor(
    private readonly templates: TemplateCatalog,
    private readonly aiRequests: AiExtractionRequests,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    await this.templates.start();
    this.worker = startWorker(QueueName.Reprocess, this.redis, this.config.redisPrefix, async (selection, job) => {
      const result = await this.run(selection, (progress) => job.updateProgress(progress));
      this.logger.info({ selection, ...result }, 'reprocessing finished');
    }, this.config.queueConcurrency);
    this.worker.on('failed', (job, error) => this.logger.error({ err: error, jobId: job?.id }, 'reprocessing failed'));
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }

  /**
   * A page of raw messages through today's templates. Only the messages whose template asks the
   * AI look up their stored answers (most pages have none), and are read again with them.
   */
  private async extractPage(page: StoredRawMessage[]) {
    const templates = this.templates.current();
    const extracted = page.map((row) => {
      const raw = toRawMessage(row);
      return { row, raw, ...extractNewAlert(raw, templates) };
    });
    const asking = extracted.filter(({ question }) => question !== null);
    if (asking.length === 0) return extracted;
    const stored = await storedMessageStates(this.db, asking.map(({ raw }) => raw));
    return extracted.map((item) => {
      const answers = item.question && stored.get(messageKey(item.raw.chatId, item.raw.messageId))?.ai;
      return answers ? { ...item, ...extractNewAlert(item.raw, templates, answers) } : item;
    });
  }

  async run(selection: ReprocessSelection, report: (progress: ReprocessProgress) => Promise<void>): Promise<ReprocessProgress> {
    const progress: ReprocessProgress = { total: await countRawMessages(this.db, selection), processed: 0, rewritten: 0, tokensRebuilt: 0 };
    await report(progress);
    for (let afterId = 0; ; ) {
      const page = await rawMessagesPage(this.db, selection, afterId, PAGE_SIZE);
      const last = page[page.length - 1];
      if (!last) return progress;
      const extracted = (await this.extractPage(page)).filter(({ row, alert }) => !selection.onlyReclassified || alert.messageType !== row.stored_type);
      const alerts = extracted.map(({ alert }) => alert);
      const replaced = await replaceAlerts(this.db, alerts);
      // AI answers stored for today's questions were kept; the others are asked now, after the
      // write, so that it cannot overwrite their answers. A run that stops between the two is
      // retried, and finds the same questions unanswered.
      await this.aiRequests.request(extracted.flatMap(({ raw, alert, question }) => (question ? [{ raw, messageType: alert.messageType, key: question.key }] : [])));
      progress.processed += page.length;
      progress.rewritten += alerts.length;
      progress.tokensRebuilt += replaced.tokensRebuilt;
      afterId = last.id;
      await report(progress);
    }
  }
}
