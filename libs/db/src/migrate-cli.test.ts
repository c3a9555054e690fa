import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from '@solana-hub/config';
import { migrateFromEnvironment } from './migrate-cli.js';
import { migrations } from './migrations/index.js';
import { onlineIndexes } from './online-indexes.js';

// A database nobody has migrated yet, as a fresh production server is.
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const name = `test_migrate_${randomBytes(6).toString('hex')}`;
const emptyDatabaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('migrateFromEnvironment', () => {
  it('applies every migration to an empty database, then finds nothing left to do', async () => {
    const first = await migrateFromEnvironment({ DATABASE_URL: emptyDatabaseUrl });
    const builtOnline = onlineIndexes.map((index) => `${index.name} (built online)`);
    expect(first).toEqual({ exitCode: 0, report: `migrate: applied ${[...Object.keys(migrations), ...builtOnline].join(', ')}` });

    const client = new pg.Client({ connectionString: emptyDatabaseUrl });
    await client.connect();
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    await client.end();
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['messages', 'raw_messages', 'templates', 'tokens']));

    expect(await migrateFromEnvironment({ DATABASE_URL: emptyDatabaseUrl })).toEqual({
      exitCode: 0,
      report: 'migrate: the database is up to date',
    });
  });

  it('stops without DATABASE_URL rather than migrate a default server', async () => {
    const run = await migrateFromEnvironment({});
    expect(run.exitCode).toBe(2);
    expect(run.report).toMatch(/DATABASE_URL is not set/);
  });

  it('fails with the reason when the database cannot be reached', async () => {
    const missing = Object.assign(new URL(serverUrl), { pathname: `/${name}_absent` }).toString();
    const run = await migrateFromEnvironment({ DATABASE_URL: missing });
    expect(run.exitCode).toBe(1);
    expect(run.report).toMatch(new RegExp(`database "${name}_absent" does not exist`));
  });
});
