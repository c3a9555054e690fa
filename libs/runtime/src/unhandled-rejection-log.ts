import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from './tokens.js';

/**
 * A promise that fails with nobody waiting for it is a bug in one piece of work (a request, a
 * job, a refresh), not a reason to end the service: Node would exit, dropping every other
 * request and job in hand, and its supervisor would restart it into the same bug, say when a
 * server went away. It is logged with its stack and the service carries on.
 */
@Injectable()
export class UnhandledRejectionLog implements OnModuleInit, OnApplicationShutdown {
  private readonly report = (reason: unknown) =>
    this.logger.error({ err: reason }, 'a promise failed with nobody waiting for it (a bug); carrying on');

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  onModuleInit(): void {
    process.on('unhandledRejection', this.report);
  }

  onApplicationShutdown(): void {
    process.off('unhandledRejection', this.report);
  }
}
