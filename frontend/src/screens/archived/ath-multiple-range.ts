import { archivedTokensQuerySchema } from '@solana-hub/contracts';

/** The server's own reading of an ATH-multiple bound, so the client never sends what it would refuse. */
const athMultipleBound = archivedTokensQuerySchema.shape.athMultipleMin;

/** A typed ATH-multiple bound: a non-negative decimal ('2', '2.5', '.5'); anything else is ignored. */
export function parseAthMultiple(text: string): number | undefined {
  const parsed = athMultipleBound.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

export interface AthMultipleRange {
  min: number | undefined;
  max: number | undefined;
}

/** Both bounds as typed; a max below the min is ignored too (it would match nothing). */
export function athMultipleRange(minText: string, maxText: string): AthMultipleRange {
  const min = parseAthMultiple(minText);
  const max = parseAthMultiple(maxText);
  return { min, max: min !== undefined && max !== undefined && max < min ? undefined : max };
}

/** Whether a typed bound is being ignored, to mark its input. */
export function isIgnoredBound(text: string, parsed: number | undefined): boolean {
  return text.trim() !== '' && parsed === undefined;
}
