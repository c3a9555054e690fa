export { createTestDatabase, type TestDatabase } from './test-database.js';
export { createTestRedis, type TestRedis } from './test-redis.js';
export { readJson, errorBodySchema } from './read-json.js';
export { serviceTestEnv } from './service-env.js';
