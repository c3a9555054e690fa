import { Inject, Injectable } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import { OpenAiChat } from '@solana-hub/ai';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import type { Template } from '@solana-hub/extraction';
import { messageKey, replaceAlerts, storedMessageStates, type Database } from '@solana-hub/db';
import { QueueName, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { announceMessages } from '../announce-messages.js';
import { TemplateCatalog } from '../template-catalog.js';
import { ThreadedExtraction } from '../threaded-extraction.js';
import { aiQuestionOf, type AiQuestion } from './ai-question.js';
import { AiAnswerCache } from './ai-answer-cache.js';
import { AiBudget } from './ai-budget.js';
import { isAiFallback } from './ai-fallback.js';
import { ModelShutdownWatch } from './model-shutdown-watch.js';

/** Why an attempt gives up for now: BullMQ tries again after its backoff. */
class NotStoredYet extends Error {
  constructor(raw: RawMessage) {
    super(`message ${raw.chatId}/${raw.messageId} is not stored yet; its AI extractors are asked once it is`);
  }
}

/** The templates were reloaded between the thread's reading and this one's: tried again, on one set. */
class TemplatesChanged extends Error {
  constructor(raw: RawMessage) {
    super(`the templates changed while message ${raw.chatId}/${raw.messageId} was read; its AI extractors are asked again`);
  }
}

/**
 * Runs templates' `ai` extractors (queue `ai-extraction`): asks the AI about a stored message,
 * then extracts the message again with the answers and replaces it, rebuilding its token in the
 * same transaction, as any re-extraction does. The engine stays pure and fast; a message is on
 * the dashboard at once, and its AI fields follow when the answers come in. A failed call fails
 * the attempt (retried with backoff, then kept with its error for `npm run retry-failed`); the
 * stored message keeps everything else meanwhile.
 */
@Injectable()
export class AiExtractionWorker implements QueueRole<typeof QueueName.AiExtraction> {
  readonly queue = QueueName.AiExtraction;
  private readonly budget: AiBudget;
  private readonly answerCache: AiAnswerCache;
  private readonly attempts: Counter<'outcome'>;

  constructor(
    private readonly templates: TemplateCatalog,
    private readonly extraction: ThreadedExtraction,
    private readonly shutdownWatch: ModelShutdownWatch,
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.budget = new AiBudget(redis, config.redisPrefix, config.openAi.dailyBudgetUsd, logger, metrics.registry);
    this.answerCache = new AiAnswerCache(redis, config.redisPrefix, new OpenAiChat(config.openAi, logger, this.budget));
    this.attempts = new Counter({
      name: 'extractor_ai_extractions_total',
      help: 'Attempts of ai-extraction jobs, by outcome (answered, answered before (the same text and question, no call), nothing to ask, edited since, over budget, failed): failed ones are retried, and cost OpenAI calls too; over budget ones wait for the next UTC day',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  /** The first question waits for the templates; then the models they name are watched for shutdowns. */
  async prepare(): Promise<void> {
    await this.templates.start();
    this.shutdownWatch.start();
  }

  async handle(raw: RawMessage, job: Job): Promise<void> {
    if (await this.budget.exhausted()) return this.waitForBudget(job);
    const outcome = await this.answer(raw).catch((error: unknown) => {
      this.attempts.inc({ outcome: 'failed' });
      throw error;
    });
    this.attempts.inc({ outcome });
    this.logger.info({ chatId: raw.chatId, messageId: raw.messageId, outcome }, 'AI extraction');
  }

  /**
   * AI_DAILY_BUDGET_USD is spent: the job waits, delayed until the next UTC day, without using
   * an attempt (BullMQ's DelayedError), and runs then as if it had just been queued.
   */
  private async waitForBudget(job: Job): Promise<never> {
    this.attempts.inc({ outcome: 'over budget' });
    await job.moveToDelayed(this.budget.resumesAt().getTime(), job.token);
    throw new DelayedError();
  }

  /** Asks and stores the AI's answers for one message; does nothing when there is nothing (left) to ask. */
  async answer(raw: RawMessage): Promise<'answered' | 'answered before' | 'nothing to ask' | 'edited since'> {
    const stored = (await storedMessageStates(this.db, [raw])).get(messageKey(raw.chatId, raw.messageId));
    if (stored && stored.editVersion > raw.editVersion) return 'edited since';
    // Questions are queued after their message is written, so this is a write still on its way
    // (an edit's raw message saved, its alert not yet): the attempt is tried again later.
    if (stored?.text !== raw.text) throw new NotStoredYet(raw);
    // The engine runs on the extraction thread, within its time limit, as for every message.
    const { alert: unanswered, aiKey } = await this.extraction.extract(raw, stored.ai);
    if (aiKey === null) return 'nothing to ask';
    const question = this.questionOf(raw, unanswered.messageType);
    if (question.key !== aiKey) throw new TemplatesChanged(raw);
    const { answers, cached } = await this.answerCache.answers(question, raw.text);
    const { alert } = await this.extraction.extract(raw, { key: question.key, answers });
    if (isAiFallback(question.template)) this.logFallback(raw, answers, alert.token?.address ?? null);
    // Only over the same text: an edit that landed while the AI thought is not overwritten.
    const replaced = (await replaceAlerts(this.db, [alert], { sameTextOnly: true })).messages[0];
    if (!replaced) return 'edited since';
    await announceMessages(this.redis, this.config.redisPrefix, this.logger, 'message.updated', [replaced]);
    return cached ? 'answered before' : 'answered';
  }

  /** What the AI fallback made of a message no template knew: the token taken, or the answer refused. */
  private logFallback(raw: RawMessage, answers: Record<string, unknown>, token: string | null): void {
    const answered = typeof answers.token_address === 'string' ? answers.token_address : null;
    this.logger.info(
      { chatId: raw.chatId, messageId: raw.messageId, token, refused: answered !== null && token === null ? answered : undefined },
      token ? 'AI fallback found the token of a message no template knows' : 'AI fallback found no token the message states',
    );
  }

  /** What the template the message matched asks the AI about it (readAlert's aiExtractors). */
  private questionOf(raw: RawMessage, messageType: string): AiQuestion & { template: Template | undefined } {
    const template = this.templates.current().find((candidate) => candidate.name === messageType);
    return { ...aiQuestionOf(raw.text, template?.extractors.filter((extractor) => extractor.type === 'ai') ?? []), template };
  }
}
