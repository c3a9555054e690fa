import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Messages (or jobs) per second. */
export function rate(count: number, milliseconds: number): number {
  return Math.round((count / milliseconds) * 1000);
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function printTable(rows: ReadonlyArray<readonly [string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
}

/** Fields of /proc/PID/stat after the command name: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in these ticks on every architecture Node runs on here. */
const CLOCK_TICKS_PER_SECOND = 100;
const ticksToMs = (ticks: number) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;

/**
 * CPU time a process has used so far, in milliseconds (user + system, from /proc: Linux only,
 * as these machines are). Per message it tells what a change saved even when the machine is busy.
 */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : 0;
}

/**
 * CPU time of a server and its children (PostgreSQL's backends, autovacuum and writers): the
 * server's own, what its finished children used, and what its running children use.
 */
export function serverCpuMs(serverPid: number): number {
  const server = statFields(serverPid);
  if (!server) return 0;
  let ticks = Number(server[11]) + Number(server[12]) + Number(server[13]) + Number(server[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(Number(entry));
    if (child && Number(child[1]) === serverPid) ticks += Number(child[11]) + Number(child[12]);
  }
  return ticksToMs(ticks);
}

/** The pid in the first line of a pid file (PostgreSQL's postmaster.pid, Redis's redis.pid), or null. */
export function pidFromFile(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
