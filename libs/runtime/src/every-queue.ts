import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueName } from '@solana-hub/queue';

/**
 * One BullMQ `Queue` per queue of the hub, on the service's shared Redis connection, opened to
 * look inside (counts, failed jobs, retry): a new name in `QueueName` shows up everywhere by
 * itself. Shared, so closing them leaves the connection to the runtime's ConnectionCloser.
 */
export class EveryQueue {
  readonly queues: ReadonlyMap<QueueName, Queue>;

  constructor(connection: Redis, prefix: string) {
    this.queues = new Map(
      Object.values(QueueName).map((name) => {
        const queue = new Queue(name, { connection, prefix });
        // The connection reports its own outages, once each (connectRedis); BullMQ would repeat them per queue.
        queue.on('error', () => undefined);
        return [name, queue] as const;
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
