import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../repo-root.js';
import { printLogLines } from './log-lines.js';

export const SERVICES = ['extractor', 'analyzer', 'ingest', 'gateway'] as const;
export type StackService = (typeof SERVICES)[number];

export interface Stack {
  /** Resolves with the first service that exits on its own (a crash, or a refused config). */
  firstExit: Promise<{ service: StackService; code: number | null }>;
  /** SIGTERM to every service, SIGKILL to any still running after the grace period. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the four built services as child processes with the given environment. */
export function launchStack(env: NodeJS.ProcessEnv, write: (line: string) => void = (line) => console.log(line)): Stack {
  const children = new Map<StackService, ChildProcess>();
  let stopping = false;
  const firstExit = new Promise<{ service: StackService; code: number | null }>((resolve) => {
    for (const service of SERVICES) {
      const child = spawn(process.execPath, [path.join(repoRoot, 'services', service, 'dist', 'main.js')], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        // A process group of its own: Ctrl-C reaches only the launcher, which then stops each
        // service once, with SIGTERM. (A second signal would cut Nest's graceful shutdown short.)
        detached: true,
      });
      printLogLines(service, child.stdout, write);
      printLogLines(service, child.stderr, write);
      child.on('exit', (code) => {
        children.delete(service);
        if (!stopping) resolve({ service, code });
      });
      children.set(service, child);
    }
  });
  return {
    firstExit,
    stop: async (graceMs = 10_000) => {
      stopping = true;
      await Promise.all([...children.values()].map((child) => stopChild(child, graceMs)));
    },
  };
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Waits until a service's /health answers 200. */
export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
