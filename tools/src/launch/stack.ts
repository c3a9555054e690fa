import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../repo-root.js';
import { printLogLines, type LogLineFormat } from './log-lines.js';

export const SERVICES = ['extractor', 'analyzer', 'ingest', 'gateway'] as const;
export type StackService = (typeof SERVICES)[number];

/** The variable each service reads its HTTP port from. */
const PORT_VARIABLE: Record<StackService, string> = {
  gateway: 'PORT',
  ingest: 'INGEST_PORT',
  extractor: 'EXTRACTOR_PORT',
  analyzer: 'ANALYZER_PORT',
};

/** A supervisor's pause before starting an exited service again: 1 s, doubling up to 30 s. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A service that ran this long before exiting gets the first delay again. */
const STABLE_RUN_MS = 60_000;
/**
 * A service that exits this soon after its start, this many times in a row, will not come back
 * by itself (a bad configuration, a missing build): starting it again would only loop.
 */
const QUICK_EXIT_MS = 10_000;
const QUICK_EXITS_TO_GIVE_UP = 5;
/**
 * How long a stopping service has between SIGTERM and SIGKILL, unless SHUTDOWN_GRACE_SECONDS
 * says otherwise. The services are told the same, so their workers drain within it instead of
 * being cut mid-job.
 */
const STOP_GRACE_SECONDS = 10;

function stopGraceSeconds(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.SHUTDOWN_GRACE_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : STOP_GRACE_SECONDS;
}

export interface ServiceExit {
  /** The service's name in the logs: `extractor`, or `extractor-2` for a second replica. */
  name: string;
  service: StackService;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One replica of a service, kept running by the launcher. */
export interface ServiceProcess {
  readonly name: string;
  readonly service: StackService;
  /** The running process's id; undefined while it is down. */
  pid(): number | undefined;
  /** How often it was started. */
  starts(): number;
  /** Sends a signal as a crash or an operator would: the exit counts as unexpected. */
  kill(signal: NodeJS.Signals): void;
  /** Stops it (SIGTERM, its graceful shutdown) and starts it again at once, as a deploy does. */
  restart(graceMs?: number): Promise<void>;
}

export interface LaunchOptions {
  /** The services to start (default: all four). */
  services?: readonly StackService[];
  /** Replicas per service, default one; replicas after the first take a free port. */
  replicas?: Partial<Record<StackService, number>>;
  /**
   * Start a service that exits on its own again, after a pause that grows while it keeps
   * exiting, as a supervisor would: `npm start` and the fault runs. Off (the end-to-end tests),
   * an exit is a failure to report and the service stays down.
   */
  restart?: boolean;
  /**
   * A service started from another built file than its dist/main.js, relative to the service's
   * folder: the ingest with a stub Telegram account in tests (dist/telegram-account/testing/…).
   */
  entries?: Partial<Record<StackService, string>>;
  /** How each line a service writes is shown (default: plain text, formatLogLine). */
  logFormat?: LogLineFormat;
}

export interface Stack {
  /** Resolves with the first service that exits on its own (a crash, or a refused config). */
  firstExit: Promise<ServiceExit>;
  /** Every exit the launcher did not ask for, in order. */
  exits: readonly ServiceExit[];
  /** With `restart`: resolves when a service keeps exiting right after its start, and is left down. */
  givenUp: Promise<ServiceExit>;
  replicas(service: StackService): readonly ServiceProcess[];
  /** SIGTERM to every service, SIGKILL to any still running after the grace period. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the built services as child processes with the given environment. */
export function launchStack(
  env: NodeJS.ProcessEnv,
  write: (line: string) => void = (line) => console.log(line),
  options: LaunchOptions = {},
): Stack {
  const exits: ServiceExit[] = [];
  let stopping = false;
  let reportExit!: (exit: ServiceExit) => void;
  let reportGivenUp!: (exit: ServiceExit) => void;
  const firstExit = new Promise<ServiceExit>((resolve) => (reportExit = resolve));
  const givenUp = new Promise<ServiceExit>((resolve) => (reportGivenUp = resolve));
  const graceMs = stopGraceSeconds(env) * 1_000;
  const supervisor: Supervisor = {
    env: { ...env, SHUTDOWN_GRACE_SECONDS: String(graceMs / 1_000) },
    graceMs,
    write,
    restart: options.restart ?? false,
    entries: options.entries ?? {},
    logFormat: options.logFormat,
    stopping: () => stopping,
    exited: (exit) => {
      exits.push(exit);
      reportExit(exit);
    },
    gaveUp: reportGivenUp,
  };
  const processes = (options.services ?? SERVICES).flatMap((service) =>
    Array.from({ length: options.replicas?.[service] ?? 1 }, (_, index) => new SupervisedProcess(service, index + 1, supervisor)),
  );
  return {
    firstExit,
    exits,
    givenUp,
    replicas: (service) => processes.filter((process) => process.service === service),
    stop: async (within = graceMs) => {
      stopping = true;
      await Promise.all(processes.map((process) => process.stop(within)));
    },
  };
}

interface Supervisor {
  env: NodeJS.ProcessEnv;
  /** SIGTERM to SIGKILL, as the services were told (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  write: (line: string) => void;
  restart: boolean;
  entries: Partial<Record<StackService, string>>;
  logFormat: LogLineFormat | undefined;
  stopping(): boolean;
  exited(exit: ServiceExit): void;
  gaveUp(exit: ServiceExit): void;
}

class SupervisedProcess implements ServiceProcess {
  readonly name: string;
  private child: ChildProcess | null = null;
  /** A second replica's ports: ones of its own, as the first holds the configured ones. */
  private portOverride: NodeJS.ProcessEnv = {};
  private startCount = 0;
  private startedAt = 0;
  private quickExits = 0;
  private restartDelayMs = FIRST_RESTART_DELAY_MS;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Set while the launcher itself stops the process (stop, restart): that exit is expected. */
  private expectedExit = false;

