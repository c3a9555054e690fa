import { z } from 'zod';
import { ACCUMULATOR_TYPES } from '@solana-hub/extraction';
import type { FieldToAccumulate } from './token-fold.js';

/**
 * messages.extracted_data: the fields a message's template found, and those of them that
 * combine into its token, kept so a token can be rebuilt from its messages.
 */
const extractedDataSchema = z.object({
  fields: z.record(z.string(), z.unknown()).default({}),
  accumulate: z.array(z.object({ field: z.string(), accumulator: z.enum(ACCUMULATOR_TYPES), value: z.unknown() })).default([]),
});

export function extractedDataOf(alert: { fields: Record<string, unknown>; accumulate: readonly FieldToAccumulate[] }) {
  return { fields: alert.fields, accumulate: alert.accumulate };
}

/** What a stored message contributes to its token's accumulated data; nothing when unreadable. */
export function storedFieldsToAccumulate(stored: unknown): FieldToAccumulate[] {
  const parsed = extractedDataSchema.safeParse(stored);
  return parsed.success ? parsed.data.accumulate.map((entry) => ({ ...entry, value: entry.value })) : [];
}
