import type { ReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RawMessage } from '@solana-hub/contracts';
import type { ConnectionLog } from '@solana-hub/queue';
import { NotAnExportError, readExport, toRawMessage } from '@solana-hub/telegram-export';
import { readCommandLine, type CommandLine } from './command-line.js';
import { HistoryQueue } from './import-queue.js';
import { importProgress, type ImportProgress } from './import-progress.js';
import { ImportSummary } from './import-summary.js';
import { onStackServers } from './stack-servers.js';

const commandLine: CommandLine<{ file: string }> = {
  usage: `usage: npm run import -- RESULT_JSON
Imports a chat's history from Telegram Desktop's export (Export chat history, or Settings >
Advanced > Export Telegram data, format "Machine-readable JSON"): RESULT_JSON is the export's
result.json, or its folder. The messages join the raw-messages queue; the extractor of the
running stack (npm start) stores them. Importing the same export again queues nothing twice.
Exit status: 0 done, 1 the file cannot be read or is no export, or the queue or the database
cannot be reached, 2 a bad command line.`,
  takesArguments: true,
  schema: z
    .object({ arguments: z.tuple([z.string().min(1)], { error: 'one RESULT_JSON is needed' }) })
    .transform(({ arguments: [file] }) => ({ file })),
};

/** Messages per addBulk: a few hundred keep Redis's round trips few and the memory small. */
const BATCH = 500;
/** How often the progress is redrawn, in messages (and after every batch). */
const PROGRESS_EVERY = 1_000;

/** `npm run import -- result.json`: a Telegram Desktop export into the raw-messages queue. */
export async function importHistory(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  const given = read.request.file;
  const file = await openExport(given);
  if ('problem' in file) {
    console.error(file.problem);
    return 1;
  }
  try {
    return await importFile(file);
  } finally {
    file.stream.destroy();
  }
}

interface ExportFile {
  name: string;
  size: number;
  stream: ReadStream;
}

async function importFile(file: ExportFile): Promise<number> {
  let progress: ImportProgress | null = null;
  const say = (line: string) => (progress ? progress.interrupt(line) : console.error(line));
  return onStackServers(
    async ({ config, redis, db }) => {
      const history = new HistoryQueue(redis, config.redisPrefix, db, () => say('The database does not answer; the import waits for it.'));
      try {
        progress = importProgress(file.size);
        const summary = new ImportSummary();
        const outcome = await queueMessages(file, history, summary, progress).finally(() => progress?.stop());
        for (const line of summary.lines(file.name)) console.log(line);
        if (outcome !== null) {
          console.error(`${file.name}: ${outcome}`);
          if (summary.queued > 0)
            console.error('What was queued stays queued; importing the file again once it is whole queues only the rest.');
          return 1;
        }
        if (summary.queued > 0) console.log(await whoStoresThem(history));
        return 0;
      } finally {
        await history.close();
      }
    },
    waitingLog(say, () => progress !== null),
  );
}

/**
 * Reads the export and queues its messages in batches; answers what is wrong with the file, or
 * null. One batch is with Redis while the next is read: reading waits for the one before, so
 * the file is read no faster than Redis takes it (at most two batches in memory).
 */
async function queueMessages(
  file: ExportFile,
  history: HistoryQueue,
  summary: ImportSummary,
  progress: ImportProgress,
): Promise<string | null> {
  const receivedAt = new Date().toISOString();
  let batch: RawMessage[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  const send = async () => {
    const ready = batch;
    batch = [];
    await inFlight;
    inFlight = history.add(ready).then((queued) => {
      summary.batch(queued);
      progress.update(file.stream.bytesRead, summary.read, summary.queued);
    });
    // Its failure is awaited with the next batch or at the end; until then it is no unhandled rejection.
    inFlight.catch(() => undefined);
  };
  let problem: string | null = null;
  try {
    for await (const item of readExport(file.stream)) {
      if (item.kind === 'chat') {
        summary.chat(item.chat);
        continue;
      }
      summary.message();
      const outcome = item.chat.imported ? toRawMessage(item.chat, item.value, receivedAt) : { skipped: item.chat.reason };
      if ('skipped' in outcome) summary.skip(outcome.skipped);
      else batch.push(outcome.message);
      if (batch.length >= BATCH) await send();
      else if (summary.read % PROGRESS_EVERY === 0) progress.update(file.stream.bytesRead, summary.read, summary.queued);
    }
  } catch (error) {
    problem = fileProblem(error);
    if (problem === null) throw error;
  }
  // What was read before a broken end is queued too: it is whole, and a re-import skips it.
  if (batch.length > 0) await send();
  await inFlight;
  return problem;
}

/** What is wrong with the file, when that is what the error says; null for any other error. */
function fileProblem(error: unknown): string | null {
  if (error instanceof NotAnExportError) return error.message;
  if (typeof (error as NodeJS.ErrnoException).syscall === 'string') return `cannot be read (${(error as Error).message})`;
  return null;
}

/**
 * Redis's outages told the way the import lives them: it waits, and loses nothing. Silent until
 * the import has started: a Redis that is not there at all is told as such, once.
 */
function waitingLog(say: (line: string) => void, started: () => boolean): ConnectionLog {
  return {
    warn: (details) => {
      if (started())
        say(
          `The queue (Redis) does not answer${details.err instanceof Error ? ` (${details.err.message})` : ''}; the import waits for it.`,
        );
    },
    info: (details) => {
      if (started()) say(`The queue (Redis) is back after ${String(details.downMs)} ms; the import goes on.`);
    },
  };
}

async function whoStoresThem(history: HistoryQueue): Promise<string> {
  const extractors = await history.extractors();
  if (extractors === 0) return 'No extractor is running: the queued messages wait until the stack runs (npm start).';
  return "The stack's extractor stores them now; they appear on the dashboard as it goes.";
}

/** The export's file (or result.json in the folder given), with what is wrong with it if it cannot be read. */
async function openExport(given: string): Promise<ExportFile | { problem: string }> {
  // npm runs scripts from the repository's root; a relative path is the user's, from where they typed it.
  let file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  let name = given;
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'result.json');
      name = path.join(given, 'result.json');
      info = await stat(file);
    }
    if (info.size === 0) return { problem: `${name}: not a Telegram Desktop export (the file is empty)` };
    const handle = await open(file, 'r');
    return { name, size: info.size, stream: handle.createReadStream() };
  } catch (error) {
    return { problem: `${name}: cannot be read (${readProblem(error)})` };
  }
}

function readProblem(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
