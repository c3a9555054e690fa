import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startPrivatePostgres } from './postgres.js';
import { startPrivateRedis } from './redis.js';
import { freePort } from '../free-port.js';

// What `npm start` does on a machine without running servers: start private ones from the
// machine's binaries, in a directory of their own, and reuse them (and their data) next time.
const dir = mkdtempSync(path.join(tmpdir(), 'solana-hub-provision-'));
// As root, PostgreSQL runs as `postgres`, which must be able to reach its directory.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('private PostgreSQL', () => {
  it('initialises, starts, creates the database, keeps data across a restart', async () => {
    const port = await freePort();
    const first = await startPrivatePostgres(path.join(dir, 'pg'), port, 'hub_app');
    expect(first.started).toBe(true);
    await query(first.databaseUrl, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');

    const again = await startPrivatePostgres(path.join(dir, 'pg'), port, 'hub_app');
    expect(again.started).toBe(false);
    await first.stop();

    const restarted = await startPrivatePostgres(path.join(dir, 'pg'), port, 'hub_app');
    expect(restarted.started).toBe(true);
    expect(await query(restarted.databaseUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await restarted.restart();
    expect(await query(restarted.databaseUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await restarted.stop();
  });
});

describe('private Redis', () => {
  it('starts with an append-only file and keeps keys across a restart', async () => {
    const port = await freePort();
    const first = await startPrivateRedis(path.join(dir, 'redis'), port);
    expect(first.started).toBe(true);
    const client = new Redis(first.url);
    await client.set('kept', 'yes');
    expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    client.disconnect();
    await first.stop();

    const restarted = await startPrivateRedis(path.join(dir, 'redis'), port);
    const again = new Redis(restarted.url);
    expect(await again.get('kept')).toBe('yes');
    // What the fault runs do under a running stack: the same port, the same keys.
    await restarted.restart();
    expect(await again.get('kept')).toBe('yes');
    again.disconnect();
    await restarted.stop();
  });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? [] : result.rows;
  } finally {
    await client.end();
  }
}

describe('a preferred port another program holds', () => {
  it('moves the private servers to a free port and finds them there again', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const redis = await startPrivateRedis(path.join(dir, 'redis-moved'), taken);
      expect(new URL(redis.url).port).not.toBe(String(taken));
      expect((await startPrivateRedis(path.join(dir, 'redis-moved'), taken)).url).toBe(redis.url);
      await redis.stop();

      const postgres = await startPrivatePostgres(path.join(dir, 'pg-moved'), taken, 'hub_app');
      expect(new URL(postgres.databaseUrl).port).not.toBe(String(taken));
      const again = await startPrivatePostgres(path.join(dir, 'pg-moved'), taken, 'hub_app');
      expect(again).toMatchObject({ databaseUrl: postgres.databaseUrl, started: false });
      await postgres.stop();
    } finally {
      blocker.close();
    }
  });
});
