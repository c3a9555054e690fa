import { randomBytes } from 'node:crypto';
import { replayChunkJobId, replayJobId, type RawMessage } from '@solana-hub/contracts';
import type { Producer } from './producer.js';
import type { QueueName } from './queues.js';

/** BullMQ's priority of replayed messages: any priority puts a job behind every live one (which has none). */
const REPLAY_PRIORITY = 10;

/** A stored message to replay, with the type it is stored with (libs/db's replayPages gives them). */
export interface MessageToReplay {
  raw: RawMessage;
  storedType: string | null;
}

/** A new replay run's id: base-36 time and six hex digits, as replayRunIdSchema takes it. */
export function newReplayRun(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** Stored messages per replay-chunks job: a write batch's worth (the extractor writes 400 at a time). */
export const REPLAY_CHUNK_SIZE = 400;

/**
 * Stored messages back on the raw-messages queue as a run's jobs, a job per message, a page per
 * addBulk: under the run's own job ids (a page queued twice adds nothing), behind every live
 * message. The gateway's replay after a try on history queues through here, and an extractor
 * puts back this way the messages of a chunk it could not replay, so that each fails (or
 * succeeds) on its own. Answers how many were queued.
 */
export async function queueReplay(
  producer: Producer<typeof QueueName.RawMessages>,
  run: string,
  pages: AsyncIterable<readonly MessageToReplay[]>,
  onlyReclassified: boolean,
  afterPage: (queued: number) => Promise<void> = async () => undefined,
): Promise<number> {
  return queuePages(pages, (page) => queueReplayPage(producer, run, page, onlyReclassified), afterPage);
}

/**
 * One page of stored messages queued as queueReplay queues each of its pages: for the few
 * messages an extractor has in hand (a chunk's failures, those waiting on a pair's token).
 */
export async function queueReplayPage(
  producer: Producer<typeof QueueName.RawMessages>,
  run: string,
  page: readonly MessageToReplay[],
  onlyReclassified: boolean,
): Promise<void> {
  await producer.addBulk(
    page.map(({ raw, storedType }) => ({
      id: replayJobId(run, raw),
      payload: { ...raw, replay: { run, storedType, onlyReclassified } },
      priority: REPLAY_PRIORITY,
    })),
  );
}

/**
 * Stored messages (raw_messages ids, pages of them as libs/db's replayIdPages gives them) on the
 * replay-chunks queue as a run's jobs, REPLAY_CHUNK_SIZE messages a job, a page per addBulk: each
 * extractor takes a chunk at a time and reads its messages in one query, so Redis and BullMQ
 * cost per chunk what they cost per message queued one by one (`npm run replay`). A chunk's id
 * is its first message's within the run: a page queued twice adds nothing. Answers how many
 * messages were queued.
 */
export async function queueReplayChunks(
  producer: Producer<typeof QueueName.ReplayChunks>,
  run: string,
  idPages: AsyncIterable<readonly number[]>,
  onlyReclassified: boolean,
  afterPage: (queued: number) => Promise<void> = async () => undefined,
): Promise<number> {
  return queuePages(
    idPages,
    (ids) =>
      producer.addBulk(
        chunksOf(ids, REPLAY_CHUNK_SIZE).map((rawMessageIds) => ({
          id: replayChunkJobId(run, rawMessageIds),
          payload: { run, rawMessageIds, onlyReclassified },
        })),
      ),
    afterPage,
  );
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < items.length; from += size) chunks.push(items.slice(from, from + size));
  return chunks;
}

/**
 * Each page added as it comes, the next one read from PostgreSQL while the current one goes to
 * Redis: queueing waits on the two servers in turn, and was the pace of a replay with two
 * extractors when it read and added one page after the other. Answers how many items were added.
 */
async function queuePages<T>(
  pages: AsyncIterable<readonly T[]>,
  add: (page: readonly T[]) => Promise<void>,
  afterPage: (queued: number) => Promise<void>,
): Promise<number> {
  const reader = pages[Symbol.asyncIterator]();
  let queued = 0;
  for (let read = readAhead(reader); ;) {
    const page = await pageOf(read);
    if (page === null) return queued;
    read = readAhead(reader);
    await add(page);
    queued += page.length;
    await afterPage(queued);
  }
}

type PageRead<T> = { page: readonly T[] | null } | { error: unknown };

/**
 * The next page, read now and settled at once: a read that fails while the page before is being
 * added is not an unhandled rejection (which ends the process), and is not waited for when the
 * queueing stops first.
 */
function readAhead<T>(reader: AsyncIterator<readonly T[]>): Promise<PageRead<T>> {
  return reader.next().then(
    (result) => ({ page: result.done ? null : result.value }),
    (error: unknown) => ({ error }),
  );
}

async function pageOf<T>(read: Promise<PageRead<T>>): Promise<readonly T[] | null> {
  const settled = await read;
  if ('error' in settled) throw settled.error;
  return settled.page;
}
