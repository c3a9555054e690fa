import type { OnApplicationBootstrap, OnModuleDestroy, Provider, Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config, ServiceName } from '@solana-hub/config';
import { QueueWorkers, workerQueuesOf, type AnyQueueRole, type QueueName, type QueueRole } from '@solana-hub/queue';
import { Metrics } from './health.js';
import { CONFIG, LOGGER, REDIS } from './tokens.js';

/**
 * Starts the process's workers once the application is up, and stops them (a bounded drain)
 * on shutdown, before the connections close (RuntimeModule closes them last).
 */
export class QueueWorkersLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(readonly workers: QueueWorkers) {}

  onApplicationBootstrap(): Promise<void> {
    return this.workers.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.workers.stop();
  }
}

/** Each queue of the service with the class that handles its jobs. */
export type QueueRoleTypes = { [Q in QueueName]?: Type<QueueRole<Q>> };

/**
 * A service's queue workers as Nest providers: the roles of the queues this process works on
 * (WORKER_QUEUES; a name that is no queue of the service throws a ConfigError here, while the
 * module is built, so the process stops with one line naming it) and their lifecycle. The
 * other roles are not even built.
 */
export function queueWorkerProviders(service: ServiceName, config: Config, roleTypes: QueueRoleTypes): Provider[] {
  const types = workerQueuesOf(service, config).map((queue) => {
    const type = roleTypes[queue];
    if (!type) throw new Error(`the ${service} has no role for its queue ${queue}`);
    return type;
  });
  return [
    ...types,
    {
      provide: QueueWorkersLifecycle,
      inject: [REDIS, CONFIG, LOGGER, Metrics, ...types],
      useFactory: (redis: Redis, current: Config, logger: Logger, metrics: Metrics, ...roles: AnyQueueRole[]) =>
        new QueueWorkersLifecycle(
          new QueueWorkers(roles, {
            connection: redis,
            prefix: current.redisPrefix,
            log: logger,
            registry: metrics.registry,
            config: current,
          }),
        ),
    },
  ];
}
