import type { TestDatabase } from './test-database.js';
import type { TestRedis } from './test-redis.js';

/**
 * The environment of a service under test: this file's database and Redis prefix, quiet logs,
 * and /metrics on a free port of its own (RunningService.metricsPort), as deployments serve it.
 */
export function serviceTestEnv(database: TestDatabase, redis: TestRedis, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { DATABASE_URL: database.url, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent', METRICS_PORT: '0', ...extra };
}
