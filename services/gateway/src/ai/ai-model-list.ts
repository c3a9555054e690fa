import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AI_NOT_CONFIGURED, availableModels, FAST_MODEL, type AvailableModel } from '@solana-hub/ai';
import type { Config } from '@solana-hub/config';
import type { AiModels } from '@solana-hub/contracts';
import { CONFIG, LOGGER, REDIS } from '@solana-hub/runtime';
import { offeredModels } from './model-offer.js';

/** How long the key's model list serves every replica: OpenAI changes it a few times a year. */
export const MODEL_LIST_TTL_SECONDS = 3_600;

const storedListSchema = z.array(z.object({ id: z.string(), shutdown_date: z.string().nullable() }));

/** GET /api/ai/models: the wizard's model choices, checked against what the API key can use. */
@Injectable()
export class AiModelList {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async choices(): Promise<AiModels> {
    const recommended = this.config.openAi.model;
    const answer = (available: readonly AvailableModel[] | null, problem: string | null): AiModels => ({
      default: recommended,
      fast: FAST_MODEL,
      models: offeredModels(recommended, available, new Date()),
      checked: available !== null,
      problem,
    });
    if (this.config.openAi.apiKey === null) return answer(null, AI_NOT_CONFIGURED);
    let available: AvailableModel[];
    try {
      available = await this.available();
    } catch (error) {
      return answer(null, `Could not check which models the API key can use: ${error instanceof Error ? error.message : String(error)}`);
    }
    const missing = available.some((model) => model.id === recommended)
      ? null
      : `AI_MODEL ${recommended} is not among the models the API key can use: set it to one of them`;
    return answer(available, missing);
  }

  /** The key's models from Redis, or from OpenAI (then kept for the other replicas). */
  private async available(): Promise<AvailableModel[]> {
    const key = `${this.config.redisPrefix}:ai-models`;
    const stored = storedListSchema.safeParse(JSON.parse((await this.redis.get(key)) ?? 'null'));
    if (stored.success) return stored.data;
    const fresh = await availableModels(this.config.openAi, this.logger);
    await this.redis.set(key, JSON.stringify(fresh), 'EX', MODEL_LIST_TTL_SECONDS);
    return fresh;
  }
}
