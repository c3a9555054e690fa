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
