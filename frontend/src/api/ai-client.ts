import {
  aiCostEstimateSchema,
  aiExtractResponseSchema,
  type AiCostEstimate,
  type AiCostEstimateRequest,
  type AiExtractResponse,
  type AiExtractRequest,
} from '@solana-hub/contracts';
import { jsonHeaders, requestParsed } from './request-json';

/**
 * The AI calls the template wizard makes. AI help is optional: a failed call (no AI configured, the
 * provider down, an answer of the wrong shape) answers an empty result (no data, zero cost) and is only
 * logged, so the wizard carries on with its own analysis.
 */

export const noExtraction: AiExtractResponse = { data: {}, confidence: 0 };
export const noCostEstimate: AiCostEstimate = { estimated_cost: 0, tokens: 0 };

function post(body: unknown): RequestInit {
  return { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) };
}

/** The call's answer; on any failure the fallback, the failure only logged under `failure`. */
async function orElse<T>(call: () => Promise<T>, fallback: T, failure: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(failure, error);
    return fallback;
  }
}

/** POST /api/ai/extract: the fields the prompt asks for, with the model's confidence. */
export function aiExtract(request: AiExtractRequest): Promise<AiExtractResponse> {
  return orElse(() => requestParsed(aiExtractResponseSchema, '/api/ai/extract', post(request)), noExtraction, 'AI extraction failed');
}

/** POST /api/ai/estimate-cost: what one extraction would cost. */
export function aiEstimateCost(request: AiCostEstimateRequest): Promise<AiCostEstimate> {
  return orElse(
    () => requestParsed(aiCostEstimateSchema, '/api/ai/estimate-cost', post(request)),
    noCostEstimate,
    'Cost estimation failed',
  );
}