  constructor(
    readonly service: StackService,
    replica: number,
    private readonly supervisor: Supervisor,
  ) {
    this.name = replica === 1 ? service : `${service}-${replica}`;
    this.start(replica === 1 ? {} : ownPorts(service, supervisor.env));
  }

  pid(): number | undefined {
    return this.child?.pid;
  }

  starts(): number {
    return this.startCount;
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  async restart(graceMs = this.supervisor.graceMs): Promise<void> {
    await this.stop(graceMs);
    this.start();
  }

  async stop(graceMs: number): Promise<void> {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const child = this.child;
    if (!child) return;
    this.expectedExit = true;
    await stopChild(child, graceMs);
    this.expectedExit = false;
  }

  private start(portOverride: NodeJS.ProcessEnv = this.portOverride): void {
    this.portOverride = portOverride;
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'services', this.service, this.supervisor.entries[this.service] ?? path.join('dist', 'main.js'))],
      {
        cwd: repoRoot,
        env: { ...this.supervisor.env, ...portOverride },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A process group of its own: Ctrl-C reaches only the launcher, which then stops each
        // service once, with SIGTERM. (A second signal would cut Nest's graceful shutdown short.)
        detached: true,
      },
    );
    printLogLines(this.name, child.stdout, this.supervisor.write, this.supervisor.logFormat);
    printLogLines(this.name, child.stderr, this.supervisor.write, this.supervisor.logFormat);
    this.child = child;
    this.startCount += 1;
    this.startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.expectedExit || this.supervisor.stopping()) return;
      this.exitedOnItsOwn({ name: this.name, service: this.service, code, signal });
    });
  }

  private exitedOnItsOwn(exit: ServiceExit): void {
    this.supervisor.exited(exit);
    if (!this.supervisor.restart) return;
    const ranMs = Date.now() - this.startedAt;
    this.quickExits = ranMs < QUICK_EXIT_MS ? this.quickExits + 1 : 0;
    if (ranMs >= STABLE_RUN_MS) this.restartDelayMs = FIRST_RESTART_DELAY_MS;
    const how = exit.signal ? `was killed (${exit.signal})` : `exited (code ${exit.code})`;
    if (this.quickExits >= QUICK_EXITS_TO_GIVE_UP) {
      this.supervisor.write(`solana-hub: ${this.name} ${how} ${this.quickExits} times right after starting; not starting it again`);
      this.supervisor.gaveUp(exit);
      return;
    }
    const delayMs = this.restartDelayMs;
    this.restartDelayMs = Math.min(delayMs * 2, MAX_RESTART_DELAY_MS);
    this.supervisor.write(`solana-hub: ${this.name} ${how}; starting it again in ${delayMs / 1000} s`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.supervisor.stopping()) this.start();
    }, delayMs);
  }
}

/** A second replica's settings: free ports, and a free metrics port where metrics are served. */
function ownPorts(service: StackService, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { [PORT_VARIABLE[service]]: '0', ...(env.METRICS_PORT ? { METRICS_PORT: '0' } : {}) };
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
