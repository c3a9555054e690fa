import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { ensureBinary } from './debian-package.js';
import { mustRun, runCommand } from '../run-command.js';
import { portToListenOn } from './port-choice.js';

export interface PrivateRedis {
  url: string;
  started: boolean;
  stop(): Promise<void>;
  /** Shuts down (writing its append-only file) and starts again on the same port. */
  restart(): Promise<void>;
}

function findRedisServer(): string | null {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate)) ?? null;
}

/** The port of this directory's Redis when it is running: its pid is alive and it answers. */
async function runningPort(dir: string): Promise<number | null> {
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
  return (await answersPing(port)) ? port : null;
}

/**
 * A private Redis with its append-only file in `dir`, on 127.0.0.1 (`preferredPort`, or a free
 * port when another program holds it); reused while running.
 */
export async function startPrivateRedis(dir: string, preferredPort: number): Promise<PrivateRedis> {
  const server = await ensureBinary(findRedisServer, 'redis-server', 'Redis');
  mkdirSync(dir, { recursive: true });
  const alreadyRunning = await runningPort(dir);
  const port = alreadyRunning ?? (await portToListenOn(preferredPort));
  const launch = async () => {
    await mustRun(
      server,
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--save',
        '',
        '--daemonize',
        'yes',
        '--pidfile',
        path.join(dir, 'redis.pid'),
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { quiet: true },
    );
    await waitUntil(() => answersPing(port), `Redis did not start on port ${port} (see ${dir}/redis.log)`);
  };
  const stop = async () => {
    const cli = path.join(path.dirname(server), 'redis-cli');
    await runCommand(existsSync(cli) ? cli : 'redis-cli', ['-p', String(port), 'shutdown'], { quiet: true });
    await waitUntil(async () => !(await answersPing(port)), `Redis on port ${port} did not stop`);
  };
  if (alreadyRunning === null) {
    writeFileSync(path.join(dir, 'port'), `${port}\n`);
    await launch();
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    started: alreadyRunning === null,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}

/** Speaks just enough RESP to know a Redis answers, without needing redis-cli. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function waitUntil(condition: () => Promise<boolean>, failure: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
