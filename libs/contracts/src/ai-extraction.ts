import { z } from 'zod';

/**
 * The AI extraction calls (POST /api/ai/extract, /api/ai/batch-extract,
 * /api/ai/estimate-cost): what the template wizard sends and what it reads back.
 */

/**
 * An OpenAI model name as a request or a template carries it ('gpt-6.1-terra',
 * 'ft:gpt-6-luna:acme::abc123'). Which names the server accepts depends on what OpenAI offers
 * today, so the contract checks only the form; the gateway answers 400 for a model it does not
 * know or that OpenAI has shut down.
 */
export const aiModelIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][\w.:-]{0,127}$/, 'not a model name (letters, digits and . _ : - only, at most 128)');
export type AiModelId = z.infer<typeof aiModelIdSchema>;

const requestedModel = aiModelIdSchema;

/**
 * Limits of one call: every character is paid for. A Telegram message holds at most 4,096
 * characters, so a sample pasted with its neighbours still fits.
 */
export const AI_MESSAGE_MAX_LENGTH = 10_000;
export const AI_PROMPT_MAX_LENGTH = 4_000;
/** of the schema written as JSON */
export const AI_SCHEMA_MAX_LENGTH = 8_000;
export const AI_BATCH_MAX_EXTRACTIONS = 20;

const message = z.string().trim().min(1, 'the message is empty').max(AI_MESSAGE_MAX_LENGTH, `at most ${AI_MESSAGE_MAX_LENGTH} characters`);
const prompt = z.string().max(AI_PROMPT_MAX_LENGTH, `at most ${AI_PROMPT_MAX_LENGTH} characters`);
/** a JSON-schema-like description of the fields wanted ({type: 'object', properties}), passed on to the model */
const fieldsSchema = z
  .record(z.string(), z.unknown())
  .refine((schema) => JSON.stringify(schema).length <= AI_SCHEMA_MAX_LENGTH, `at most ${AI_SCHEMA_MAX_LENGTH} characters of JSON`);

/** One extraction: the message, what to look for (prompt) and the shape of the answer (schema). */
export const aiExtractRequestSchema = z.object({
  message,
  prompt,
  model: requestedModel,
  schema: fieldsSchema,
  /** answer from the server's cache of identical calls (24 h) when it has one */
  useCache: z.boolean(),
});
export type AiExtractRequest = z.input<typeof aiExtractRequestSchema>;
export type CheckedAiExtractRequest = z.output<typeof aiExtractRequestSchema>;

/** The fields the model found, and how sure it is (0 to 1). */
export const aiExtractResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  confidence: z.number().min(0).max(1),
});
export type AiExtractResponse = z.infer<typeof aiExtractResponseSchema>;

export const aiBatchExtractionSchema = z.object({
  name: z.string().trim().min(1, 'an extraction needs a name').max(64, 'at most 64 characters'),
  prompt,
  schema: fieldsSchema,
});
export type AiBatchExtraction = z.infer<typeof aiBatchExtractionSchema>;

/** Several extractions over one message in one call, answered by name. */
export const aiBatchExtractRequestSchema = z.object({
  message,
  extractions: z
    .array(aiBatchExtractionSchema)
    .min(1, 'at least one extraction')
    .max(AI_BATCH_MAX_EXTRACTIONS, `at most ${AI_BATCH_MAX_EXTRACTIONS} extractions`)
    .refine(
      (extractions) => new Set(extractions.map((extraction) => extraction.name)).size === extractions.length,
      'two extractions have the same name',
    ),
  model: requestedModel,
  useCache: z.boolean(),
});
export type AiBatchExtractRequest = z.input<typeof aiBatchExtractRequestSchema>;
export type CheckedAiBatchExtractRequest = z.output<typeof aiBatchExtractRequestSchema>;

export const aiBatchExtractResponseSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type AiBatchExtractResponse = z.infer<typeof aiBatchExtractResponseSchema>;

export const aiCostEstimateRequestSchema = z.object({ message, prompt, model: requestedModel });
export type AiCostEstimateRequest = z.input<typeof aiCostEstimateRequestSchema>;
export type CheckedAiCostEstimateRequest = z.output<typeof aiCostEstimateRequestSchema>;

/** What one extraction would cost: US dollars and tokens (the prompt's and the expected answer's). */
export const aiCostEstimateSchema = z.object({ estimated_cost: z.number().min(0), tokens: z.number().int().min(0) });
export type AiCostEstimate = z.infer<typeof aiCostEstimateSchema>;

/** The tiers of the specification's model list, filled with what OpenAI offers today. */
export const AI_MODEL_TIERS = ['Ultra Fast', 'Recommended', 'Most Powerful', 'Legacy'] as const;
export type AiModelTier = (typeof AI_MODEL_TIERS)[number];

const isoDate = z.iso.date();

/** A model the wizard offers: its name, its tier (none for the other models the key can use), and OpenAI's shutdown date if one is announced. */
export const aiModelChoiceSchema = z.object({
  id: aiModelIdSchema,
  tier: z.enum(AI_MODEL_TIERS).nullable(),
  shutdown_date: isoDate.nullable(),
});
export type AiModelChoice = z.infer<typeof aiModelChoiceSchema>;

/**
 * GET /api/ai/models: the models the wizard offers, the server's default (AI_MODEL, also what
 * a model OpenAI has shut down is replaced by) and the quick model of the wizard's naming call.
 * `checked` says whether the list was checked against the models the API key can use (GET
 * /v1/models); when it could not be, `problem` says why and the list is the built-in one.
 */
export const aiModelsSchema = z.object({
  default: aiModelIdSchema,
  fast: aiModelIdSchema,
  models: z.array(aiModelChoiceSchema),
  checked: z.boolean(),
  problem: z.string().nullable(),
});
export type AiModels = z.infer<typeof aiModelsSchema>;

/** GET /api/ai/status: whether the server can ask an AI, and when it cannot, why in words. */
export const aiStatusSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(true) }),
  z.object({ configured: z.literal(false), reason: z.string().min(1) }),
]);
export type AiStatus = z.infer<typeof aiStatusSchema>;
