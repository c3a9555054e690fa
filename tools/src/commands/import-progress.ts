import { progressDisplay } from './progress-display.js';

/** How far an import is: through the file's bytes, and in messages. */
export interface ImportProgress {
  update(bytesRead: number, read: number, queued: number): void;
  /** Makes room for a line of its own (a server went away, ...) and draws again on the next update. */
  interrupt(line: string): void;
  stop(): void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** A bar through the file on a terminal; otherwise a line every 10,000 messages read. */
export function importProgress(fileBytes: number, stream: NodeJS.WriteStream = process.stderr): ImportProgress {
  const display = progressDisplay(
    {
      total: fileBytes,
      bar: 'importing [{bar}] {percentage}% | {read} messages read, {queued} queued | {duration_formatted}, {eta_formatted} left',
      line: (bytesRead, { read, queued }) =>
        `${read} messages read, ${queued} queued (${Math.floor((bytesRead / Math.max(fileBytes, 1)) * 100)}% of the file)`,
      lineEvery: 10_000,
    },
    stream,
  );
  return {
    update: (bytesRead, read, queued) => display.update(bytesRead, { read: count(read), queued: count(queued) }, read),
    interrupt: (line) => display.interrupt(line),
    stop: () => display.stop(),
  };
}
