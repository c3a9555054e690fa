import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { serverSettings, startPrivatePostgres } from './postgres.js';
import { startPrivateRedis } from './redis.js';
import { freePort } from '../free-port.js';
import { query } from './pg-query.fixture.js';
import { newSecret } from '../new-secret.js';

// What `npm start` does on a machine without running servers: start private ones from the
// machine's binaries, in a directory of their own, and reuse them (and their data) next time.
const dir = mkdtempSync(path.join(tmpdir(), 'solana-hub-provision-'));
// As root, PostgreSQL runs as `postgres`, which must be able to reach its directory.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const password = newSecret(24);
const postgresIn = (folder: string, preferredPort: number) =>
  startPrivatePostgres({ dir: path.join(dir, folder), preferredPort, database: 'hub_app', password });
const redisIn = (folder: string, preferredPort: number) => startPrivateRedis({ dir: path.join(dir, folder), preferredPort, password });

describe('private PostgreSQL', () => {
  it('initialises, starts, creates the database, keeps data across a restart', async () => {
    const port = await freePort();
    const first = await postgresIn('pg', port);
    expect(first.started).toBe(true);
    // Sized from the machine, not PostgreSQL's defaults for a small one (shown in its largest whole unit: 6144MB as 6GB).
    const shown = await query(
      first.serverUrl,
      'SELECT pg_size_bytes(current_setting($$shared_buffers$$))::text AS shared_buffers, current_setting($$max_wal_size$$) AS wal',
    );
    const sharedBuffers = String(Number.parseInt(serverSettings().shared_buffers, 10) * 1024 * 1024);
    expect(shown).toEqual([{ shared_buffers: sharedBuffers, wal: '4GB' }]);
    await query(first.databaseUrl, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');

    const again = await postgresIn('pg', port);
    expect(again.started).toBe(false);
    await first.stop();

    const restarted = await postgresIn('pg', port);
    expect(restarted.started).toBe(true);
    expect(await query(restarted.databaseUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await restarted.restart();
    expect(await query(restarted.databaseUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await restarted.stop();
  });
});

describe('the private PostgreSQL settings', () => {
  it('give shared buffers a quarter of the memory, at least 128 MB and at most 8 GB', () => {
    const gib = 1024 ** 3;
    expect(serverSettings(24 * gib).shared_buffers).toBe('6144MB');
    expect(serverSettings(gib / 4).shared_buffers).toBe('128MB');
    expect(serverSettings(256 * gib).shared_buffers).toBe('8192MB');
  });
});

describe('private Redis', () => {
  it('starts with an append-only file and keeps keys across a restart', async () => {
    const port = await freePort();
    const first = await redisIn('redis', port);
    expect(first.started).toBe(true);
    const client = new Redis(first.url);
    await client.set('kept', 'yes');
    expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    client.disconnect();
    await first.stop();

    const restarted = await redisIn('redis', port);
    const again = new Redis(restarted.url);
    expect(await again.get('kept')).toBe('yes');
    // What the fault runs do under a running stack: the same port, the same keys.
    await restarted.restart();
    expect(await again.get('kept')).toBe('yes');
    again.disconnect();
    await restarted.stop();
  });
});

describe('a preferred port another program holds', () => {
  it('moves the private servers to a free port and finds them there again', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const redis = await redisIn('redis-moved', taken);
      expect(new URL(redis.url).port).not.toBe(String(taken));
      expect((await redisIn('redis-moved', taken)).url).toBe(redis.url);
      await redis.stop();

      const postgres = await postgresIn('pg-moved', taken);
      expect(new URL(postgres.databaseUrl).port).not.toBe(String(taken));
      const again = await postgresIn('pg-moved', taken);
      expect(again).toMatchObject({ databaseUrl: postgres.databaseUrl, started: false });
      await postgres.stop();
    } finally {
      blocker.close();
    }
  });
});
