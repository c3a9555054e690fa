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
 * history both queue through here. Answers how many were queued.
 */
export async function queueReplay(
  producer: Producer<typeof QueueName.RawMessages>,
  run: string,
  pages: AsyncIterable<readonly MessageToReplay[]>,
  onlyReclassified: boolean,
  afterPage: (queued: number) => Promise<void> = async () => undefined,
): Promise<number> {
  let queued = 0;
  for await (const page of pages) {
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
  return queued;
}
