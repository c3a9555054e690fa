// The year's rows into PostgreSQL by COPY, each table's lines made in a worker thread of its own:
// the messages with their raw copies in one, the refresh's observations in the other (a sweep of
// the year in time order), so neither waits for the other's lines nor for the main thread.
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MESSAGE_COLUMNS, messageLines, observationSweep, RAW_COLUMNS } from './year-rows.js';
import type { Year } from './year-shape.js';

/** Rows per write to a COPY stream (the messages' random draws are seeded per chunk: keep it). */
const CHUNK = 2_000;
/** Hours of refresh observations per write (the last days' hours hold 18,000 each). */
const HOURS_PER_CHUNK = 6;

export const COPY_PARTS = ['messages', 'observations'] as const;
export type CopyPart = (typeof COPY_PARTS)[number];

/**
 * Streams lines for items [0, count) into COPY statements, one connection each: `lines(from, to)`
 * answers one chunk of text per statement, so rows computed once feed several tables.
 */
async function copyInto(
  url: string,
  statements: readonly string[],
  count: number,
  lines: (from: number, to: number) => readonly string[],
  chunk = CHUNK,
): Promise<void> {
  const clients = statements.map(() => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const streams = clients.map((client, n) => client.query(copyFrom(statements[n] ?? '')));
    for (let from = 0; from < count; from += chunk) {
      const chunks = lines(from, Math.min(from + chunk, count));
      const full = streams.filter((stream, n) => !stream.write(chunks[n] ?? ''));
      await Promise.all(full.map((stream) => once(stream, 'drain')));
    }
    await Promise.all(streams.map((stream) => new Promise((resolve) => stream.end(resolve))));
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** One part of the year by COPY, in this thread. */
export async function copyPart(url: string, year: Year, part: CopyPart): Promise<void> {
  if (part === 'messages') {
    const statements = [`COPY messages (${MESSAGE_COLUMNS}) FROM STDIN`, `COPY raw_messages (${RAW_COLUMNS}) FROM STDIN`];
    await copyInto(url, statements, year.at.length, (from, to) => {
      const { message, raw } = messageLines(year, from, to);
      return [message, raw];
    });
    return;
  }
  const observations = observationSweep(year);
  const statement = 'COPY refreshed_market_caps (token_address, observed_at, market_cap) FROM STDIN';
  await copyInto(url, [statement], observations.hours, (from, to) => [observations.lines(from, to)], HOURS_PER_CHUNK);
}

/** What the main thread hands a COPY worker (the year's typed arrays are copied to it once). */
export interface CopyJob {
  url: string;
  year: Year;
  part: CopyPart;
}

// The worker's module beside this one, compiled or not.
const WORKER = new URL(`./year-copy-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

function inWorker(job: CopyJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: job });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${job.part} COPY worker exited with ${code}`))));
  });
}

/** Every part of the year by COPY, each in a worker thread of its own, at once; `copied` told as each ends. */
export async function copyYear(url: string, year: Year, copied: (part: CopyPart) => void): Promise<void> {
  await Promise.all(COPY_PARTS.map((part) => inWorker({ url, year, part }).then(() => copied(part))));
}
