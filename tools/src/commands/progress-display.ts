import cliProgress from 'cli-progress';

/** How a command shows its progress. */
export interface ProgressLook {
  /** What the bar counts up to (bytes of a file, messages). */
  total: number;
  /** cli-progress's format: {bar}, {value}, {total}, {percentage}, {eta_formatted}, {duration_formatted} and the figures' names. */
  bar: string;
  /** The line written instead of the bar where it is no terminal. */
  line: (value: number, figures: Readonly<Record<string, string>>) => string;
  /** A line each time `lineAt` passes a multiple of this. */
  lineEvery: number;
}

export interface ProgressDisplay {
  /** Where the work is (`value` of the bar's total), its figures, and what lines are counted in (`value` when not given). */
  update(value: number, figures: Readonly<Record<string, string>>, lineAt?: number): void;
  /** Makes room for a line of its own (a server went away, ...) and draws again on the next update. */
  interrupt(line: string): void;
  stop(): void;
}

/**
 * A bar on the stream (stderr) when it is a terminal; otherwise (a log, CI) a line every
 * `lineEvery`, which a log keeps readable where a redrawn bar would leave thousands of lines.
 */
export function progressDisplay(look: ProgressLook, stream: NodeJS.WriteStream = process.stderr): ProgressDisplay {
  return stream.isTTY ? progressBar(look, stream) : progressLines(look, stream);
}

function progressBar(look: ProgressLook, stream: NodeJS.WriteStream): ProgressDisplay {
  const bar = new cliProgress.SingleBar({ stream, format: look.bar, hideCursor: true, etaBuffer: 50 }, cliProgress.Presets.shades_classic);
  let started = false;
  return {
    update: (value, figures) => {
      // Started at the first figures, so that the format never shows a name without its value.
      if (!started) bar.start(Math.max(look.total, 1), value, figures);
      else bar.update(value, figures);
      started = true;
    },
    interrupt: (line) => {
      stream.write(`\n${line}\n`);
    },
    stop: () => bar.stop(),
  };
}

function progressLines(look: ProgressLook, stream: NodeJS.WriteStream): ProgressDisplay {
  let nextLine = look.lineEvery;
  return {
    update: (value, figures, lineAt = value) => {
      if (lineAt < nextLine) return;
      nextLine = (Math.floor(lineAt / look.lineEvery) + 1) * look.lineEvery;
      stream.write(`${look.line(value, figures)}\n`);
    },
    interrupt: (line) => {
      stream.write(`${line}\n`);
    },
    stop: () => undefined,
  };
}
