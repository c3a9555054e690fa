import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage, ReprocessProgress, ReprocessSelection } from '@solana-hub/contracts';
import {
  countRawMessages,
  messageKey,
  rawMessagesPage,
  replaceAlerts,
  storedMessageStates,
  toRawMessage,
  type Database,
  type StoredAiAnswers,
  type StoredRawMessage,
} from '@solana-hub/db';
import { logWorkerErrors, QueueName, startWorker } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { AiExtractionRequests } from './ai/ai-extraction-requests.js';
import { TemplateCatalog } from './template-catalog.js';
import { ExtractionTooSlow, ThreadedExtraction, type ThreadExtraction } from './threaded-extraction.js';

const PAGE_SIZE = 500;

/** A stored raw message of a page, read again. */
interface Reread extends ThreadExtraction {
  row: StoredRawMessage;
  raw: RawMessage;
}

/**
 * Applies today's templates to history: stored raw messages are extracted again and their
 * messages and tokens rewritten, a page per transaction. Extraction is deterministic, so a
 * second run over the same messages rewrites them to what they already are. The engine runs on
 * the extraction thread, as for new messages: a page of a heavy template on the main thread
 * would hold up BullMQ's lock renewals (and every other job) for as long as it takes, and a
 * message too slow for EXTRACTION_TIME_LIMIT_MS keeps its stored reading instead of stalling
 * the run.
 */
@Injectable()
export class Reprocessor implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;

  constructor(
    private readonly templates: TemplateCatalog,
    private readonly extraction: ThreadedExtraction,
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
    logWorkerErrors(this.worker, this.logger);
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }

  /**
   * A page of raw messages through today's templates. Only the messages whose template asks the
   * AI look up their stored answers (most pages have none), and are read again with them.
   */
  private async extractPage(page: StoredRawMessage[]): Promise<Reread[]> {
    const extracted = await this.reread(page.map((row) => ({ row, raw: toRawMessage(row), answered: null })));
    const asking = extracted.filter(({ aiKey }) => aiKey !== null);
    if (asking.length === 0) return extracted;
    const stored = await storedMessageStates(this.db, asking.map(({ raw }) => raw));
    const answered = asking.flatMap(({ row, raw }) => {
      const answers = stored.get(messageKey(raw.chatId, raw.messageId))?.ai;
      return answers ? [{ row, raw, answered: answers }] : [];
    });
    const withAnswers = new Map((await this.reread(answered)).map((item) => [item.row, item]));
    return extracted.map((item) => withAnswers.get(item.row) ?? item);
  }

  /** The messages through the extraction thread; one too slow to extract is left as it is stored. */
  private async reread(items: ReadonlyArray<{ row: StoredRawMessage; raw: RawMessage; answered: StoredAiAnswers | null }>): Promise<Reread[]> {
    const settled = await Promise.allSettled(items.map(({ raw, answered }) => this.extraction.extract(raw, answered)));
    return settled.flatMap((outcome, index) => {
      const { row, raw } = items[index]!;
      if (outcome.status === 'fulfilled') return [{ row, raw, ...outcome.value }];
      if (!(outcome.reason instanceof ExtractionTooSlow)) throw outcome.reason;
      this.logger.warn({ chatId: raw.chatId, messageId: raw.messageId, problem: outcome.reason.message }, 'reprocessing left a message as it is stored: it is too slow to extract');
      return [];
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
      await this.aiRequests.request(extracted.flatMap(({ raw, alert, aiKey }) => (aiKey === null ? [] : [{ raw, messageType: alert.messageType, key: aiKey }])));
      progress.processed += page.length;
      progress.rewritten += alerts.length;
      progress.tokensRebuilt += replaced.tokensRebuilt;
      afterId = last.id;
      await report(progress);
    }
  }
}
