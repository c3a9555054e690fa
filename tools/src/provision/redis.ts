import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privateRedisUrl } from '@solana-hub/config';
import { ensureBinary } from './debian-package.js';
import { mustRun } from '../run-command.js';
import { privateFolder } from '../private-folder.js';
import { portToListenOn } from './port-choice.js';
import { redisReplies } from './redis-replies.js';

export interface PrivateRedis {
  url: string;
  started: boolean;
  stop: () => Promise<void>;
  /** Shuts down (writing its append-only file) and starts again on the same port. */
  restart: () => Promise<void>;
}

export interface PrivateRedisSetup {
  /** Its folder (made 0700): the append-only file, the log, the pid. */
  dir: string;
  /** Where it listens unless another program holds that port. */
  preferredPort: number;
  /** `requirepass`: every client authenticates before any command. */
  password: string;
}

function findRedisServer(): string | null {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate)) ?? null;
}

interface RunningRedis {
  pid: number;
  port: number;
}

/** This directory's Redis when it is running: its pid is alive and it answers on its port. */
async function runningRedis(dir: string): Promise<RunningRedis | null> {
  const pidFile = path.join(dir, 'redis.pid');
  const portFile = path.join(dir, 'port');
  if (!existsSync(pidFile) || !existsSync(portFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const port = Number(readFileSync(portFile, 'utf8').trim());
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return (await answers(port)) ? { pid, port } : null;
}

/**
 * A private Redis with its append-only file in `dir`, on 127.0.0.1 (`preferredPort`, or a free
 * port when another program holds it), behind `password`; reused while running. One running
 * without that password (an older launcher's, open to every local user) is restarted with it.
 */
export async function startPrivateRedis({ dir, preferredPort, password }: PrivateRedisSetup): Promise<PrivateRedis> {
  const server = await ensureBinary(findRedisServer, 'redis-server', 'Redis');
  privateFolder(dir);
  let running = await runningRedis(dir);
  if (running && !(await guardedBy(running.port, password))) {
    await stop(running);
    running = null;
  }
  const port = running?.port ?? (await portToListenOn(preferredPort));
  const configFile = path.join(dir, 'redis.conf');
  /** Starts it; answers its pid. */
  const launch = async (): Promise<number> => {
    // The password lives in a file only the owner reads, never on the command line (`ps` shows
    // that to every local user). A double-quoted JSON string is a string redis.conf reads.
    writeFileSync(configFile, `requirepass ${JSON.stringify(password)}\n`, { mode: 0o600 });
    const options = ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--save', ''];
    const daemon = ['--daemonize', 'yes', '--pidfile', path.join(dir, 'redis.pid'), '--logfile', path.join(dir, 'redis.log')];
    // Redis creates its append-only files, log and pid with the mode its umask leaves: none for others.
    await mustRun('sh', ['-c', 'umask 077 && exec "$@"', 'sh', server, configFile, ...options, ...daemon], { quiet: true });
    await waitUntil(() => readyWith(port, password), `Redis did not start on port ${port} (see ${dir}/redis.log)`);
    return Number(readFileSync(path.join(dir, 'redis.pid'), 'utf8').trim());
  };
  if (running === null) writeFileSync(path.join(dir, 'port'), `${port}\n`, { mode: 0o600 });
  let pid = running?.pid ?? (await launch());
  return {
    url: privateRedisUrl(port, password),
    started: running === null,
    stop: () => stop({ pid, port }),
    restart: async () => {
      await stop({ pid, port });
      pid = await launch();
    },
  };
}

/**
 * Stops a Redis by its pid: SIGTERM makes it shut down as SHUTDOWN does (the append-only file
 * written), whatever password it runs with, so an older launcher's Redis stops as ours does.
 */
async function stop({ pid, port }: RunningRedis): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await waitUntil(async () => !(await answers(port)), `Redis on port ${port} did not stop`);
}

/** Whether the Redis on `port` answers at all (a refusal for want of a password is an answer). */
async function answers(port: number): Promise<boolean> {
  return (await redisReplies(port, [['PING']])) !== null;
}

/** Whether the Redis on `port` refuses a client without a password and takes `password`. */
async function guardedBy(port: number, password: string): Promise<boolean> {
  const replies = await redisReplies(port, [['PING'], ['AUTH', password]]);
  return replies?.[0]?.startsWith('-NOAUTH') === true && replies[1] === '+OK';
}

/** Whether the Redis on `port` takes `password` and answers PING (its append-only file loaded). */
async function readyWith(port: number, password: string): Promise<boolean> {
  const replies = await redisReplies(port, [['AUTH', password], ['PING']]);
  return replies?.[1] === '+PONG';
}

async function waitUntil(condition: () => Promise<boolean>, failure: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
