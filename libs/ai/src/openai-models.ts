import type { Logger } from 'pino';
import { z } from 'zod';
import { describeZodError } from '@solana-hub/contracts';
import { aiNotConfigured, failureOf } from './ai-failure.js';
import { openAiClient, secretsOf, type OpenAiSettings } from './openai-client.js';

/** A model the API key can use, as GET /v1/models lists it. */
export const availableModelSchema = z.object({
  id: z.string().min(1),
  /** 'YYYY-MM-DD' once OpenAI has announced the model's shutdown; absent or null otherwise */
  shutdown_date: z.iso.date().nullish(),
});
export type AvailableModel = z.infer<typeof availableModelSchema>;

/** The list's items are read one by one: an odd entry (a field changed its type) drops that entry, not the list. */
const listSchema = z.object({ data: z.array(z.unknown()) });

/**
 * The models an API key can use (GET /v1/models), with the shutdown dates OpenAI announces
 * there. Throws an AiFailure saying why when the list cannot be had.
 */
export async function availableModels(settings: OpenAiSettings, logger: Logger): Promise<AvailableModel[]> {
  const client = openAiClient(settings);
  if (client === null) throw aiNotConfigured();
  try {
    // One page holds every model: the endpoint does not paginate.
    const list = listSchema.safeParse(await client.get('/models'));
    if (!list.success) throw new Error(`OpenAI's model list has an unexpected shape (${describeZodError(list.error)})`);
    return list.data.data.flatMap((item) => {
      const model = availableModelSchema.safeParse(item);
      return model.success ? [{ id: model.data.id, shutdown_date: model.data.shutdown_date ?? null }] : [];
    });
  } catch (error) {
    logger.warn({ err: error }, 'could not list the AI models the API key can use');
    throw failureOf(error, settings.timeoutMs, 1, secretsOf(settings));
  }
}
