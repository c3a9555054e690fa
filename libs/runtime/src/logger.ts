import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';
import type { Config } from '@solana-hub/config';
import { currentRequestId } from './request-context.js';

/**
 * Where credentials travel in what a service might log (a request, an HTTP client's error with
 * its request config): logs are read by more people than the secrets are meant for.
 */
const CREDENTIALS = ['authorization', 'Authorization', 'cookie', 'Cookie', 'set-cookie', 'x-api-key'].flatMap((header) =>
  ['headers', 'req.headers', 'config.headers', 'err.config.headers', 'request.headers'].map((at) => `${at}["${header}"]`),
);

/** The request a line is written for (see trackRequests): a failure's line leads to its request. */
function requestFields(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined ? {} : { reqId };
}

/** JSON lines on stdout: what log collectors read in production and `npm start` shows. */
export function createLogger(service: string, level: Config['logLevel'], destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: requestFields,
      redact: { paths: CREDENTIALS, censor: '[redacted]' },
    },
    destination,
  );
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
