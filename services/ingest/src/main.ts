import { runServiceProcess } from '@solana-hub/runtime';
import { ingestService } from './ingest-service.js';

const { config, logger } = await runServiceProcess(ingestService);
if (config.generatedSecrets.includes('INGEST_TOKEN')) {
  logger.warn({ ingestToken: config.ingestToken }, 'INGEST_TOKEN not set: generated a token for this run');
}
