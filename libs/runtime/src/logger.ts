import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import type { Config } from '@solana-hub/config';

/** JSON lines on stdout: what log collectors read in production and `npm start` shows. */
export function createLogger(service: string, level: Config['logLevel']): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Nest's start-up chatter: useful when debugging, noise otherwise. */
const NEST_BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Nest's own messages (module init, routes) go through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    if (context && NEST_BOOT_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
