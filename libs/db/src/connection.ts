import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

const INT8_OID = 20;

export interface DatabaseOptions {
  maxConnections?: number;
  /**
   * Told when a pooled connection breaks: the server restarted, failed over or dropped it. The
   * error is reported, never thrown (an `error` event nobody listens to ends the process): an
   * idle connection is dropped and a new one opened when next needed; one in use fails its
   * query, whose caller retries, and is dropped when released.
   */
  onConnectionLost?: (error: Error) => void;
}

/** A pooled connection to PostgreSQL. Ids (bigint) come back as numbers: they stay far below 2^53. */
export function connectDatabase(databaseUrl: string, options: DatabaseOptions = {}): Kysely<Database> {
  const onConnectionLost = options.onConnectionLost ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', (client) => {
    // On every connection, idle or in use: a connection in use has no other listener.
    client.on('error', onConnectionLost);
    // The hub's reads are short index scans; PostgreSQL's JIT compiles the plans of a year's
    // bigger ones (the dashboard's first load) for 50-60 ms of their 200-400 ms and saves less.
    // Sent as the connection's first statement (node-postgres queues it before any other), not
    // as a startup option, which a pooler such as PgBouncer may refuse.
    client.query('SET jit = off').catch(onConnectionLost);
  });
  // The pool repeats an idle connection's error, which the listener above has reported.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** SQLSTATEs of a server that is away: connection exceptions, shutting down, starting up. */
const UNAVAILABLE_STATES = /^(08|57P0[123])/;

/**
 * Whether a query failed because PostgreSQL could not be reached or went away (a restart, a
 * failover), rather than because of the query: the caller may answer "try again shortly".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  // A socket's own failure (refused, reset, unreachable host) names its system call.
  if (typeof syscall === 'string' || (typeof code === 'string' && UNAVAILABLE_STATES.test(code))) return true;
  return typeof message === 'string' && /^Connection terminated|not queryable|timeout exceeded when trying to connect/.test(message);
}
