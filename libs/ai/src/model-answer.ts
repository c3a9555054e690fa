import { z } from 'zod';
import type { AiExtractResponse } from '@solana-hub/contracts';
import type { WantedField } from './extraction-prompt.js';

/** What the extraction prompt asks the model to answer; a confidence out of range counts as none. */
export const modelExtractionSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  confidence: z.number().min(0).max(1).optional().catch(undefined),
});
export type ModelExtraction = z.infer<typeof modelExtractionSchema>;

/** What the batch prompt asks for: each extraction's answer under its name. */
export const modelBatchSchema = z.record(z.string(), z.unknown());

/** How sure an answer is of what it found when the schema names no fields to count against. */
const UNCOUNTED_CONFIDENCE = 0.5;

const found = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The fields the model found a value for; null is how it says a field is not in the message. */
function foundFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => found(value)));
}

/**
 * The model's own confidence; when it gave none, the share of the asked fields it found a value
 * for (a model that finds half the fields is not sure the message is the kind it was asked about).
 */
function confidenceOf(answer: ModelExtraction, data: Readonly<Record<string, unknown>>, fields: readonly WantedField[]): number {
  if (answer.confidence !== undefined) return answer.confidence;
  if (Object.keys(data).length === 0) return 0;
  if (fields.length === 0) return UNCOUNTED_CONFIDENCE;
  return fields.filter((field) => Object.hasOwn(data, field.name)).length / fields.length;
}

export function extractionOf(answer: ModelExtraction, fields: readonly WantedField[]): AiExtractResponse {
  const data = foundFields(answer.data);
  return { data, confidence: confidenceOf(answer, data, fields) };
}

/** The answers of the extractions asked for, by name; anything else the model added is dropped. */
export function batchOf(answer: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => Object.hasOwn(answer, name) && found(answer[name])).map((name) => [name, answer[name]]));
}
