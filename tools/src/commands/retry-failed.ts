import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { QueueName, workersOf } from '@solana-hub/queue';
import { readCommandLine, type CommandLine } from './command-line.js';
import { onStackServers } from './stack-servers.js';

const queueNames = Object.values(QueueName);

interface RetryRequest {
  queue: QueueName;
  list: boolean;
  since: Date | null;
}

const commandLine: CommandLine<RetryRequest> = {
  usage: `usage: npm run retry-failed -- QUEUE [--list] [--since ISO]
Jobs that failed every attempt stay in their queue's failed set with their reason. This shows
them, grouped by reason, then sends them back under their own ids (their work is idempotent).
  QUEUE          ${queueNames.join(', ')}
  --list         only show them, one line each, and send nothing back
  --since ISO    only the jobs that failed at or after this date (and time), ISO-8601
Exit status: 0, 1 a server does not answer, 2 a bad command line.`,
  options: { list: { type: 'boolean' }, since: { type: 'string' } },
  takesArguments: true,
  schema: z
    .object({
      arguments: z.tuple(
        [z.enum(queueNames, { error: (issue) => `${JSON.stringify(issue.input)} is no queue; the queues: ${queueNames.join(', ')}` })],
        {
          error: `one QUEUE is needed: ${queueNames.join(', ')}`,
        },
      ),
      list: z.boolean().default(false),
      since: z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/u.test(value), {
          error: 'an ISO-8601 date or date and time is needed, e.g. 2026-11-25 or 2026-11-25T08:00:00Z',
        })
        .transform((value) => new Date(value))
        .optional(),
    })
    .transform(({ arguments: [queue], list, since }) => ({ queue, list, since: since ?? null })),
};

const count = (n: number) => n.toLocaleString('en-US');
/** Job lines shown by --list at most; the rest are counted. */
const LIST_LIMIT = 1_000;

/** `npm run retry-failed -- QUEUE`: a look at the failed jobs, then (without --list) a redrive. */
export async function retryFailed(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  return onStackServers(({ redis, config }) =>
    retryOn(new Queue(read.request.queue, { connection: redis, prefix: config.redisPrefix }), redis, read.request),
  );
}

async function retryOn(queue: Queue, redis: Redis, { queue: name, list, since }: RetryRequest): Promise<number> {
  queue.on('error', () => undefined);
  try {
    const failed = await failedJobs(redis, queue, since);
    const scope = `${name}${since ? ` since ${since.toISOString()}` : ''}`;
    if (failed.length === 0) {
      console.log(`${scope}: no failed job`);
      return 0;
    }
    console.log(`${scope}: ${count(failed.length)} failed job${failed.length === 1 ? '' : 's'}`);
    for (const line of list ? jobLines(failed) : reasonLines(failed)) console.log(line);
    if (list) return 0;
    for (const job of failed) await job.retry('failed');
    console.log(`${count(failed.length)} sent back to ${name}`);
    if ((await workersOf(queue)) === 0) console.log(`No worker takes jobs from ${name} now: they wait until one runs (npm start).`);
    return 0;
  } finally {
    await queue.close();
  }
}

/** The failed jobs, oldest failure first; those that failed before `since` left out. */
async function failedJobs(redis: Redis, queue: Queue, since: Date | null): Promise<Job[]> {
  // The failed set is scored by the time each job failed.
  const ids = await redis.zrangebyscore(queue.toKey('failed'), since ? since.getTime() : '-inf', '+inf');
  const jobs = await Promise.all(ids.map((id) => queue.getJob(id)));
  return jobs.filter((job): job is Job => job !== undefined);
}

const firstLine = (reason: string | undefined) => (reason ?? 'no reason kept').split('\n')[0] ?? '';
const failedAt = (job: Job) => (job.finishedOn ? new Date(job.finishedOn).toISOString() : '?');

function jobLines(failed: readonly Job[]): string[] {
  const shown = failed
    .slice(0, LIST_LIMIT)
    .map(
      (job) =>
        `  ${failedAt(job)}  ${job.id ?? '?'}  after ${job.attemptsMade} attempt${job.attemptsMade === 1 ? '' : 's'}: ${firstLine(job.failedReason)}`,
    );
  return failed.length > LIST_LIMIT ? [...shown, `  ... and ${count(failed.length - LIST_LIMIT)} more (--since narrows the list)`] : shown;
}

/** One line per reason, the commonest first, with when it first and last struck and an example. */
function reasonLines(failed: readonly Job[]): string[] {
  const byReason = new Map<string, Job[]>();
  for (const job of failed) {
    const reason = firstLine(job.failedReason);
    const jobs = byReason.get(reason) ?? [];
    jobs.push(job);
    byReason.set(reason, jobs);
  }
  return [...byReason]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(
      ([reason, jobs]) =>
        `  ${count(jobs.length).padStart(7)} × ${reason} (${failedAt(jobs[0]!)} .. ${failedAt(jobs.at(-1)!)}, e.g. ${jobs[0]!.id ?? '?'})`,
    );
}
