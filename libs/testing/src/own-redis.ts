import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A Redis server of one test's own (never the shared one), to stop, restart or freeze under the
 * clients: what a Redis restart or a hung Redis does to them. Nothing is kept on disk.
 */
export interface OwnRedis {
  url: string;
  port: number;
  /** Stops it, waits `downMs` (failed reconnects pile up meanwhile) and starts it on the same port. */
  restart(downMs?: number): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  stop(): void;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart(downMs = 1_500) {
      const stopped = once(server, 'exit');
      server.kill('SIGTERM');
      await stopped;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await launch(port);
    },
    freeze: () => server.kill('SIGSTOP'),
    thaw: () => server.kill('SIGCONT'),
    // SIGKILL also ends a frozen one; a server left running would keep jest from exiting.
    stop: () => server.kill('SIGKILL'),
  };
}

async function launch(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'pipe',
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('Ready to accept connections')) {
    if (server.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return server;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}
