import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from './test-servers.js';

export interface TestRedis {
  url: string;
  /** A key prefix no other test file uses, passed as REDIS_PREFIX. */
  prefix: string;
  /** Deletes every key under the prefix. */
  clear(): Promise<void>;
}

/** Redis for one test file: the server `npm test` provisioned (REDIS_URL, else the private one of `npm start`) unless told another, under a prefix of its own. */
export function createTestRedis(url = testRedisUrl()): TestRedis {
  const prefix = `test_${randomBytes(6).toString('hex')}`;
  return {
    url,
    prefix,
    clear: async () => {
      const redis = new Redis(url, { lazyConnect: true });
      await redis.connect();
      try {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
          if (keys.length > 0) await redis.unlink(...keys);
        }
      } finally {
        redis.disconnect();
      }
    },
  };
}
