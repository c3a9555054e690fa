/**
 * What Nx is building, said as it goes: a first build takes a minute or two, and a launcher
 * that says nothing meanwhile looks stuck. Reads Nx's streamed output (`--outputStyle=stream`):
 * its "Running target build for N projects" header and one "> nx run PROJECT:build" line per
 * task as it starts, marked when the cache answered it.
 */
export class BuildProgress {
  private total = 0;
  private started = 0;
  private fromCache = 0;
  private partial = '';
  private readonly startedAt = performance.now();

  constructor(private readonly say: (line: string) => void) {}

  /** A chunk of Nx's output, as it arrives (lines may be split between chunks). */
  read(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.readLine(line);
  }

  /** One line for the end of a build that succeeded: how many, how long, how many cached. */
  summary(): string {
    const seconds = ((performance.now() - this.startedAt) / 1000).toFixed(1);
    const cached = this.fromCache > 0 ? ` (${this.fromCache === this.started ? 'all' : this.fromCache} from the cache)` : '';
    return `solana-hub: built ${this.started} packages in ${seconds} s${cached}`;
  }

  private readLine(line: string): void {
    const header = /Running target \S+ for (\d+) projects?/.exec(line);
    if (header) this.total = Number(header[1]);
    const task = /^> nx run (\S+?):\S+(.*)$/.exec(line.trim());
    if (!task) return;
    this.started += 1;
    // A task the cache answers takes a moment: only the ones really built are worth a line.
    if (/cache/.test(task[2] ?? '')) this.fromCache += 1;
    else this.say(`solana-hub: building ${task[1]} (${this.started} of ${this.total || '?'})`);
  }
}
