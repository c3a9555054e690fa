import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { PRIVATE_POSTGRES_PORT, PRIVATE_REDIS_PORT, privatePostgresUrl, privateRedisUrl } from '@solana-hub/config';

/** Where the launcher keeps the private servers' passwords (tools/src/local-secrets.ts); this file is in libs/testing/src or dist. */
const localSecretsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data/local-secrets.json');
const passwordsSchema = z.object({ postgresPassword: z.string(), redisPassword: z.string() });

function privateServerPasswords(): z.infer<typeof passwordsSchema> {
  const stored = existsSync(localSecretsFile) ? passwordsSchema.safeParse(JSON.parse(readFileSync(localSecretsFile, 'utf8'))) : undefined;
  if (stored?.success) return stored.data;
  throw new Error(
    'DATABASE_URL / REDIS_URL are not set and .data/local-secrets.json has no private servers: run the tests with `npm test` from the repository root, which provisions them, or after an `npm start`',
  );
}

/**
 * The PostgreSQL server a test file makes its database on: DATABASE_URL (`npm test` sets it),
 * else the private one of `npm start`, behind its password.
 */
export function testPostgresServerUrl(): string {
  return process.env.DATABASE_URL ?? privatePostgresUrl(PRIVATE_POSTGRES_PORT, 'postgres', privateServerPasswords().postgresPassword);
}

/** The Redis a test file uses: REDIS_URL (`npm test` sets it), else the private one of `npm start`, behind its password. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? privateRedisUrl(PRIVATE_REDIS_PORT, privateServerPasswords().redisPassword);
}
