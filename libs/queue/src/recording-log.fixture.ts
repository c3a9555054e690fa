import type { WorkerLog } from './queue-worker.js';

export interface LogLine {
  level: 'warn' | 'info' | 'error';
  message: string;
  details: Record<string, unknown>;
}

/** A log that keeps what connections and workers report, for tests to read. */
export function recordingLog(): { lines: LogLine[]; log: WorkerLog } {
  const lines: LogLine[] = [];
  const log: WorkerLog = {
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    info: (details, message) => lines.push({ level: 'info', message, details }),
    error: (details, message) => lines.push({ level: 'error', message, details }),
  };
  return { lines, log };
}
