import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './repo-root.js';

/** What a run of the command line printed, how it ended and how long it took. */
export interface CliRun {
  status: number | null;
  out: string;
  err: string;
  ms: number;
}

export interface CliRunOptions {
  /** Node's own options, before the command line's (e.g. a heap limit). */
  nodeOptions?: readonly string[];
  /** A program the command line runs under, e.g. `/usr/bin/time -f ...`. */
  wrapper?: readonly string[];
}

/**
 * The command line as `npm run <command>` runs it once the dependencies are installed (what
 * bin/solana-hub.mjs hands over to), as a child process that sees only `env` and PATH: for the
 * suites and benchmarks that check or time a command as an operator runs it.
 */
export function runCli(args: readonly string[], env: Record<string, string>, options: CliRunOptions = {}): Promise<CliRun> {
  const started = performance.now();
  const node = [process.execPath, ...(options.nodeOptions ?? []), '--conditions=source', '--import', 'tsx'];
  const [program = process.execPath, ...rest] = [...(options.wrapper ?? []), ...node, path.join(repoRoot, 'tools/src/cli.ts'), ...args];
  const child = spawn(program, rest, { cwd: repoRoot, env: { PATH: process.env.PATH, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out, err, ms: performance.now() - started }));
  });
}
