import { aiModelsSchema, type AiModels } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

const modelsPath = '/api/ai/models';

/** Asks the server which models the template wizard offers (GET /api/ai/models). */
export function askAiModels(signal?: AbortSignal): Promise<AiModels> {
  return requestParsed(aiModelsSchema, modelsPath, { signal });
}

/** Asked once per page load: the server keeps the list an hour, and OpenAI changes it a few times a year. */
export const aiModelsQuery = queryOptions({
  queryKey: [modelsPath] as const,
  queryFn: ({ signal }) => askAiModels(signal),
});
