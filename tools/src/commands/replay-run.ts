import { Queue } from 'bullmq';
import type { ReplaySelection } from '@solana-hub/contracts';
import { countRawMessages, rebuildStaleTokens, replayIdPages } from '@solana-hub/db';
import { newReplayRun, Producer, QueueName, queueReplayChunks, ReplayRuns, workersOf, type ReplayCounts } from '@solana-hub/queue';
import { progressDisplay, type ProgressDisplay } from './progress-display.js';
import type { StackServers } from './stack-servers.js';

/** Message ids read per query, and queued (in chunks) per addBulk. */
const PAGE_SIZE = 10_000;
const FOLLOW_EVERY_MS = 500;
const WORKERS_CHECK_EVERY_MS = 5_000;
/** Longer than raw-messages' last retry (about 8.5 minutes after a first failure). */
const GIVE_UP_AFTER_MS = 10 * 60_000;

const count = (n: number) => n.toLocaleString('en-US');

/** Where a run is: what the extractors counted, and what failed for good. */
interface RunState extends ReplayCounts {
  failed: number;
}
const doneOf = (state: RunState) => state.rewritten + state.unchanged + state.failed;

/**
 * `npm run replay`: the selected stored messages on the replay-chunks queue, a job per chunk of
 * them (queueReplayChunks), then followed to the end from the outcomes the extractors count.
 * The extractors mark the tokens they changed rather than rebuild them batch after batch; what
 * they have not rebuilt yet when the last message is done is rebuilt here, each token once,
 * before the run is reported done.
 */
export async function replayRun({ config, redis, db }: StackServers, selection: ReplaySelection): Promise<number> {
  const run = newReplayRun();
  const producer = new Producer(QueueName.ReplayChunks, redis, config.redisPrefix);
  // Where the run's messages that fail alone end: a chunk puts back on raw-messages what it could not replay.
  const queue = new Queue(QueueName.RawMessages, { connection: redis, prefix: config.redisPrefix });
  const chunks = new Queue(QueueName.ReplayChunks, { connection: redis, prefix: config.redisPrefix });
  for (const emitter of [queue, chunks]) emitter.on('error', () => undefined);
  const runs = new ReplayRuns(redis, config.redisPrefix);
  try {
    const matched = await countRawMessages(db, selection);
    if (matched === 0) {
      console.log('No stored message matches: nothing to replay.');
      return 0;
    }
    const follower = new RunFollower(run, matched, queue, chunks, runs);
    const started = performance.now();
    const pages = replayIdPages(db, selection, PAGE_SIZE);
    const queued = await queueReplayChunks(producer, run, pages, selection.onlyReclassified, (queuedSoFar) =>
      follower.queuedSoFar(queuedSoFar),
    );
    const queuedInS = (performance.now() - started) / 1000;
    const ending = await follower.follow(queued);
    const rebuilt = ending === 'done' ? await rebuildStaleTokens(db, { wait: true }) : 0;
    const seconds = (performance.now() - started) / 1000;
    console.log(`replay ${run}: ${count(matched)} messages matched, ${count(queued)} queued in ${queuedInS.toFixed(1)} s`);
    for (const [label, n] of [
      ['rewritten', follower.state.rewritten],
      ['unchanged', follower.state.unchanged],
      ['failed', follower.state.failed],
    ] as const) {
      console.log(`  ${label.padEnd(9)}  ${count(n).padStart(9)}`);
    }
    if (ending !== 'done') {
      console.error(ending);
      return 1;
    }
    await runs.forgetMessages(run);
    if (rebuilt > 0) console.log(`${count(rebuilt)} tokens rebuilt at the end`);
    console.log(`done in ${seconds.toFixed(1)} s (${count(Math.round(queued / Math.max(seconds, 0.001)))} messages/s)`);
    if (follower.state.failed === 0) return 0;
    for (const line of await failedReasons(runs, queue, run)) console.error(line);
    console.error(
      'The failed messages keep their stored reading; `npm run retry-failed -- raw-messages` (and `-- replay-chunks`, for a chunk that failed whole) shows them all and sends them back.',
    );
    return 1;
  } finally {
    await producer.close();
    await queue.close();
    await chunks.close();
  }
}

