import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { QueueName, workersOf } from '@solana-hub/queue';
import { readCommandLine, type CommandLine } from './command-line.js';
import { onStackServers } from './stack-servers.js';

const commandLine: CommandLine<Record<string, never>> = {
  usage: `usage: npm run queues
Each queue's jobs: waiting (a replay's on replay-chunks, 400 messages a job), active, delayed
(waiting for a retry or their time), failed (kept with their reason: npm run retry-failed),
completed (kept for a while), the workers taking them, and the jobs completed and failed in the
last minute. Exit status: 0, 1 a server does not answer, 2 a bad command line.`,
  schema: z.object({}).transform(() => ({})),
};

/** One queue's line. */
export interface QueueFigures {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  workers: number | null;
  completedLastMinute: number;
  failedLastMinute: number;
}

/** `npm run queues`: what waits, runs and failed in every queue, and how fast it goes. */
export async function queues(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  return onStackServers(async ({ redis, config }) => {
    const figures = await Promise.all(Object.values(QueueName).map((name) => queueFigures(redis, config.redisPrefix, name)));
    for (const line of queueTable(figures)) console.log(line);
    return 0;
  });
}

/**
 * A queue's figures. The last minute is counted in the completed and failed sets, which BullMQ
 * scores by the time each job finished and keeps for 10 minutes at least (queueSettings): an
 * exact count that needs nothing of the workers (BullMQ's own metrics count only where every
 * worker was started with them).
 */
export async function queueFigures(redis: Redis, prefix: string, name: string): Promise<QueueFigures> {
  const queue = new Queue(name, { connection: redis, prefix });
  queue.on('error', () => undefined);
  try {
    const counts = await queue.getJobCounts('waiting', 'prioritized', 'waiting-children', 'active', 'delayed', 'failed', 'completed');
    const minuteAgo = Date.now() - 60_000;
    return {
      queue: name,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts['waiting-children'] ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
      workers: await workersOf(queue),
      completedLastMinute: await redis.zcount(queue.toKey('completed'), minuteAgo, '+inf'),
      failedLastMinute: await redis.zcount(queue.toKey('failed'), minuteAgo, '+inf'),
    };
  } finally {
    await queue.close();
  }
}

const columns: Array<[label: string, value: (figures: QueueFigures) => string]> = [
  ['waiting', (f) => count(f.waiting)],
  ['active', (f) => count(f.active)],
  ['delayed', (f) => count(f.delayed)],
  ['failed', (f) => count(f.failed)],
  ['completed', (f) => count(f.completed)],
  ['workers', (f) => (f.workers === null ? '?' : count(f.workers))],
  ['done/min', (f) => count(f.completedLastMinute)],
  ['failed/min', (f) => count(f.failedLastMinute)],
];
const count = (n: number) => n.toLocaleString('en-US');

/** The table, and a line for each queue whose jobs wait with no worker to take them. */
export function queueTable(figures: readonly QueueFigures[]): string[] {
  const nameWidth = Math.max('queue'.length, ...figures.map((f) => f.queue.length));
  const widths = columns.map(([label, value]) => Math.max(label.length, ...figures.map((f) => value(f).length)));
  const row = (name: string, cells: string[]) =>
    [name.padEnd(nameWidth), ...cells.map((cell, index) => cell.padStart(widths[index] ?? 0))].join('  ');
  const idle = figures.filter((f) => f.workers === 0 && f.waiting + f.delayed > 0);
  return [
    row(
      'queue',
      columns.map(([label]) => label),
    ),
    ...figures.map((f) =>
      row(
        f.queue,
        columns.map(([, value]) => value(f)),
      ),
    ),
    ...idle.map(
      (f) =>
        `No worker takes jobs from ${f.queue}: its ${count(f.waiting + f.delayed)} jobs wait until one runs (npm start, or a worker scaled up).`,
    ),
  ];
}
