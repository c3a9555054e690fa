import { Module } from '@nestjs/common';
import { AiAnswerCache } from './ai-answer-cache.js';
import { AiCallLimit } from './ai-call-limit.guard.js';
import { AiExtraction } from './ai-extraction.js';
import { AiModelList } from './ai-model-list.js';
import { AiController } from './ai.controller.js';

/** The template wizard's AI help; config, logger and Redis come from the global runtime module. */
@Module({
  controllers: [AiController],
  providers: [AiAnswerCache, AiCallLimit, AiExtraction, AiModelList],
})
export class AiModule {}
