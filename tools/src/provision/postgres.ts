import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_POSTGRES_USER, privatePostgresUrl } from '@solana-hub/config';
import { ensureBinary } from './debian-package.js';
import { runCommand } from '../run-command.js';
import { privateFolder } from '../private-folder.js';
import { portToListenOn } from './port-choice.js';
import { setPassword, writeAccessRules } from './postgres-access.js';

export interface PrivatePostgresSetup {
  /** The cluster's folder (made 0700). */
  dir: string;
  /** Where it listens unless another program holds that port. */
  preferredPort: number;
  /** The application database, created when missing. */
  database: string;
  /** Asked on every TCP connection; set anew on every start. */
  password: string;
}

export interface PrivatePostgres {
  /** URL of the server's `postgres` database (tests create their own databases there). */
  serverUrl: string;
  /** URL of the application database. */
  databaseUrl: string;
  /** Whether this call started the server (and so may stop it). */
  started: boolean;
  stop: () => Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is ended, as in a failover or an upgrade. */
  restart: () => Promise<void>;
}

const POSTGRES_BIN_ROOT = '/usr/lib/postgresql';

function findPostgresBin(): string | null {
  if (!existsSync(POSTGRES_BIN_ROOT)) return null;
  const versions = readdirSync(POSTGRES_BIN_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_BIN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_BIN_ROOT, versions[0], 'bin') : null;
}

/** The port a running cluster listens on: line 4 of its postmaster.pid. */
function runningPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

const MB = 1024 * 1024;
/** The most shared buffers the private server takes: a year of a busy hub's working set fits in a few GiB. */
const MOST_SHARED_BUFFERS_MB = 8 * 1024;

/**
 * The server settings the private PostgreSQL starts with, sized from the machine's memory: a
 * quarter of it for shared buffers (at least PostgreSQL's own 128 MB, at most 8 GB), and WAL room
 * so steady writes do not force checkpoints. PostgreSQL's defaults suit a small machine: with 128
 * MB the message-text index's merges rewrite evicted pages and the live write's insert of messages
 * costs about half as much again on a year of history (docs/operations.md, "PostgreSQL's settings").
 */
export function serverSettings(totalMemory = os.totalmem()): { shared_buffers: string; max_wal_size: string; checkpoint_timeout: string } {
  const sharedBuffersMb = Math.min(MOST_SHARED_BUFFERS_MB, Math.max(128, Math.floor(totalMemory / 4 / MB)));
  return { shared_buffers: `${sharedBuffersMb}MB`, max_wal_size: '4GB', checkpoint_timeout: '15min' };
}

/**
 * A private PostgreSQL in `dir` on 127.0.0.1 (`preferredPort`, or a free port when that one is
 * taken), from the machine's binaries: initialised on first use, started when not running,
 * reused (with its data) afterwards. Every connection over TCP needs `password`; a cluster an
 * older launcher made open to every local user is closed on its next start, running or not.
 * As root, the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres({ dir, preferredPort, database, password }: PrivatePostgresSetup): Promise<PrivatePostgres> {
  const bin = await ensureBinary(findPostgresBin, 'postgresql', 'PostgreSQL');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[], quiet = true) =>
    asRoot
      ? runCommand('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { quiet })
      : runCommand(path.join(bin, tool), args, { quiet });

  privateFolder(dir);
  if (asRoot) chownToPostgres(dir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    const auth = ['--auth-local=trust', '--auth-host=scram-sha-256'];
    const init = await run('initdb', ['-D', dir, ...auth, '-U', PRIVATE_POSTGRES_USER, '-E', 'UTF8', '--locale=C.UTF-8']);
    if (init.code !== 0) {
      const hint = asRoot ? ` (the postgres user must be able to reach ${dir}: every parent directory needs o+x)` : '';
      throw new Error(`initdb failed${hint}:\n${init.output}`);
    }
  }
  const rulesChanged = writeAccessRules(dir);
  const running = (await run('pg_ctl', ['status', '-D', dir])).code === 0;
  const port = (running ? runningPort(dir) : null) ?? (await portToListenOn(preferredPort));
  if (running && rulesChanged) {
    const reload = await run('pg_ctl', ['-D', dir, 'reload']);
    if (reload.code !== 0) throw new Error(`PostgreSQL did not reload its access rules:\n${reload.output}`);
  }
  if (!running) {
    const settings = Object.entries(serverSettings()).map(([name, value]) => `-c ${name}=${value}`);
    const options = [`-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`, ...settings].join(' ');
    const start = await run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    if (start.code !== 0) throw new Error(`PostgreSQL did not start (see ${dir}/server.log):\n${start.output}`);
  }
  await setPassword(dir, port, password);
  const serverUrl = privatePostgresUrl(port, 'postgres', password);
  await ensureDatabase(serverUrl, database);
  return {
    serverUrl,
    databaseUrl: privatePostgresUrl(port, database, password),
    started: !running,
    stop: async () => {
      await run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
    restart: async () => {
      const restart = await run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', '-t', '60', 'restart']);
      if (restart.code !== 0) throw new Error(`PostgreSQL did not restart (see ${dir}/server.log):\n${restart.output}`);
    },
  };
}

function chownToPostgres(dir: string): void {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}

async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
