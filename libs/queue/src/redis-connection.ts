import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection for queues and events. BullMQ workers need maxRetriesPerRequest: null
 * (their blocking calls must wait for a reconnect rather than fail); ioredis reconnects itself.
 */
export function connectRedis(redisUrl: string, options: RedisOptions = {}): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}
