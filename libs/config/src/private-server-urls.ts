/** The one role of the launcher's private PostgreSQL (initdb -U), its superuser. */
export const PRIVATE_POSTGRES_USER = 'postgres';

/** A database of a private PostgreSQL of the launcher, on 127.0.0.1 behind its password. */
export function privatePostgresUrl(port: number, database: string, password: string): string {
  return `postgres://${PRIVATE_POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** A private Redis of the launcher, on 127.0.0.1 behind its password (`requirepass`). */
export function privateRedisUrl(port: number, password: string): string {
  return `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}
