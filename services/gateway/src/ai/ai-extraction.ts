import { Injectable } from '@nestjs/common';
import {
  aiBatchExtractAnswerSchema,
  aiExtractAnswerSchema,
  type AiBatchExtractAnswer,
  type AiCostEstimate,
  type AiExtractAnswer,
  type CheckedAiBatchExtractRequest,
  type CheckedAiCostEstimateRequest,
  type CheckedAiExtractRequest,
} from '@solana-hub/contracts';
import { AiAnswerCache } from './ai-answer-cache.js';
import { estimateCost } from './cost-estimate.js';
import { batchExtractionPrompt, extractionPrompt, wantedFields } from './extraction-prompt.js';
import { batchOf, extractionOf, modelBatchSchema, modelExtractionSchema } from './model-answer.js';
import { OpenAiChat } from './openai-chat.js';

/** The AI calls of spec section 7: prompts built, answers checked, cached on request. */
@Injectable()
export class AiExtraction {
  constructor(
    private readonly chat: OpenAiChat,
    private readonly cache: AiAnswerCache,
  ) {}

  extract({ message, prompt, model, schema, useCache }: CheckedAiExtractRequest): Promise<AiExtractAnswer> {
    return this.cache.answer({ call: 'extract', model, prompt, schema, message }, aiExtractAnswerSchema, useCache, async () => {
      const fields = wantedFields(schema);
      const answer = await this.chat.answer(model, extractionPrompt(message, prompt, fields), modelExtractionSchema);
      return extractionOf(answer, fields);
    });
  }

  batchExtract({ message, extractions, model, useCache }: CheckedAiBatchExtractRequest): Promise<AiBatchExtractAnswer> {
    return this.cache.answer({ call: 'batch-extract', model, extractions, message }, aiBatchExtractAnswerSchema, useCache, async () => {
      const answer = await this.chat.answer(model, batchExtractionPrompt(message, extractions), modelBatchSchema);
      return { data: batchOf(answer, extractions.map((extraction) => extraction.name)) };
    });
  }

  /** Answered here, without calling OpenAI; still refused like the others while AI is not configured. */
  estimateCost(request: CheckedAiCostEstimateRequest): Promise<AiCostEstimate> {
    this.chat.requireConfigured();
    return estimateCost(request);
  }
}
