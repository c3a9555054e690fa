import type { AiCostEstimateRequest } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from './http-error';
import { jsonHeaders } from './request-json';

/** Whether the server can ask an AI; when it cannot, why, in the server's words. */
export type AiAvailability = { configured: true } | { configured: false; reason: string };

const refusalSchema = z.object({ error: z.string().min(1) });

// The gateway has no status call for AI. The cost estimate is the one AI call that costs
// nothing (answered without asking OpenAI, not counted against the session's AI calls), and
// it is refused with 503 like the others while OPENAI_API_KEY is not set.
const estimateCostPath = '/api/ai/estimate-cost';
const probe: AiCostEstimateRequest = { message: 'Is AI analysis available?', prompt: '', model: 'gpt-5-nano' };

/**
 * Asks the server whether it has AI set up. Only its own 503 with a reason counts as "not
 * configured"; any other failure (a proxy's 503 page, the network) is an error: unknown, so
 * the wizard does not claim AI is off.
 */
export async function askAiAvailability(signal?: AbortSignal): Promise<AiAvailability> {
  const response = await fetch(estimateCostPath, { method: 'POST', credentials: 'include', headers: jsonHeaders, body: JSON.stringify(probe), signal });
  if (response.ok) return { configured: true };
  if (response.status === 503) {
    const refusal = refusalSchema.safeParse(await response.json().catch(() => null));
    if (refusal.success) return { configured: false, reason: refusal.data.error };
  }
  throw new HttpError(response.status, `${response.status}: ${response.statusText}`);
}

/** Asked once per page load: setting OPENAI_API_KEY means restarting the server anyway. */
export const aiAvailabilityQuery = queryOptions({
  queryKey: [estimateCostPath, 'availability'] as const,
  queryFn: ({ signal }) => askAiAvailability(signal),
});
