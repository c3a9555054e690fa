import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN_FIELDS = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);

/** Shows a service's JSON log lines as one readable line each, prefixed with the service. */
export function printLogLines(service: string, stream: Readable, write: (line: string) => void): void {
  createInterface({ input: stream }).on('line', (line) => write(formatLogLine(service, line)));
}

export function formatLogLine(service: string, line: string): string {
  const prefix = service.padEnd(9);
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${prefix} ${line}`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = LEVELS[Number(entry.level)] ?? String(entry.level ?? '');
  const extra = Object.entries(entry)
    .filter(([key]) => !HIDDEN_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${time} ${prefix} ${level.padEnd(5)} ${String(entry.msg ?? '')}${extra ? `  ${extra}` : ''}`;
}
