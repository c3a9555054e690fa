// A worker thread writing one part of the year by COPY (year-copy.ts starts it).
import { workerData } from 'node:worker_threads';
import { COPY_PARTS, copyPart, type CopyJob } from './year-copy.js';

function isCopyJob(data: unknown): data is CopyJob {
  if (typeof data !== 'object' || data === null) return false;
  const job = data as Partial<Record<keyof CopyJob, unknown>>;
  const year = job.year as Partial<Record<string, unknown>> | undefined;
  return (
    typeof job.url === 'string' &&
    COPY_PARTS.some((part) => part === job.part) &&
    year?.at instanceof Float64Array &&
    year.token instanceof Int32Array &&
    Array.isArray(year.tokens) &&
    Array.isArray(year.chats)
  );
}

if (!isCopyJob(workerData)) throw new Error('a COPY worker needs a url, a year and the part to copy');
await copyPart(workerData.url, workerData.year, workerData.part);
