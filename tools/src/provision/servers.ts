import path from 'node:path';
import { PRIVATE_POSTGRES_PORT, PRIVATE_REDIS_PORT } from '@solana-hub/config';
import { startPrivatePostgres } from './postgres.js';
import { startPrivateRedis } from './redis.js';

export interface Servers {
  /** The application database. */
  databaseUrl: string;
  /** The server's maintenance database: tests create a database per test file from it. */
  postgresServerUrl: string;
  redisUrl: string;
  /** Stops the private servers this call started; servers that were already running stay up. */
  stop(): Promise<void>;
}

/**
 * PostgreSQL and Redis for a run: the ones DATABASE_URL / REDIS_URL name, or private ones
 * under .data/ started from the machine's binaries.
 */
export async function provisionServers(env: NodeJS.ProcessEnv, dataDir: string): Promise<Servers> {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = env.DATABASE_URL;
  let postgresServerUrl = env.DATABASE_URL;
  if (!databaseUrl || !postgresServerUrl) {
    const postgres = await startPrivatePostgres(path.join(dataDir, 'pg'), PRIVATE_POSTGRES_PORT, 'solana_hub');
    if (postgres.started) stops.push(postgres.stop);
    databaseUrl = postgres.databaseUrl;
    postgresServerUrl = postgres.serverUrl;
  }
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startPrivateRedis(path.join(dataDir, 'redis'), PRIVATE_REDIS_PORT);
    if (redis.started) stops.push(redis.stop);
    redisUrl = redis.url;
  }
  return {
    databaseUrl,
    postgresServerUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
