import { DelayedError, Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { ignoreConnectionErrors } from './producer.js';
import type { ConnectionLog } from './redis-connection.js';
import { jobDurations, observeAttempt, type AttemptOutcome, type JobDurations } from './job-durations.js';
import { queuePayloadSchemas, type QueueName, type QueuePayload } from './queues.js';
import { failedForGood, logWorkerErrors, workerOptions, type JobHandler } from './worker.js';

/** Where a worker reports; a pino logger fits. */
export interface WorkerLog extends ConnectionLog {
  error(details: Record<string, unknown>, message: string): void;
}

export interface QueueWorkerOptions {
  connection: Redis;
  prefix: string;
  log: WorkerLog;
  /** The process's Prometheus registry, for queue_job_duration_seconds. */
  registry: Registry;
  /** Jobs at once where QUEUE_CONCURRENCY overrides the queue's setting. */
  concurrencyOverrides?: Readonly<Record<string, number>>;
}

/**
 * One queue's worker from start to stop, the same for every queue: it runs with the queue's
 * settings; a payload that breaks the queue's contract fails its job at once (it would break it
 * on every attempt); a failed attempt is one warning line while retries remain and an error with
 * its stack once the job is kept in the failed set; the worker's own errors are logged, but not
 * its connection's (the connection reports an outage once: connectRedis). Each attempt's time
 * and outcome go to queue_job_duration_seconds. `stop` drains within a bound.
 */
export class QueueWorker<Q extends QueueName> {
  private readonly worker: Worker;
  private readonly durations: JobDurations;
  /** The attempts running now: their job and when each began. */
  private readonly inHand = new Map<Job, number>();
  private idle: Array<() => void> = [];

  constructor(
    readonly queue: Q,
    handle: JobHandler<Q>,
    private readonly options: QueueWorkerOptions,
  ) {
    this.durations = jobDurations(options.registry);
    this.worker = new Worker(
      queue,
      (job: Job) => this.attempt(job, handle),
      workerOptions(queue, options.connection, options.prefix, options.concurrencyOverrides),
    );
    this.worker.on('failed', (job, error) => this.logFailure(job, error));
    logWorkerErrors(this.worker, options.log);
  }

  get concurrency(): number {
    return this.worker.concurrency;
  }

  /**
   * Takes no further job, lets the jobs in hand finish for up to `drainMs`, then closes; a job
   * still running then is handed back to the queue (waiting again, for another process, without
   * using an attempt). A handler is not interrupted: what it does after the hand-back is not
   * recorded, and the job runs again elsewhere (every handler is idempotent: job ids and writes
   * are derived from the payload).
   */
  async stop(drainMs: number): Promise<void> {
    await this.worker.pause(true);
    if (await this.whenIdle(drainMs)) return this.worker.close();
    const unfinished = [...this.inHand];
    this.inHand.clear();
    // Closed first: a fetch still waiting on Redis would otherwise take a handed-back job again.
    await this.worker.close(true);
    await this.handBack(unfinished);
  }

  private async attempt(job: Job, handle: JobHandler<Q>): Promise<void> {
    const startedAt = performance.now();
    this.inHand.set(job, startedAt);
    let outcome: AttemptOutcome = 'completed';
    try {
      await handle(this.payloadOf(job), job);
    } catch (error) {
      outcome = outcomeOfError(job, error);
      throw error;
    } finally {
      // Absent when the job was handed back meanwhile: that outcome is recorded already.
      if (this.inHand.delete(job)) observeAttempt(this.durations, this.queue, outcome, startedAt);
      if (this.inHand.size === 0) this.notifyIdle();
    }
  }

  private payloadOf(job: Job): QueuePayload<Q> {
    const parsed = queuePayloadSchemas[this.queue].safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(
        `the payload breaks the ${this.queue} queue's contract: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
      );
    return parsed.data as QueuePayload<Q>;
  }

  private logFailure(job: Job | undefined, error: Error): void {
    const details = { queue: this.queue, jobId: job?.id, attempts: job?.attemptsMade };
    // A database restart fails every job in hand: one line each, without a stack, until a job has used every attempt.
    if (!failedForGood(job))
      this.options.log.warn({ ...details, problem: error.message }, `${this.queue} job failed; BullMQ retries it with backoff`);
    else
      this.options.log.error(
        { ...details, err: error },
        `${this.queue} job failed for good; kept in the failed set for \`npm run retry-failed\``,
      );
  }

  /** True once no job is in hand, false when `withinMs` ran out first. */
  private whenIdle(withinMs: number): Promise<boolean> {
    if (this.inHand.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), withinMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private notifyIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }

  /** Moves the jobs back from active to waiting, through a queue of its own (the worker's is closed). */
  private async handBack(jobs: ReadonlyArray<[Job, number]>): Promise<void> {
    const queue = new Queue(this.queue, { connection: this.options.connection, prefix: this.options.prefix });
    ignoreConnectionErrors(queue);
    const results = await Promise.allSettled(jobs.map(([job]) => moveBackToWait(queue, job)));
    await queue.close();
    for (const [, startedAt] of jobs) observeAttempt(this.durations, this.queue, 'handed back', startedAt);
    const lost = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : String(result.reason)] : [],
    );
    this.options.log.warn(
      { queue: this.queue, jobIds: jobs.map(([job]) => job.id), notHandedBack: lost },
      // A job that could not be moved (Redis away) comes back anyway once its lock expires.
      `${this.queue}: ${jobs.length} jobs were still running at the end of the shutdown drain; handed back to the queue`,
    );
  }
}

/** Active to waiting, under the lock the worker took it with; fails when the lock is gone. */
async function moveBackToWait(queue: Queue, job: Job): Promise<void> {
  const ours = job.id === undefined ? undefined : await Job.fromId(queue, job.id);
  if (!ours || !job.token) throw new Error(`job ${job.id} is no longer there`);
  const result = await ours.moveToWait(job.token);
  if (result < 0) throw new Error(`job ${job.id} could not be moved back (BullMQ code ${result}: its lock is gone)`);
}

/** How an attempt that threw ended, as BullMQ will treat it (Job.shouldRetryJob's rule). */
function outcomeOfError(job: Job, error: unknown): AttemptOutcome {
  if (error instanceof DelayedError) return 'delayed';
  if (error instanceof UnrecoverableError) return 'failed';
  return job.attemptsMade + 1 < (job.opts.attempts ?? 1) ? 'retried' : 'failed';
}
