import cliProgress from 'cli-progress';

/** How far an import is: through the file's bytes, and in messages. */
export interface ImportProgress {
  update(bytesRead: number, read: number, queued: number): void;
  /** Makes room for a line of its own (a server went away, ...) and draws again on the next update. */
  interrupt(line: string): void;
  stop(): void;
}

const LINE_EVERY_MESSAGES = 10_000;

/**
 * A bar on stderr when it is a terminal; otherwise (a log, CI) a line every 10,000 messages,
 * which a log keeps readable where a redrawn bar would leave thousands of lines.
 */
export function importProgress(fileBytes: number, stream: NodeJS.WriteStream = process.stderr): ImportProgress {
  return stream.isTTY ? progressBar(fileBytes, stream) : progressLines(fileBytes, stream);
}

function progressBar(fileBytes: number, stream: NodeJS.WriteStream): ImportProgress {
  const bar = new cliProgress.SingleBar(
    { stream, format: 'importing [{bar}] {percentage}% | {read} messages read, {queued} queued | {duration_formatted}, {eta_formatted} left', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(Math.max(fileBytes, 1), 0, { read: 0, queued: 0 });
  return {
    update: (bytesRead, read, queued) => bar.update(bytesRead, { read: read.toLocaleString('en-US'), queued: queued.toLocaleString('en-US') }),
    interrupt: (line) => {
      stream.write(`\n${line}\n`);
    },
    stop: () => bar.stop(),
  };
}

function progressLines(fileBytes: number, stream: NodeJS.WriteStream): ImportProgress {
  let nextLine = LINE_EVERY_MESSAGES;
  return {
    update: (bytesRead, read, queued) => {
      if (read < nextLine) return;
      nextLine = (Math.floor(read / LINE_EVERY_MESSAGES) + 1) * LINE_EVERY_MESSAGES;
      const percent = Math.floor((bytesRead / Math.max(fileBytes, 1)) * 100);
      stream.write(`${read.toLocaleString('en-US')} messages read, ${queued.toLocaleString('en-US')} queued (${percent}% of the file)\n`);
    },
    interrupt: (line) => {
      stream.write(`${line}\n`);
    },
    stop: () => undefined,
  };
}
