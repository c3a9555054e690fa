import type { ServiceDefinition } from '@solana-hub/runtime';
import { ExtractorModule } from './extractor.module.js';

/** The extractor: the raw-messages and ai-extraction workers (WORKER_QUEUES picks); its HTTP port only serves /health and /metrics. */
export const extractorService: ServiceDefinition = {
  name: 'extractor',
  module: (config, logger) => ExtractorModule.create(config, logger),
  port: (config) => config.ports.extractor,
};
