import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pino from 'pino';
import { loadConfig } from '@solana-hub/config';
import { connectDatabase, migrateToLatest } from '@solana-hub/db';
import { connectRedis } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis, serviceTestEnv, testPostgresServerUrl, until, type TestDatabase } from '@solana-hub/testing';
import { TemplateCatalog } from './template-catalog.js';

// The catalog on a database that does not exist yet (a server away at the extractor's start),
// and under a subscription Redis drops (a Redis restart).
const serverUrl = testPostgresServerUrl();
const name = `test_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const db = connectDatabase(url, { maxConnections: 2, onConnectionLost: () => undefined });
const redis = createTestRedis();
const warnings: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) });
const config = loadConfig(serviceTestEnv({ url } as TestDatabase, redis), 'extractor');
const connection = connectRedis(redis.url, logger);
const catalog = new TemplateCatalog(db, connection, config, logger);

// Another database on the same server, to create and drop the catalog's from.
let server: TestDatabase;
beforeAll(async () => {
  server = await createTestDatabase();
});
afterAll(async () => {
  await catalog.onModuleDestroy();
  connection.disconnect();
  await redis.clear();
  await db.destroy();
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.drop();
});

async function onServer(statement: string): Promise<void> {
  await sql.raw(statement).execute(server.db);
}

/** A template with no patterns, straight into the database: no change event is published. */
const insertTemplate = (templateName: string) =>
  db
    .insertInto('templates')
    .values({
      name: templateName,
      display_name: templateName,
      enabled: true,
      priority: 5,
      sample_message: null,
      patterns: '[]',
      extractors: '[]',
    })
    .execute();

describe('the template catalog', () => {
  it('waits for a database that is away at start, then loads the templates', async () => {
    const started = catalog.start();
    await until(() => warnings.includes('could not load the templates; trying again'), 'a failed first load');
    await onServer(`CREATE DATABASE ${name}`);
    await migrateToLatest(db);
    await started;
    expect(catalog.current().length).toBeGreaterThan(0);
  });

  it('reads the templates again when its subscription comes back, for a change it may have missed', async () => {
    await insertTemplate('missed_change');
    const clients = String(await connection.client('LIST'));
    const subscriber = clients.split('\n').find((line) => line.includes(` name=${redis.prefix}:template-catalog `));
    const id = /\bid=(\d+)/.exec(subscriber ?? '')?.[1];
    expect(id).toBeDefined();
    await connection.client('KILL', 'ID', id!);
    await until(() => catalog.current().some((template) => template.name === 'missed_change'), 'the templates to be read again');
  });

  it('reads the templates once more for each replay run, however many of its messages come', async () => {
    const held = (templateName: string) => catalog.current().some((template) => template.name === templateName);
    // Saved with no change event (or one still on its way): the run's first message reads it.
    await insertTemplate('saved_before_run');
    expect(held('saved_before_run')).toBe(false);
    await Promise.all([catalog.freshFor('run-1'), catalog.freshFor('run-1')]);
    expect(held('saved_before_run')).toBe(true);
    await insertTemplate('saved_during_run');
    await catalog.freshFor('run-1');
    expect(held('saved_during_run')).toBe(false);
    await catalog.freshFor('run-2');
    expect(held('saved_during_run')).toBe(true);
  });
});
