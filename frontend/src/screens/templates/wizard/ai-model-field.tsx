import type { AiModels } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type Dispatch } from 'react';
import { aiAvailabilityQuery } from '../../../api/ai-availability';
import { aiModelsQuery } from '../../../api/ai-models';
import { Select } from '../../../ui/select';
import { analysisModels, modelOptions, modelWarning } from './ai-models';
import { formatCostEstimate } from './analysis-cost';
import { useAnalysisCost } from './use-analysis-cost';
import type { WizardAction, WizardState } from './wizard-state';

const reasonId = 'wizard-model-reason';

interface Props {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

/**
 * The model dropdown of step 1: the models the server offers (OpenAI's current ones in the
 * specification's tiers, with their shutdown dates), with what the analysis would cost on the
 * chosen one. Shown once the server has said which models it offers.
 */
export function AiModelField({ state, dispatch }: Props) {
  const offer = useQuery(aiModelsQuery).data;
  return offer ? <ModelChoice state={state} dispatch={dispatch} offer={offer} /> : null;
}

/**
 * Disabled while AI analysis is off, and when the server has no AI, saying so: the trader
 * should not pick a model (or expect AI answers) that cannot be had. A chosen model that is
 * about to be shut down, or no longer offered, is said so too, as is a model list the server
 * could not check against the API key.
 */
function ModelChoice({ state, dispatch, offer }: Props & { offer: AiModels }) {
  const availability = useQuery(aiAvailabilityQuery).data;
  const notConfigured = availability?.configured === false ? availability.reason : null;
  const models = useMemo(() => analysisModels(state.model, offer), [offer, state.model]);
  const cost = useAnalysisCost(
    { sample: state.sample, instructions: state.instructions, models },
    state.useAi && availability?.configured === true,
  );
  const warning = notConfigured ? null : (modelWarning(offer, models.chosen) ?? offer.problem);

  return (
    <div className="grid gap-2">
      <Select<string>
        label="AI model"
        showLabel
        value={models.chosen}
        options={modelOptions(offer, models.chosen)}
        onChange={(model) => dispatch({ type: 'model', model })}
        disabled={!state.useAi || notConfigured !== null}
        describedBy={notConfigured ? reasonId : undefined}
        testId="wizard-model"
        className="sm:max-w-md"
      />
      {notConfigured ? (
        <p id={reasonId} className="m-0 text-sm text-muted" data-testid="wizard-ai-unavailable">
          {notConfigured}. The wizard analyses the message without AI.
        </p>
      ) : null}
      {warning ? (
        <p className="m-0 text-sm text-warning" role="status" data-testid="wizard-model-warning">
          {warning}
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
