import { Redis, type RedisOptions } from 'ioredis';

/** Where a connection reports an outage and its end; a pino logger fits. */
export interface ConnectionLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

const stderrLog: ConnectionLog = {
  warn: (details, message) => console.warn(`${message}: ${details.err instanceof Error ? details.err.message : 'connection closed'}`),
  info: (details, message) => console.warn(`${message} (${String(details.downMs)} ms)`),
};

/**
 * A Redis connection for queues and events. BullMQ workers need maxRetriesPerRequest: null
 * (their blocking calls must wait for a reconnect rather than fail); ioredis reconnects itself,
 * so a Redis restart costs the seconds it takes.
 */
export function connectRedis(
  redisUrl: string,
  log: ConnectionLog = stderrLog,
  options: RedisOptions & { replyMapping?: 'legacy' } = {},
): Redis {
  return reportingOutages(new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options }), log);
}

/**
 * Reports a lost connection once per outage, with its cause, and its return with the outage's
 * length. ioredis emits an `error` for every failed reconnect (every two seconds at most) and,
 * without a listener, prints each with a stack; none of them ends the process. Duplicates
 * (subscribers, BullMQ's blocking connections) report the same way.
 */
function reportingOutages(redis: Redis, log: ConnectionLog): Redis {
  let downSince: number | null = null;
  const details = () => ({ connection: redis.options.connectionName });
  const lost = (error?: Error) => {
    if (downSince !== null) return;
    downSince = Date.now();
    log.warn({ ...details(), err: error }, 'Redis connection lost; reconnecting');
  };
  redis.on('error', lost);
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    if (downSince === null) return;
    log.info({ ...details(), downMs: Date.now() - downSince }, 'Redis connection back');
    downSince = null;
  });
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (override?: Partial<RedisOptions>) => reportingOutages(duplicate(override), log);
  return redis;
}

/**
 * Whether an error says Redis could not be reached or the connection broke, rather than what a
 * command did: a socket's own failure names its system call (connect, read, write).
 */
export function isConnectionError(error: Error): boolean {
  return typeof (error as NodeJS.ErrnoException).syscall === 'string' || error.message === 'Connection is closed.';
}

/**
 * Whether a command failed because Redis is away: the connection broke, or a command given a
 * time limit (ioredis' commandTimeout, on connections that serve a waiting client) had no answer.
 */
export function isRedisUnavailable(error: unknown): boolean {
  return error instanceof Error && (isConnectionError(error) || error.message === 'Command timed out');
}
