import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN_FIELDS = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);

/** How a service's line of output is shown: its JSON log lines made readable, with the service's name. */
export type LogLineFormat = (service: string, line: string) => string;

/** Shows a service's output line by line, each as `format` writes it. */
export function printLogLines(
  service: string,
  stream: Readable,
  write: (line: string) => void,
  format: LogLineFormat = formatLogLine,
): void {
  createInterface({ input: stream }).on('line', (line) => write(format(service, line)));
}

/** Plain text: one line each, prefixed with the service (the tests and a captured `npm start` read these). */
export function formatLogLine(service: string, line: string): string {
  const prefix = service.padEnd(9);
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${prefix} ${line}`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = LEVELS[Number(entry.level)] ?? shown(entry.level ?? '');
  const extra = Object.entries(entry)
    .filter(([key]) => !HIDDEN_FIELDS.has(key))
    .map(([key, value]) => `${key}=${shown(value)}`)
    .join(' ');
  return `${time} ${prefix} ${level.padEnd(5)} ${shown(entry.msg ?? '')}${extra ? `  ${extra}` : ''}`;
}

/** A logged value as text: strings as they are, anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
