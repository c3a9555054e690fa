import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, repoRoot, waitForHealth } from '@solana-hub/tools';

/** A node process with only `env` (and PATH), its output on ours. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The password the benchmarks' gateways take. */
export const BENCH_PASSWORD = 'bench';

/**
 * The built gateway on a free port, on these servers, once /health answers: what a benchmark
 * measures, as a process of its own. `frontendDist` serves the built UI (a browser bench) or none.
 */
export async function startGateway(servers: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  frontendDist: string;
}): Promise<{ child: ChildProcess; base: string; port: number }> {
  const port = await freePort();
  // BENCH_GATEWAY_CPU_PROF=<dir>: the gateway writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_GATEWAY_CPU_PROF;
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : [];
  const child = startProcess([...flags, path.join(repoRoot, 'services/gateway/dist/main.js')], {
    DATABASE_URL: servers.databaseUrl,
    REDIS_URL: servers.redisUrl,
    REDIS_PREFIX: servers.redisPrefix,
    PORT: String(port),
    APP_PASSWORD: BENCH_PASSWORD,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FRONTEND_DIST: servers.frontendDist,
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/health`);
  return { child, base, port };
}
