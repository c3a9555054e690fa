import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  aiBatchExtractRequestSchema,
  aiCostEstimateRequestSchema,
  aiExtractRequestSchema,
  type CheckedAiBatchExtractRequest,
  type CheckedAiCostEstimateRequest,
  type CheckedAiExtractRequest,
  aiBatchExtractResponseSchema,
  aiCostEstimateSchema,
  aiExtractResponseSchema,
  aiModelsSchema,
  aiStatusSchema,
} from '@solana-hub/contracts';
import { ZodPipe } from '@solana-hub/runtime';
import { AiCallLimit, AI_CALLS_PER_MINUTE } from './ai-call-limit.guard.js';
import { AiExtraction } from './ai-extraction.js';
import { AiModelList } from './ai-model-list.js';
import { ApiRoute, badRequest, ok, refused } from '../docs/api-route.js';

const AI_NOT_CONFIGURED = refused(503, 'AI is not configured (no OPENAI_API_KEY)');
/** How a call that asks the model can be refused. */
const AI_FAILURES = [
  badRequest,
  refused(429, 'Too many AI calls this minute (Retry-After)'),
  refused(502, 'The model failed or answered something unusable; the error says why'),
  AI_NOT_CONFIGURED,
  refused(504, 'The model did not answer in time'),
];

/** POST /api/ai/extract, /api/ai/batch-extract and /api/ai/estimate-cost, the wizard's AI calls, GET /api/ai/status and /api/ai/models. */
@Controller('api/ai')
export class AiController {
  constructor(
    private readonly ai: AiExtraction,
    private readonly modelList: AiModelList,
  ) {}

  @ApiRoute({
    tag: 'ai',
    summary: 'Whether the server can ask an AI (OPENAI_API_KEY is set), and why not when it cannot',
    answers: [ok(aiStatusSchema)],
  })
  @Get('status')
  status() {
    return this.ai.status();
  }

  @ApiRoute({
    tag: 'ai',
    summary: 'The models the template wizard offers, in tiers, with the shutdown dates OpenAI announces',
    description:
      "The specification's tiers (Ultra Fast, Recommended = AI_MODEL, Most Powerful, Legacy) and the other models of the model table the API key can use, " +
      "checked against OpenAI's model list (GET /v1/models, kept an hour); when that list cannot be had, the tiers as the model table knows them and `problem` saying why.",
    answers: [ok(aiModelsSchema)],
  })
  @Get('models')
  models() {
    return this.modelList.choices();
  }

  @ApiRoute({
    tag: 'ai',
    summary: 'Fields of a sample message, read by an OpenAI model, with its confidence',
    description: `The template wizard's AI help. \`useCache\` answers an identical call from the last 24 h without asking the model. At most ${AI_CALLS_PER_MINUTE} AI calls a minute per session.`,
    answers: [ok(aiExtractResponseSchema), ...AI_FAILURES],
  })
  @Post('extract')
  @HttpCode(200)
  @UseGuards(AiCallLimit)
  extract(@Body(new ZodPipe(aiExtractRequestSchema)) request: CheckedAiExtractRequest) {
    return this.ai.extract(request);
  }

  @ApiRoute({
    tag: 'ai',
    summary: 'Several extractions of one message in one model call, answered by name',
    answers: [ok(aiBatchExtractResponseSchema), ...AI_FAILURES],
  })
  @Post('batch-extract')
  @HttpCode(200)
  @UseGuards(AiCallLimit)
  batchExtract(@Body(new ZodPipe(aiBatchExtractRequestSchema)) request: CheckedAiBatchExtractRequest) {
    return this.ai.batchExtract(request);
  }

  /** Costs nothing to answer, so it is not counted against the session's AI calls. */
  @ApiRoute({
    tag: 'ai',
    summary: 'What an extraction would cost: the prompt tokens counted, plus an expected answer, priced per model',
    answers: [ok(aiCostEstimateSchema), badRequest, AI_NOT_CONFIGURED],
  })
  @Post('estimate-cost')
  @HttpCode(200)
  estimateCost(@Body(new ZodPipe(aiCostEstimateRequestSchema)) request: CheckedAiCostEstimateRequest) {
    return this.ai.estimateCost(request);
  }
}
