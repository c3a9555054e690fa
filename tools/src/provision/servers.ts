import path from 'node:path';
import { PRIVATE_POSTGRES_PORT, PRIVATE_REDIS_PORT } from '@solana-hub/config';
import { localSecrets } from '../local-secrets.js';
import { startPrivatePostgres } from './postgres.js';
import { startPrivateRedis } from './redis.js';

export interface Servers {
  /** The application database. */
  databaseUrl: string;
  /** The server's maintenance database: tests create a database per test file from it. */
  postgresServerUrl: string;
  redisUrl: string;
  /** Which of the two are private ones under .data/ (their passwords are in .data/local-secrets.json). */
  privateServers: Array<'PostgreSQL' | 'Redis'>;
  /** Stops the private servers this call started; servers that were already running stay up. */
  stop(): Promise<void>;
}

/**
 * PostgreSQL and Redis for a run: the ones DATABASE_URL / REDIS_URL name, used as given, or
 * private ones under .data/ started from the machine's binaries, behind the passwords kept in
 * .data/local-secrets.json.
 */
export async function provisionServers(env: NodeJS.ProcessEnv, dataDir: string): Promise<Servers> {
  const stops: Array<() => Promise<void>> = [];
  const privateServers: Servers['privateServers'] = [];
  let databaseUrl = env.DATABASE_URL;
  let postgresServerUrl = env.DATABASE_URL;
  if (!databaseUrl || !postgresServerUrl) {
    const { postgresPassword } = localSecrets(dataDir);
    const postgres = await startPrivatePostgres({
      dir: path.join(dataDir, 'pg'),
      preferredPort: PRIVATE_POSTGRES_PORT,
      database: 'solana_hub',
      password: postgresPassword,
    });
    if (postgres.started) stops.push(postgres.stop);
    databaseUrl = postgres.databaseUrl;
    postgresServerUrl = postgres.serverUrl;
    privateServers.push('PostgreSQL');
  }
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const { redisPassword } = localSecrets(dataDir);
    const redis = await startPrivateRedis({ dir: path.join(dataDir, 'redis'), preferredPort: PRIVATE_REDIS_PORT, password: redisPassword });
    if (redis.started) stops.push(redis.stop);
    redisUrl = redis.url;
    privateServers.push('Redis');
  }
  return {
    databaseUrl,
    postgresServerUrl,
    redisUrl,
    privateServers,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
