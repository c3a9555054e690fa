import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  AI_NOT_CONFIGURED,
  AiFailure,
  aiNotConfigured,
  batchExtractionPrompt,
  batchOf,
  extractionOf,
  extractionPrompt,
  modelBatchSchema,
  modelExtractionSchema,
  modelProblem,
  OpenAiChat,
  wantedFields,
  type PromptMessage,
} from '@solana-hub/ai';
import type { Config } from '@solana-hub/config';
import {
  aiBatchExtractResponseSchema,
  aiExtractResponseSchema,
  type AiBatchExtractResponse,
  type AiCostEstimate,
  type AiExtractResponse,
  type AiModelId,
  type AiStatus,
  type CheckedAiBatchExtractRequest,
  type CheckedAiCostEstimateRequest,
  type CheckedAiExtractRequest,
} from '@solana-hub/contracts';
import { CONFIG, LOGGER } from '@solana-hub/runtime';
import { AiAnswerCache } from './ai-answer-cache.js';
import { httpErrorOf } from './ai-http-error.js';
import { estimateCost } from './cost-estimate.js';

/** The template wizard's AI calls (extract, batch extract, cost estimate): prompts built, answers checked, cached on request. */
@Injectable()
export class AiExtraction {
  private readonly chat: OpenAiChat;
  /** AI_MODEL and AI_FALLBACK_MODEL: accepted even when newer than the model table. */
  private readonly settingModels: readonly string[];

  constructor(
    private readonly cache: AiAnswerCache,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.chat = new OpenAiChat(config.openAi, logger);
    this.settingModels = [config.openAi.model, config.openAi.fallbackModel];
  }

  extract({ message, prompt, model, schema, useCache }: CheckedAiExtractRequest): Promise<AiExtractResponse> {
    this.checkModel(model);
    return this.cache.answer({ call: 'extract', model, prompt, schema, message }, aiExtractResponseSchema, useCache, async () => {
      const fields = wantedFields(schema);
      const answer = await this.ask(model, extractionPrompt(message, prompt, fields), modelExtractionSchema);
      return extractionOf(answer, fields);
    });
  }

  batchExtract({ message, extractions, model, useCache }: CheckedAiBatchExtractRequest): Promise<AiBatchExtractResponse> {
    this.checkModel(model);
    return this.cache.answer({ call: 'batch-extract', model, extractions, message }, aiBatchExtractResponseSchema, useCache, async () => {
      const answer = await this.ask(model, batchExtractionPrompt(message, extractions), modelBatchSchema);
      return {
        data: batchOf(
          answer,
          extractions.map((extraction) => extraction.name),
        ),
      };
    });
  }

  /** Answered here: the wizard asks it to know whether to offer AI at all. */
  status(): AiStatus {
    return this.chat.configured ? { configured: true } : { configured: false, reason: AI_NOT_CONFIGURED };
  }

  /** Answered here, without calling OpenAI; still refused like the others while AI is not configured. */
  estimateCost(request: CheckedAiCostEstimateRequest): Promise<AiCostEstimate> {
    if (!this.chat.configured) throw httpErrorOf(aiNotConfigured());
    this.checkModel(request.model);
    return estimateCost(request);
  }

  /** 400 for a model the product does not know or OpenAI has shut down: the trader chose it and can choose another. */
  private checkModel(model: AiModelId): void {
    const problem = modelProblem(model, this.settingModels, new Date());
    if (problem !== null) throw new BadRequestException(`model: ${problem}`);
  }

  private async ask<T>(model: AiModelId, prompt: PromptMessage[], answerSchema: z.ZodType<T>): Promise<T> {
    try {
      return await this.chat.answer(model, prompt, answerSchema);
    } catch (error) {
      throw error instanceof AiFailure ? httpErrorOf(error) : error;
    }
  }
}
