import { refuseStrangersBeforeTheBody, runServiceProcess, type RunningService, type ServiceDefinition } from '@solana-hub/runtime';
import { BEARER_REFUSAL } from './http/bearer-token.guard.js';
import { hasBearerToken } from './http/secrets.js';
import { IngestModule, type TelegramAccountOverrides } from './ingest.module.js';

/**
 * The ingest service: HTTP ingest, the demo feed and the Telegram sources. A test entry
 * (telegram-account/testing/stub-account-main.ts) gives the account source a fake Telegram.
 */
export function ingestServiceWith(telegramAccount: TelegramAccountOverrides = {}): ServiceDefinition {
  return {
    name: 'ingest',
    module: (config, logger) => IngestModule.create(config, logger, telegramAccount),
    port: (config) => config.ports.ingest,
    bodyLimitBytes: 1024 * 1024,
    configure: (app, config) =>
      refuseStrangersBeforeTheBody(app, (request) => hasBearerToken(request.headers.authorization, config.ingestToken), BEARER_REFUSAL),
  };
}

export const ingestService: ServiceDefinition = ingestServiceWith();

/** The ingest as a process (dist/main.js, or a test entry with its own definition). */
export async function runIngestProcess(definition: ServiceDefinition = ingestService): Promise<RunningService> {
  const running = await runServiceProcess(definition);
  if (running.config.generatedSecrets.includes('INGEST_TOKEN')) {
    running.logger.warn({ ingestToken: running.config.ingestToken }, 'INGEST_TOKEN not set: generated a token for this run');
  }
  return running;
}
