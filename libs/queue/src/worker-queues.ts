import { ConfigError, type Config, type ServiceName } from '@solana-hub/config';
import { queueSettings, type QueueName } from './queues.js';

const allQueues = Object.keys(queueSettings) as QueueName[];

function isQueueName(name: string): name is QueueName {
  return (allQueues as string[]).includes(name);
}

/** The queues the service's processes work on, in libs/queue's order. */
export function queuesOf(service: ServiceName): QueueName[] {
  return allQueues.filter((queue) => queueSettings[queue].workedBy === service);
}

/**
 * The queues this process of the service works on: those WORKER_QUEUES names, or every queue of
 * the service. A name that is no queue, or another service's queue, stops the process with a
 * ConfigError naming it, as does a QUEUE_CONCURRENCY override for no queue: a typo must not
 * leave a queue without a worker unnoticed.
 */
export function workerQueuesOf(service: ServiceName, config: Pick<Config, 'workerQueues' | 'queueConcurrency'>): QueueName[] {
  const own = queuesOf(service);
  const overridesForNoQueue = Object.keys(config.queueConcurrency).filter((name) => !isQueueName(name));
  if (overridesForNoQueue.length > 0) {
    throw new ConfigError(
      `Invalid configuration: QUEUE_CONCURRENCY names no queue: ${overridesForNoQueue.join(', ')} (queues: ${allQueues.join(', ')})`,
    );
  }
  if (config.workerQueues === null) return own;
  const refused = config.workerQueues.filter((name) => !(own as string[]).includes(name));
  if (refused.length > 0) {
    const why = (name: string) => (isQueueName(name) ? `${name} (a queue of the ${queueSettings[name].workedBy})` : `${name} (no queue)`);
    throw new ConfigError(
      `Invalid configuration: WORKER_QUEUES names what the ${service} cannot work on: ${refused.map(why).join(', ')}; its queues: ${own.join(', ')}`,
    );
  }
  return own.filter((queue) => config.workerQueues?.includes(queue));
}
