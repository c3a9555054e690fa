import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { QueueName } from '@solana-hub/queue';
import { queueWorkerProviders, RuntimeModule } from '@solana-hub/runtime';
import { AiExtractionRequests } from './ai/ai-extraction-requests.js';
import { AiExtractionWorker } from './ai/ai-extraction-worker.js';
import { ModelShutdownWatch } from './ai/model-shutdown-watch.js';
import { AlertPipeline } from './alert-pipeline.js';
import { ChatLayoutLearning } from './chat-layout-learning.js';
import { RawMessageWorker } from './raw-message-worker.js';
import { PairLookupWorker } from './pair-lookup-worker.js';
import { PairTokens } from './pair-tokens.js';
import { ReplayChunkWorker } from './replay-chunk-worker.js';
import { ReplayPipeline } from './replay-pipeline.js';
import { ReplayedTokenRebuilds } from './replayed-token-rebuilds.js';
import { TemplateCatalog } from './template-catalog.js';
import { ThreadedExtraction } from './threaded-extraction.js';

/** The extractor: workers of the raw-messages, ai-extraction, pair-lookups and replay-chunks queues, those WORKER_QUEUES picks, with /health and /metrics. */
@Module({})
export class ExtractorModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return {
      module: ExtractorModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      providers: [
        TemplateCatalog,
        PairTokens,
        ThreadedExtraction,
        AiExtractionRequests,
        ModelShutdownWatch,
        ReplayPipeline,
        ReplayedTokenRebuilds,
        ChatLayoutLearning,
        AlertPipeline,
        ...queueWorkerProviders('extractor', config, {
          [QueueName.RawMessages]: RawMessageWorker,
          [QueueName.AiExtraction]: AiExtractionWorker,
          [QueueName.PairLookups]: PairLookupWorker,
          [QueueName.ReplayChunks]: ReplayChunkWorker,
        }),
      ],
    };
  }
}
