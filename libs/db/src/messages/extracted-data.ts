import { z } from 'zod';
import { ACCUMULATOR_TYPES } from '@solana-hub/extraction';
import type { FieldToAccumulate, MessageFigures } from '../tokens/token-fold.js';

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

/** Rows are read unchecked: a stated figure is taken only as a number. */
const figure = z.number().finite().optional();
const messageFiguresSchema = z.object({
  initial_price: figure,
  volume_24h: figure,
  holder_count: figure,
  dev_holdings_percentage: figure,
  liquidity_usd: figure,
}) satisfies z.ZodType<MessageFigures>;

/**
 * messages.extracted_data: the fields a message's template found, those of them that combine
 * into its token and the token's figures and pair address it states (kept so a token can be
 * rebuilt from its messages), and the AI's answers.
 */
const extractedDataSchema = z.object({
  fields: z.record(z.string(), z.unknown()).default({}),
  accumulate: z.array(z.object({ field: z.string(), accumulator: z.enum(ACCUMULATOR_TYPES), value: z.unknown() })).default([]),
  figures: messageFiguresSchema.catch({}).default({}),
  pair_address: z.string().min(1).nullish().catch(null),
  ai: aiAnswersSchema.nullish().catch(null),
});

interface ExtractedDataSource {
  fields: Record<string, unknown>;
  accumulate: readonly FieldToAccumulate[];
  figures?: MessageFigures;
  pairAddress?: string | null;
  ai?: StoredAiAnswers | null;
}

export function extractedDataOf(alert: ExtractedDataSource) {
  return {
    fields: alert.fields,
    accumulate: alert.accumulate,
    // Left out when empty, as most messages' are: the row stays as small as before.
    ...(alert.figures && Object.keys(alert.figures).length > 0 ? { figures: alert.figures } : {}),
    ...(alert.pairAddress ? { pair_address: alert.pairAddress } : {}),
    ...(alert.ai ? { ai: alert.ai } : {}),
  };
}

/** What a stored message contributes to its token's fold beyond its columns; nothing when unreadable. */
export function storedTokenContribution(stored: unknown): {
  accumulate: FieldToAccumulate[];
  figures: MessageFigures;
  pairAddress: string | null;
} {
  const parsed = extractedDataSchema.safeParse(stored);
  if (!parsed.success) return { accumulate: [], figures: {}, pairAddress: null };
  return { accumulate: parsed.data.accumulate, figures: parsed.data.figures, pairAddress: parsed.data.pair_address ?? null };
}

/** The AI answers a stored message keeps; null when it has none (or none that can be read). */
export function storedAiAnswersOf(stored: unknown): StoredAiAnswers | null {
  const parsed = aiAnswersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
