import { runServiceProcess } from '@solana-hub/runtime';
import { gatewayService } from './gateway-service.js';

const { config, logger, port } = await runServiceProcess(gatewayService);
logger.info({ url: `http://localhost:${port}` }, 'Solana Hub is up');
if (config.generatedSecrets.includes('APP_PASSWORD')) {
  logger.warn({ password: config.appPassword }, 'APP_PASSWORD not set: generated a login password for this run');
}
