import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { loadConfig, type Config } from '@solana-hub/config';
import { connectDatabase, type Database } from '@solana-hub/db';
import { connectRedis, type ConnectionLog } from '@solana-hub/queue';
import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';

/** The stack's PostgreSQL and Redis, as a command uses them. */
export interface StackServers {
  config: Config;
  redis: Redis;
  db: Kysely<Database>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
const quiet: ConnectionLog = { warn: () => undefined, info: () => undefined };

/**
 * The servers of the running stack (DATABASE_URL / REDIS_URL, or the private ones of `npm start`),
 * both answering; or, within seconds, which one does not (named without credentials): a command
 * never waits for ever on a server that is not there. `redisLog` hears of Redis going away and
 * coming back once the command runs.
 */
async function reachStackServers(redisLog: ConnectionLog = quiet): Promise<StackServers | { problem: string }> {
  let servers;
  try {
    servers = await provisionServers(process.env, dataDir);
  } catch (error) {
    return { problem: `The stack's PostgreSQL and Redis could not be started: ${(error as Error).message}` };
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: servers.databaseUrl, REDIS_URL: servers.redisUrl }, 'extractor');
  // Every command is awaited before the end, so the socket has nothing left to send when it is
  // closed; ioredis would otherwise keep a closed connection's 2 s timer and the process with it.
  const redis = connectRedis(config.redisUrl, redisLog, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, disconnectTimeout: 0 });
  const db = connectDatabase(config.databaseUrl, { maxConnections: 2, onConnectionLost: () => undefined });
  const close = async () => {
    redis.disconnect();
    await db.destroy();
    await servers.stop();
  };
  const problem = await unreachable(redis, db, config);
  if (problem === null) return { config, redis, db, close };
  await close();
  return { problem: `${problem}. Is the stack running (npm start), and are REDIS_URL and DATABASE_URL right?` };
}

async function unreachable(redis: Redis, db: Kysely<Database>, config: Config): Promise<string | null> {
  try {
    await redis.connect();
  } catch (error) {
    return `The queue cannot be reached: Redis at ${hostOf(config.redisUrl)} does not answer (${(error as Error).message})`;
  }
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return `The database cannot be reached: PostgreSQL at ${hostOf(config.databaseUrl)} does not answer (${(error as Error).message})`;
  }
  return null;
}

const hostOf = (url: string) => new URL(url).host;

/**
 * Runs a command's work on the stack's servers, closed after it; a server that does not answer
 * is said, and the command exits 1 without running.
 */
export async function onStackServers(work: (servers: StackServers) => Promise<number>, redisLog?: ConnectionLog): Promise<number> {
  const servers = await reachStackServers(redisLog);
  if ('problem' in servers) {
    console.error(servers.problem);
    return 1;
  }
  try {
    return await work(servers);
  } finally {
    await servers.close();
  }
}
