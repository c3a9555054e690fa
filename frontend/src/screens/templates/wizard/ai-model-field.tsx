import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { aiAvailabilityQuery } from '../../../api/ai-availability';
import { Select } from '../../../ui/select';
import { AI_MODELS, type AiModel } from './ai-models';
import { formatCostEstimate } from './analysis-cost';
import { useAnalysisCost } from './use-analysis-cost';
import type { WizardAction, WizardState } from './wizard-state';

const reasonId = 'wizard-model-reason';

/**
 * The model dropdown of step 1, with what the analysis would cost on it. Disabled while AI
 * analysis is off, and when the server has no AI, saying so: the trader should not pick a model
 * (or expect AI answers) that cannot be had.
 */
export function AiModelField({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const availability = useQuery(aiAvailabilityQuery).data;
  const notConfigured = availability?.configured === false ? availability.reason : null;
  const cost = useAnalysisCost(state, state.useAi && availability?.configured === true);

  return (
    <div className="grid gap-2">
      <Select<AiModel>
        label="AI model"
        showLabel
        value={state.model}
        options={AI_MODELS}
        onChange={(model) => dispatch({ type: 'model', model })}
        disabled={!state.useAi || notConfigured !== null}
        describedBy={notConfigured ? reasonId : undefined}
        testId="wizard-model"
        className="sm:max-w-xs"
      />
      {notConfigured ? (
        <p id={reasonId} className="m-0 text-sm text-muted" data-testid="wizard-ai-unavailable">
          {notConfigured}. The wizard analyses the message without AI.
        </p>
      ) : null}
      {cost ? (
        <p
          className={`m-0 text-sm text-muted tabular-nums ${cost.updating ? 'opacity-60' : ''}`}
          title="Estimated cost of the four AI calls Analyze Message makes"
          aria-busy={cost.updating}
          data-testid="wizard-cost-estimate"
        >
          {formatCostEstimate(cost.estimate)}
        </p>
      ) : null}
    </div>
  );
}
