import { z } from 'zod';
import { MAX_REPLAY_IDS } from './replay.js';

/** POST /api/replays: stored raw messages (a try on history's `replay_ids`) back through extraction. */
export const replayRequestSchema = z
  .object({ raw_message_ids: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(MAX_REPLAY_IDS) })
  .strict();
export type ReplayRequest = z.infer<typeof replayRequestSchema>;

/**
 * A replay run's id: as `npm run replay` and the gateway make them (base-36 time, hex:
 * `mi3k2x-4f09ab`), or the run of the messages a pair lookup gave a token in an hour
 * (`pair-tokens-2026112904`, pairTokensReplayRun).
 */
export const replayRunIdSchema = z
  .string()
  .regex(/^(?:[a-z0-9]{1,16}-[0-9a-f]{6}|pair-tokens-\d{10})$/, 'a replay run id looks like mi3k2x-4f09ab or pair-tokens-2026112904');

/** The replay run of the messages a pair lookup gave a token in the UTC hour of `at` (`pair-tokens-2026112904`). */
export function pairTokensReplayRun(at: Date): string {
  return `pair-tokens-${at.toISOString().slice(0, 13).replace(/\D/g, '')}`;
}

export const replayStartedSchema = z.object({ run: z.string(), total: z.number().int() });
export type ReplayStarted = z.infer<typeof replayStartedSchema>;

/** GET /api/replays/:run: where a run is, from what the extractors counted and the queue's failed set. */
export const replayProgressSchema = z.object({
  run: z.string(),
  total: z.number().int(),
  rewritten: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** rewritten + unchanged + failed */
  done: z.number().int(),
  finished: z.boolean(),
  /** how many extractors take replay chunks now; null when Redis does not say */
  extractors: z.number().int().nullable(),
});
export type ReplayProgress = z.infer<typeof replayProgressSchema>;
