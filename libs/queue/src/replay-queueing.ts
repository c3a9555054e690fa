import { randomBytes } from 'node:crypto';
import { replayJobId, type RawMessage } from '@solana-hub/contracts';
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

/**
 * Stored messages back on the raw-messages queue as a run's jobs, a page per addBulk: under the
 * run's own job ids (so every extractor replica takes its share, and a page queued twice adds
 * nothing), behind every live message. `npm run replay` and the gateway's replay after a try on
 * history both queue through here. The next page is read from PostgreSQL while the current one
 * goes to Redis: queueing waits on the two servers in turn, and was the pace of a replay with two
 * extractors when it read and added one page after the other. Answers how many were queued.
 */
export async function queueReplay(
  producer: Producer<typeof QueueName.RawMessages>,
  run: string,
  pages: AsyncIterable<readonly MessageToReplay[]>,
  onlyReclassified: boolean,
  afterPage: (queued: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const reader = pages[Symbol.asyncIterator]();
  let queued = 0;
  for (let read = readAhead(reader); ;) {
    const page = await pageOf(read);
    if (page === null) return queued;
    read = readAhead(reader);
    await producer.addBulk(
      page.map(({ raw, storedType }) => ({
        id: replayJobId(run, raw),
        payload: { ...raw, replay: { run, storedType, onlyReclassified } },
        priority: REPLAY_PRIORITY,
      })),
    );
    queued += page.length;
    await afterPage(queued);
  }
}

type PageRead = { page: readonly MessageToReplay[] | null } | { error: unknown };

/**
 * The next page, read now and settled at once: a read that fails while the page before is being
 * added is not an unhandled rejection (which ends the process), and is not waited for when the
 * queueing stops first.
 */
function readAhead(reader: AsyncIterator<readonly MessageToReplay[]>): Promise<PageRead> {
  return reader.next().then(
    (result) => ({ page: result.done ? null : result.value }),
    (error: unknown) => ({ error }),
  );
}

async function pageOf(read: Promise<PageRead>): Promise<readonly MessageToReplay[] | null> {
  const settled = await read;
  if ('error' in settled) throw settled.error;
  return settled.page;
}
