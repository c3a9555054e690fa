import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  aiBatchExtractRequestSchema,
  aiCostEstimateRequestSchema,
  aiExtractRequestSchema,
  type CheckedAiBatchExtractRequest,
  type CheckedAiCostEstimateRequest,
  type CheckedAiExtractRequest,
} from '@solana-hub/contracts';
import { ZodPipe } from '@solana-hub/runtime';
import { AiCallLimit } from './ai-call-limit.guard.js';
import { AiExtraction } from './ai-extraction.js';
import { AiModelList } from './ai-model-list.js';

/** POST /api/ai/extract, /api/ai/batch-extract and /api/ai/estimate-cost, the wizard's AI calls, GET /api/ai/status and /api/ai/models. */
@Controller('api/ai')
export class AiController {
  constructor(
    private readonly ai: AiExtraction,
    private readonly modelList: AiModelList,
  ) {}

  @Get('status')
  status() {
    return this.ai.status();
  }

  @Get('models')
  models() {
    return this.modelList.choices();
  }

  @Post('extract')
  @HttpCode(200)
  @UseGuards(AiCallLimit)
  extract(@Body(new ZodPipe(aiExtractRequestSchema)) request: CheckedAiExtractRequest) {
    return this.ai.extract(request);
  }

  @Post('batch-extract')
  @HttpCode(200)
  @UseGuards(AiCallLimit)
  batchExtract(@Body(new ZodPipe(aiBatchExtractRequestSchema)) request: CheckedAiBatchExtractRequest) {
    return this.ai.batchExtract(request);
  }

  /** Costs nothing to answer, so it is not counted against the session's AI calls. */
  @Post('estimate-cost')
  @HttpCode(200)
  estimateCost(@Body(new ZodPipe(aiCostEstimateRequestSchema)) request: CheckedAiCostEstimateRequest) {
    return this.ai.estimateCost(request);
  }
}
