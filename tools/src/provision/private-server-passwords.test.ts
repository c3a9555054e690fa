import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { startPrivatePostgres } from './postgres.js';
import { startPrivateRedis } from './redis.js';
import { freePort } from '../free-port.js';
import { query } from './pg-query.fixture.js';
import { newSecret } from '../new-secret.js';
import { mustRun } from '../run-command.js';

// The private servers of `npm start` and `npm test` are for the launcher's stack only: another
// user of the machine can reach 127.0.0.1 too, and must get neither in nor at their files.
const dir = mkdtempSync(path.join(tmpdir(), 'solana-hub-passwords-'));
// As root, PostgreSQL runs as `postgres`, which must be able to reach its directory.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const password = newSecret(24);

/** Whether a file or folder gives anything to its group or to others. */
const openToOthers = (file: string) => (statSync(file).mode & 0o077) !== 0;
const everythingIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(folder, entry));
/** A client without the password (RESP2: RESP3's HELLO would be refused before any command). */
const strangerOn = (port: number) => new Redis({ port, protocol: 2, lazyConnect: true, enableReadyCheck: false, maxRetriesPerRequest: 0 });
const withPassword = (url: string, other: string) => Object.assign(new URL(url), { password: other }).toString();
const postgresIn = async (folder: string, clusterPassword = password) =>
  startPrivatePostgres({ dir: path.join(dir, folder), preferredPort: await freePort(), database: 'hub_app', password: clusterPassword });

describe('a private PostgreSQL', () => {
  it('takes a TCP connection only with its password, from a folder only its owner opens', async () => {
    const postgres = await postgresIn('pg');
    try {
      expect(await query(postgres.databaseUrl, 'SELECT current_user AS role')).toEqual([{ role: 'postgres' }]);
      await expect(query(withPassword(postgres.databaseUrl, 'guessed'), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
      await expect(query(withPassword(postgres.databaseUrl, ''), 'SELECT 1')).rejects.toThrow();
      expect(statSync(path.join(dir, 'pg')).mode & 0o777).toBe(0o700);
    } finally {
      await postgres.stop();
    }
  });

  it('closes a running cluster an older launcher left open to everyone, keeping its data', async () => {
    const first = await postgresIn('pg-older');
    try {
      // What an older launcher left: initdb -A trust's rules, a superuser without a password.
      writeFileSync(
        path.join(dir, 'pg-older', 'pg_hba.conf'),
        'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n',
      );
      await query(first.databaseUrl, 'CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
      await query(first.serverUrl, 'ALTER ROLE postgres PASSWORD NULL; SELECT pg_reload_conf()');
      const open = withPassword(first.databaseUrl, '');
      expect(await query(open, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);

      const next = await postgresIn('pg-older');
      expect(next).toMatchObject({ started: false, databaseUrl: first.databaseUrl });
      await expect(query(open, 'SELECT 1')).rejects.toThrow();
      expect(await query(next.databaseUrl, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await first.stop();
    }
  });

  it('takes a new password on its next start (local-secrets.json made anew)', async () => {
    const first = await postgresIn('pg-new-password');
    await first.stop();
    const renewed = await postgresIn('pg-new-password', newSecret(24));
    try {
      expect(await query(renewed.databaseUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await expect(query(withPassword(renewed.databaseUrl, password), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await renewed.stop();
    }
  });
});

describe('a private Redis', () => {
  it('answers nothing but AUTH without its password, and keeps its files from other users', async () => {
    const redisDir = path.join(dir, 'redis');
    const redis = await startPrivateRedis({ dir: redisDir, preferredPort: await freePort(), password });
    const port = Number(new URL(redis.url).port);
    const stranger = strangerOn(port);
    const owner = new Redis(redis.url);
    try {
      await expect(stranger.config('GET', 'dir')).rejects.toThrow(/NOAUTH/);
      await expect(stranger.auth('guessed')).rejects.toThrow(/WRONGPASS/);
      await owner.set('kept', 'yes');
      expect(statSync(redisDir).mode & 0o777).toBe(0o700);
      expect(everythingIn(redisDir).filter(openToOthers)).toEqual([]);
      expect(everythingIn(redisDir).some((file) => file.includes('appendonly'))).toBe(true);
    } finally {
      stranger.disconnect();
      owner.disconnect();
      await redis.stop();
    }
  });

  it('restarts one an older launcher left running without a password, keeping its keys', async () => {
    const redisDir = path.join(dir, 'redis-older');
    // What an older launcher left: a Redis with no password, its folder and files open to every
    // user (as umask 022 makes them).
    mkdirSync(redisDir);
    const port = await freePort();
    writeFileSync(path.join(redisDir, 'port'), `${port}\n`);
    const older = ['--bind', '127.0.0.1', '--port', String(port), '--dir', redisDir, '--appendonly', 'yes', '--save', ''];
    const daemon = ['--daemonize', 'yes', '--pidfile', path.join(redisDir, 'redis.pid'), '--logfile', path.join(redisDir, 'redis.log')];
    await mustRun('redis-server', [...older, ...daemon], { quiet: true });
    const before = new Redis(port);
    await before.set('kept', 'yes');
    before.disconnect();
    for (const file of [redisDir, ...everythingIn(redisDir)]) chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);

    const redis = await startPrivateRedis({ dir: redisDir, preferredPort: port, password });
    const owner = new Redis(redis.url);
    const stranger = strangerOn(port);
    try {
      expect(redis.started).toBe(true);
      expect(await owner.get('kept')).toBe('yes');
      await expect(stranger.get('kept')).rejects.toThrow(/NOAUTH/);
      expect(everythingIn(redisDir).filter(openToOthers)).toEqual([]);
    } finally {
      owner.disconnect();
      stranger.disconnect();
      await redis.stop();
    }
  });
});
