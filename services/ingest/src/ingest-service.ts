import type { ServiceDefinition } from '@solana-hub/runtime';
import { IngestModule } from './ingest.module.js';

/** The ingest service: HTTP ingest and the demo feed today; Telegram sources plug in beside them. */
export const ingestService: ServiceDefinition = {
  name: 'ingest',
  module: (config, logger) => IngestModule.create(config, logger),
  port: (config) => config.ports.ingest,
  bodyLimitBytes: 1024 * 1024,
};
