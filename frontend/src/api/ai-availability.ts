import { aiStatusSchema, type AiStatus } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestParsed } from './request-json';

const statusPath = '/api/ai/status';

/** Asks the server whether it has AI set up (GET /api/ai/status). */
export function askAiAvailability(signal?: AbortSignal): Promise<AiStatus> {
  return requestParsed(aiStatusSchema, statusPath, { signal });
}

/** Asked once per page load: setting OPENAI_API_KEY means restarting the server anyway. */
export const aiAvailabilityQuery = queryOptions({
  queryKey: [statusPath] as const,
  queryFn: ({ signal }) => askAiAvailability(signal),
});
