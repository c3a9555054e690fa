import type { AiCostEstimate, CheckedAiCostEstimateRequest } from '@solana-hub/contracts';
import { costOf, extractionPrompt } from '@solana-hub/ai';
import { promptTokens } from './prompt-tokens.js';

/**
 * The answer tokens an extraction is expected to take: its JSON (a dozen short fields and a
 * confidence) is about 150 tokens, and the reasoning models think a little first, billed the same.
 * The real figure is known only once the model has answered.
 */
export const EXPECTED_ANSWER_TOKENS = 300;

/** What POST /api/ai/extract would cost for this message and instruction: the exact prompt, priced. */
export async function estimateCost(request: CheckedAiCostEstimateRequest): Promise<AiCostEstimate> {
  // The schema is not part of the request: the estimate counts the prompt without a field list.
  const input = await promptTokens(extractionPrompt(request.message, request.prompt, []));
  const dollars = costOf(request.model, { prompt_tokens: input, completion_tokens: EXPECTED_ANSWER_TOKENS });
  // Rounded to a millionth of a cent: the float sum's last digits are noise.
  return { estimated_cost: Math.round(dollars * 1e8) / 1e8, tokens: input + EXPECTED_ANSWER_TOKENS };
}
