import { z } from 'zod';
import { rawMessageJobId, rawMessageSchema, type RawMessage } from './raw-message.js';

/** The most raw messages a replay names one by one (a try on history reads no more). */
export const MAX_REPLAY_IDS = 5_000;

/** Which stored raw messages a replay puts back through extraction. Everything when empty. */
export const replaySelectionSchema = z.object({
  /** Message dates from (inclusive) and to (exclusive), ISO-8601. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  chatId: z.string().min(1).optional(),
  /** Only messages stored with this type (e.g. 'unknown', to apply a new template to them). */
  messageType: z.string().min(1).optional(),
  /** Only these stored raw messages (raw_messages ids): what a try of a template on history picked. */
  rawMessageIds: z.array(z.number().int().positive()).max(MAX_REPLAY_IDS).optional(),
  /** Only rewrite messages whose type the current templates would change. */
  onlyReclassified: z.boolean().default(false),
});
export type ReplaySelection = z.infer<typeof replaySelectionSchema>;

/**
 * What marks a raw-messages job as a replay: the run it belongs to (its outcomes are counted
 * under it), the type the message was stored with when the run read it, and whether only a
 * change of that type may rewrite it.
 */
export const replayMarkSchema = z.object({
  run: z.string().regex(/^[A-Za-z0-9-]{1,64}$/u),
  storedType: z.string().nullable(),
  onlyReclassified: z.boolean(),
});
export type ReplayMark = z.infer<typeof replayMarkSchema>;

/**
 * A raw-messages job: a raw message, new from a source or, with `replay`, a stored one put back
 * to be extracted again with today's templates (written only where the reading changed).
 */
export const rawMessageJobSchema = z.intersection(rawMessageSchema, z.object({ replay: replayMarkSchema.optional() }));
export type RawMessageJob = z.infer<typeof rawMessageJobSchema>;

/** The most stored messages one replay-chunks job carries. */
export const MAX_REPLAY_CHUNK = 1_000;

/**
 * A replay-chunks job: stored raw messages (raw_messages ids) a run replays together. The
 * extractor that takes it reads them in one query, with the type each is stored with then, and
 * counts each message's outcome under the run as a job per message would.
 */
export const replayChunkSchema = z.object({
  run: replayMarkSchema.shape.run,
  rawMessageIds: z.array(z.number().int().positive()).min(1).max(MAX_REPLAY_CHUNK),
  onlyReclassified: z.boolean(),
});
export type ReplayChunk = z.infer<typeof replayChunkSchema>;

/** A run's chunk by its first message: queueing a run's chunk twice adds it once. */
export function replayChunkJobId(run: string, rawMessageIds: readonly number[]): string {
  return `replay_${run}_chunk_${rawMessageIds[0] ?? 0}`;
}

/**
 * The job id of a message replayed by a run. Not the message's own id: BullMQ keeps a completed
 * job's id for an hour and would drop the replay of a message it has just stored as a duplicate.
 * Within a run the id is the message's, so queueing a run's page twice adds each message once.
 */
export function replayJobId(run: string, message: Pick<RawMessage, 'chatId' | 'messageId' | 'editVersion'>): string {
  return `replay_${run}_${rawMessageJobId(message)}`;
}
