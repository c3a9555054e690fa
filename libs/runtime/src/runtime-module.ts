import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { connectDatabase, type Database } from '@solana-hub/db';
import { connectRedis } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, QUEUES, REDIS } from './tokens.js';
import { HealthChecks, HealthController, Metrics } from './health.js';
import { EveryQueue } from './every-queue.js';
import { QueueDepthMetrics } from './queue-depth.js';
import { UnhandledRejectionLog } from './unhandled-rejection-log.js';

/** Closes the shared connections last, after every worker and server has stopped. */
class ConnectionCloser implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(QUEUES) private readonly queues: EveryQueue,
  ) {}
  async onApplicationShutdown() {
    await this.queues.close();
    await this.db.destroy();
    this.redis.disconnect();
  }
}

/** Config, logger, database, Redis, its queues, health and metrics: what every service is built on. */
@Global()
@Module({})
export class RuntimeModule {
  static forRoot(config: Config, logger: Logger): DynamicModule {
    return {
      module: RuntimeModule,
      controllers: [HealthController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: DATABASE,
          useFactory: () =>
            connectDatabase(config.databaseUrl, {
              onConnectionLost: (error) => logger.warn({ err: error }, 'database connection lost; the pool opens a new one when needed'),
            }),
        },
        { provide: REDIS, useFactory: () => connectRedis(config.redisUrl, logger) },
        { provide: QUEUES, useFactory: (redis: Redis) => new EveryQueue(redis, config.redisPrefix), inject: [REDIS] },
        Metrics,
        QueueDepthMetrics,
        HealthChecks,
        UnhandledRejectionLog,
        ConnectionCloser,
      ],
      exports: [CONFIG, LOGGER, DATABASE, REDIS, QUEUES, Metrics, HealthChecks],
    };
  }
}
