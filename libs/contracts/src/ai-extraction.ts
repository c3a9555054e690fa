import { z } from 'zod';

/**
 * The AI extraction calls of spec section 7 (POST /api/ai/extract, /api/ai/batch-extract,
 * /api/ai/estimate-cost): what the template wizard sends and what it reads back.
 */

/** One extraction: the message, what to look for (prompt) and the shape of the answer (schema). */
export const aiExtractRequestSchema = z.object({
  message: z.string(),
  prompt: z.string(),
  model: z.string(),
  /** a JSON-schema-like description of the fields wanted, passed through to the model */
  schema: z.record(z.string(), z.unknown()),
  useCache: z.boolean(),
});
export type AiExtractRequest = z.infer<typeof aiExtractRequestSchema>;

/** The fields the model found, and how sure it is (0 to 1). */
export const aiExtractAnswerSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  confidence: z.number().min(0).max(1),
});
export type AiExtractAnswer = z.infer<typeof aiExtractAnswerSchema>;

/** Several extractions over one message in one call, answered by name. */
export const aiBatchExtractRequestSchema = z.object({
  message: z.string(),
  extractions: z.array(z.object({ name: z.string(), prompt: z.string(), schema: z.record(z.string(), z.unknown()) })),
  model: z.string(),
  useCache: z.boolean(),
});
export type AiBatchExtractRequest = z.infer<typeof aiBatchExtractRequestSchema>;

export const aiBatchExtractAnswerSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type AiBatchExtractAnswer = z.infer<typeof aiBatchExtractAnswerSchema>;

export const aiCostEstimateRequestSchema = z.object({ message: z.string(), prompt: z.string(), model: z.string() });
export type AiCostEstimateRequest = z.infer<typeof aiCostEstimateRequestSchema>;

/** What one extraction would cost: US dollars and tokens. */
export const aiCostEstimateSchema = z.object({ estimated_cost: z.number().min(0), tokens: z.number().int().min(0) });
export type AiCostEstimate = z.infer<typeof aiCostEstimateSchema>;
