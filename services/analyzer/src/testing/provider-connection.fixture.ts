import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { connectRedis } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import type { ProviderConnection } from '@solana-hub/providers';

/**
 * A connection to the tests' Redis (or `url`), ready: a rate budget that finds Redis still
 * connecting counts in its process alone, as when Redis is away.
 */
export async function readyRedis(url = createTestRedis().url): Promise<Redis> {
  const redis = connectRedis(url, pino({ level: 'silent' }));
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}

/**
 * A connection to a (fake) provider whose rate budget lives under a Redis prefix of its own, so
 * budgets and pauses of one test never hold back another; two clients given the same prefix are
 * two replicas sharing one budget.
 */
export function providerConnection(baseUrl: string, redis: Redis, overrides: Partial<ProviderConnection> = {}): ProviderConnection {
  return {
    baseUrl,
    timeoutMs: 2_000,
    logger: pino({ level: 'silent' }),
    redis,
    redisPrefix: `test_${randomBytes(6).toString('hex')}`,
    ...overrides,
  };
}
