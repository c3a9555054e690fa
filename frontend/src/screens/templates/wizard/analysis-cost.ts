import type { AiCostEstimate, AiCostEstimateRequest } from '@solana-hub/contracts';
import { aiEstimateCost } from '../../../api/ai-client';
import { aiRequests } from './ai-analysis';
import type { AnalysisModels } from './ai-models';
import type { WizardState } from './wizard-state';

export type AnalysisCostInput = Pick<WizardState, 'sample' | 'instructions'> & { models: AnalysisModels };

/**
 * What Analyze Message would cost: the server's estimate of each of the four AI calls it makes
 * (two on the chosen model, the naming and display-template calls on their own), added up.
 * Null when a call could not be estimated (the AI client answers 0 tokens then): a partial sum
 * would understate the cost.
 */
export async function estimateAnalysisCost(
  { sample, instructions, models }: AnalysisCostInput,
  estimate: (request: AiCostEstimateRequest) => Promise<AiCostEstimate> = aiEstimateCost,
): Promise<AiCostEstimate | null> {
  const calls = Object.values(aiRequests(sample, instructions, models));
  const estimates = await Promise.all(
    calls.map(({ message, prompt, model: callModel }) => estimate({ message, prompt, model: callModel })),
  );
  if (estimates.some((one) => one.tokens === 0)) return null;
  return {
    estimated_cost: estimates.reduce((sum, one) => sum + one.estimated_cost, 0),
    tokens: estimates.reduce((sum, one) => sum + one.tokens, 0),
  };
}

// Two significant digits: an analysis costs fractions of a cent, and the estimate is not exact.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 });

/** "≈ $0.0004 · 512 tokens" */
export function formatCostEstimate({ estimated_cost, tokens }: AiCostEstimate): string {
  return `≈ ${dollars.format(estimated_cost)} · ${tokens.toLocaleString('en-US')} tokens`;
}
