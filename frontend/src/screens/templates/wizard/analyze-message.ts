import { analyzeSample } from '@solana-hub/extraction';
import { aiExtract } from '../../../api/ai-client';
import { aiRequests, askAi, withAiAnswers, withoutAi, type AnalysedSample } from './ai-analysis';
import type { AnalysisModels } from './ai-models';
import type { WizardState } from './wizard-state';

/**
 * Step 1's analysis: the heuristic one always (the wizard works without AI), the AI's answers
 * layered on when AI analysis is on, the server said which models to ask (`models`), and the
 * AI answers.
 */
export async function analyzeMessage(
  state: Pick<WizardState, 'sample' | 'instructions' | 'useAi'>,
  models: AnalysisModels | null,
  extract = aiExtract,
): Promise<AnalysedSample> {
  const heuristic = analyzeSample(state.sample);
  if (!state.useAi || models === null) return withoutAi(heuristic);
  const answers = await askAi(aiRequests(state.sample, state.instructions, models), extract);
  return withAiAnswers(heuristic, answers);
}
