import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { connectDatabase, migrateToLatest, type Database } from '@solana-hub/db';
import { testPostgresServerUrl } from './test-servers.js';

export interface TestDatabase {
  url: string;
  db: Kysely<Database>;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, on the server `npm test` provisioned
 * (DATABASE_URL, else the private one of `npm start`) unless told another. Test files run in
 * parallel without seeing each other's rows.
 */
export async function createTestDatabase(serverUrl = testPostgresServerUrl()): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(serverUrl, name);
  const db = connectDatabase(url, { maxConnections: 5 });
  await migrateToLatest(db);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await onServer(serverUrl, async (client) => {
        // The pool's connections close asynchronously: dropping under them would terminate them
        // mid-close, and the pool reports that as an unhandled error. FORCE stays for stragglers.
        await untilNoConnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

async function untilNoConnections(client: pg.Client, database: string, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0]?.n === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    // The host only: the URL may hold a password.
    throw new Error(
      `No PostgreSQL at ${new URL(serverUrl).host}: run the tests with \`npm test\` from the repository root, which provisions one`,
      {
        cause: error,
      },
    );
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
