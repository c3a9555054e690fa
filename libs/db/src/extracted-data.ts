import { z } from 'zod';
import { ACCUMULATOR_TYPES } from '@solana-hub/extraction';
import type { FieldToAccumulate } from './token-fold.js';

/**
 * What the AI answered for a message's `ai` extractors, by extractor name, and the key of what
 * it was asked (the message text and the extractors' prompts and models): answers whose key
 * still matches are reused when the message is extracted again, so a reprocess run neither
 * loses them nor pays for them twice.
 */
export interface StoredAiAnswers {
  key: string;
  answers: Record<string, unknown>;
}

const aiAnswersSchema = z.object({ key: z.string(), answers: z.record(z.string(), z.unknown()) });

/**
 * messages.extracted_data: the fields a message's template found, those of them that combine
 * into its token (kept so a token can be rebuilt from its messages), and the AI's answers.
 */
const extractedDataSchema = z.object({
  fields: z.record(z.string(), z.unknown()).default({}),
  accumulate: z.array(z.object({ field: z.string(), accumulator: z.enum(ACCUMULATOR_TYPES), value: z.unknown() })).default([]),
  ai: aiAnswersSchema.nullish().catch(null),
});

export function extractedDataOf(alert: { fields: Record<string, unknown>; accumulate: readonly FieldToAccumulate[]; ai?: StoredAiAnswers | null }) {
  return alert.ai ? { fields: alert.fields, accumulate: alert.accumulate, ai: alert.ai } : { fields: alert.fields, accumulate: alert.accumulate };
}

/** What a stored message contributes to its token's accumulated data; nothing when unreadable. */
export function storedFieldsToAccumulate(stored: unknown): FieldToAccumulate[] {
  const parsed = extractedDataSchema.safeParse(stored);
  return parsed.success ? parsed.data.accumulate.map((entry) => ({ ...entry, value: entry.value })) : [];
}

/** The AI answers a stored message keeps; null when it has none (or none that can be read). */
export function storedAiAnswersOf(stored: unknown): StoredAiAnswers | null {
  const parsed = aiAnswersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
