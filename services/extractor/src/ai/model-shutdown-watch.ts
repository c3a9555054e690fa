import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import { availableModels, factsOf } from '@solana-hub/ai';
import type { Config } from '@solana-hub/config';
import { CONFIG, LOGGER, Metrics } from '@solana-hub/runtime';
import { TemplateCatalog } from '../template-catalog.js';
import { isAiFallback } from './ai-fallback.js';

/** How long before a shutdown it is warned of: time to choose another model and try it on a few alerts. */
export const SHUTDOWN_WARNING_DAYS = 42;
const CHECK_EVERY_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

/** A model in use that OpenAI shuts down within SHUTDOWN_WARNING_DAYS (or has shut down), and who uses it. */
export interface ModelShutdown {
  model: string;
  shutdownDate: string;
  /** negative once it is shut down */
  daysLeft: number;
  usedBy: string[];
}

/** Whole days from the UTC day of `now` to `date` ('YYYY-MM-DD'). */
function daysUntil(date: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

/**
 * Warns, weeks ahead, of an OpenAI model in use that is about to be shut down: AI_MODEL,
 * AI_FALLBACK_MODEL (while the fallback is on) and every model a template's AI extractor names.
 * The shutdown dates are OpenAI's own (GET /v1/models), or the model table's when the list
 * cannot be had. It checks when the AI extraction worker starts and once a day, logs one warning
 * per model, and keeps `extractor_ai_model_shutdown_days` for an alert rule.
 */
@Injectable()
export class ModelShutdownWatch implements OnModuleDestroy {
  private readonly daysLeft: Gauge<'model'>;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly templates: TemplateCatalog,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.daysLeft = new Gauge({
      name: 'extractor_ai_model_shutdown_days',
      help: `Days until OpenAI shuts down an AI model in use (AI_MODEL, AI_FALLBACK_MODEL, templates' AI extractors), for those with a date announced; negative once shut down`,
      labelNames: ['model'],
      registers: [metrics.registry],
    });
  }

  /** Checks now and then once a day. */
  start(): void {
    if (this.timer) return;
    void this.checkLogged();
    this.timer = setInterval(() => void this.checkLogged(), CHECK_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The models in use that are shut down or shut down within SHUTDOWN_WARNING_DAYS, each warned of in the log. */
  async check(now = new Date()): Promise<ModelShutdown[]> {
    const announced = await this.announcedShutdowns();
    this.daysLeft.reset();
    const shutdowns: ModelShutdown[] = [];
    for (const [model, usedBy] of this.modelsInUse()) {
      const shutdownDate = announced.has(model) ? announced.get(model) : factsOf(model)?.shutdownDate;
      if (!shutdownDate) continue;
      const daysLeft = daysUntil(shutdownDate, now);
      this.daysLeft.set({ model }, daysLeft);
      if (daysLeft <= SHUTDOWN_WARNING_DAYS) shutdowns.push({ model, shutdownDate, daysLeft, usedBy });
    }
    for (const shutdown of shutdowns) this.warn(shutdown);
    return shutdowns;
  }

  private async checkLogged(): Promise<void> {
    try {
      await this.check();
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check the AI models in use for shutdowns');
    }
  }

  /** Each model in use, with who uses it in words. */
  private modelsInUse(): Map<string, string[]> {
    const { model, fallback, fallbackModel } = this.config.openAi;
    const uses = new Map<string, string[]>();
    const use = (name: string, user: string) => uses.set(name, [...(uses.get(name) ?? []), user]);
    use(model, 'AI_MODEL');
    if (fallback) use(fallbackModel, 'AI_FALLBACK_MODEL');
    for (const template of this.templates.current().filter((candidate) => !isAiFallback(candidate))) {
      for (const extractor of template.extractors) {
        if (extractor.type === 'ai') use(extractor.ai_model ?? model, `template '${template.name}'`);
      }
    }
    return new Map([...uses].map(([name, users]) => [name, [...new Set(users)]]));
  }

  /** OpenAI's shutdown dates by model, null where none is announced; empty without a key or when the list cannot be had. */
  private async announcedShutdowns(): Promise<Map<string, string | null>> {
    if (this.config.openAi.apiKey === null) return new Map();
    try {
      return new Map((await availableModels(this.config.openAi, this.logger)).map((model) => [model.id, model.shutdown_date ?? null]));
    } catch {
      // availableModels logged why; the model table's dates still hold.
      return new Map();
    }
  }

  private warn({ model, shutdownDate, daysLeft, usedBy }: ModelShutdown): void {
    const users = usedBy.join(', ');
    const standIn = this.config.openAi.model;
    if (usedBy.includes('AI_MODEL')) {
      const when = daysLeft > 0 ? `shuts it down on ${shutdownDate} (in ${daysLeft} days)` : `shut it down on ${shutdownDate}`;
      this.logger.error(
        { model, shutdownDate, daysLeft, usedBy },
        `OpenAI ${when}; it is AI_MODEL, the stand-in for every retired model: set AI_MODEL to a current model (docs/templates-and-ai.md)`,
      );
      return;
    }
    const message =
      daysLeft > 0
        ? `OpenAI shuts down AI model ${model} on ${shutdownDate} (in ${daysLeft} days), used by ${users}: choose another model for them, or from then on they ask ${standIn} (AI_MODEL)`
        : `OpenAI shut down AI model ${model} on ${shutdownDate}, used by ${users}: they ask ${standIn} (AI_MODEL) instead; choose another model for them`;
    this.logger.warn({ model, shutdownDate, daysLeft, usedBy }, message);
  }
}