/** Follows a run: shows its progress, and says when it is over or cannot end. */
class RunFollower {
  state: RunState = { rewritten: 0, unchanged: 0, failed: 0 };
  private readonly display: ProgressDisplay;
  private readonly started = performance.now();
  private lastMove = performance.now();
  private lastWorkersCheck = 0;
  private lastRefresh = 0;
  private interrupted = false;

  constructor(
    private readonly run: string,
    matched: number,
    private readonly queue: Queue,
    private readonly chunks: Queue,
    private readonly runs: ReplayRuns,
  ) {
    this.display = progressDisplay({
      total: matched,
      bar: 'replaying [{bar}] {done}/{total} | {rate} msg/s | {eta} left | {rewritten} rewritten, {unchanged} unchanged, {failed} failed',
      line: (_, figures) =>
        `${figures.done} of ${figures.total} replayed (${figures.rewritten} rewritten, ${figures.unchanged} unchanged, ${figures.failed} failed), ${figures.rate} msg/s, ${figures.eta} left`,
      lineEvery: Math.max(1_000, Math.ceil(matched / 20)),
    });
  }

  /**
   * While queueing, after each page: shows the progress every FOLLOW_EVERY_MS, not after every
   * page (the three reads from Redis would hold up the next page, and the queueing sets the pace
   * of a replay on several extractors).
   */
  async queuedSoFar(queued: number): Promise<void> {
    if (performance.now() - this.lastRefresh < FOLLOW_EVERY_MS) return;
    await this.refresh(queued);
  }

  /** Reads where the run is and shows it. */
  async refresh(queued: number): Promise<void> {
    this.lastRefresh = performance.now();
    const before = doneOf(this.state);
    const { rewritten, unchanged, failed } = await this.runs.state(this.run, this.queue);
    this.state = { rewritten, unchanged, failed };
    const done = doneOf(this.state);
    if (done > before) this.lastMove = performance.now();
    const seconds = (performance.now() - this.started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    this.display.update(done, {
      done: count(done),
      total: count(queued),
      rate: count(Math.round(rate)),
      eta: rate > 0 ? `${Math.ceil((queued - done) / rate)} s` : '?',
      rewritten: count(this.state.rewritten),
      unchanged: count(this.state.unchanged),
      failed: count(this.state.failed),
    });
  }

  /** Until every queued message is done: 'done', or why it stopped following. */
  async follow(queued: number): Promise<string> {
    const stop = () => (this.interrupted = true);
    process.on('SIGINT', stop);
    try {
      for (;;) {
        await this.refresh(queued);
        if (doneOf(this.state) >= queued) return 'done';
        const remaining = `the ${count(queued - doneOf(this.state))} messages not replayed yet stay queued and are replayed when an extractor takes them (npm run queues shows them)`;
        if (this.interrupted) return `Stopped following: ${remaining}.`;
        if ((await this.workers()) === 0) return `No extractor is running: ${remaining}. Start the stack (npm start).`;
        if (performance.now() - this.lastMove > GIVE_UP_AFTER_MS)
          return `No message replayed for ${GIVE_UP_AFTER_MS / 60_000} minutes although an extractor runs; ${remaining}.`;
        await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
      }
    } finally {
      process.off('SIGINT', stop);
      this.display.stop();
    }
  }

  /** How many workers take replay chunks, checked every few seconds (CLIENT LIST is not free). */
  private async workers(): Promise<number | null> {
    if (performance.now() - this.lastWorkersCheck < WORKERS_CHECK_EVERY_MS) return null;
    this.lastWorkersCheck = performance.now();
    return workersOf(this.chunks);
  }
}

/** The reasons the run's messages failed (alone, or in a chunk that used every attempt), the commonest first. */
async function failedReasons(runs: ReplayRuns, queue: Queue, run: string): Promise<string[]> {
  const reasons = new Map<string, number>();
  for (const id of await runs.failedIds(run, queue)) {
    const reason = (await queue.getJob(id))?.failedReason ?? 'unknown';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const chunk of await runs.failedChunks(run)) reasons.set(chunk.reason, (reasons.get(chunk.reason) ?? 0) + chunk.messages);
  return [...reasons]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([reason, n]) => `  ${count(n)} failed: ${reason}`);
}
