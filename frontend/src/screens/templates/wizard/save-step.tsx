import type { TemplateInput, WizardAnalysis } from '@solana-hub/extraction';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Save } from 'lucide-react';
import type { Dispatch } from 'react';
import { aiModelsQuery } from '../../../api/ai-models';
import { failureDetail } from '../../../api/http-error';
import { SummaryItem } from '../../../ui/summary-item';
import { TryButton, TryOnHistory } from '../try/try-on-history';
import { missingChoice, templateBody, templateSummary } from './template-body';
import { StepActions, WizardCard } from './wizard-card';
import type { WizardAction, WizardState } from './wizard-state';

interface Props {
  state: WizardState;
  analysis: WizardAnalysis;
  dispatch: Dispatch<WizardAction>;
  saving: boolean;
  onSave: () => void;
  /** saves without leaving the wizard, for a replay after a try on history */
  saveQuietly: (body: TemplateInput) => Promise<unknown>;
  /** back to the list once a replay started and its dialog is closed */
  onReplayed: () => void;
  /** the last save's failure, kept in view after its toast is gone */
  error: Error | null;
}

/** Step 3: what will be saved, then Save Template. */
export function SaveStep({ state, analysis, dispatch, saving, onSave, saveQuietly, onReplayed, error }: Props) {
  const defaultModel = useQuery(aiModelsQuery).data?.default;
  const summary = templateSummary(state, analysis, defaultModel);
  const missing = missingChoice(state);
  return (
    <div>
      <WizardCard
        title={state.editingId === null ? 'Ready to save' : 'Ready to update'}
        description="The template starts working on the next alert that matches it."
      >
        <dl className="m-0 grid gap-2 sm:grid-cols-2">
          <SummaryItem label="Name" testId="summary-name">
            <code>{summary.name || '—'}</code>
          </SummaryItem>
          <SummaryItem label="Display name" testId="summary-display-name">
            {summary.displayName || '—'}
          </SummaryItem>
          <SummaryItem label="Enabled patterns" testId="summary-patterns">
            {summary.patternCount}
          </SummaryItem>
          <SummaryItem label="Enabled extractors" testId="summary-extractors">
            {summary.extractorCount}
          </SummaryItem>
          <SummaryItem label="Priority" testId="summary-priority">
            {summary.priority}
          </SummaryItem>
          <SummaryItem label="AI enabled" testId="summary-ai">
            {summary.ai}
          </SummaryItem>
        </dl>
        {missing ? (
          <p className="m-0 mt-3 text-sm text-warning" role="status">
            {missing}
          </p>
        ) : null}
      </WizardCard>
      {error ? (
        <div className="notice notice--error mt-4" role="alert" data-testid="save-error">
          <span>Could not save the template: {failureDetail(error)}</span>
        </div>
      ) : null}
      <StepActions>
        <button type="button" className="button" onClick={() => dispatch({ type: 'back' })}>
          <ArrowLeft size={16} aria-hidden />
          Back to Edit
        </button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <TryOnHistory
            request={() => ({
              ...(state.editingId === null ? {} : { template_id: state.editingId }),
              template: templateBody(state, analysis),
            })}
            title={summary.displayName || summary.name}
            trigger={(open) => <TryButton onClick={open} />}
            saveFirst={() => saveQuietly(templateBody(state, analysis))}
            noReplay={missing}
            onClosedAfterReplay={onReplayed}
          />
          <button type="button" className="button button--primary" disabled={saving || missing !== null} onClick={onSave}>
            {saving ? <Loader2 size={16} className="animate-spin" aria-hidden /> : <Save size={16} aria-hidden />}
            Save Template
          </button>
        </div>
      </StepActions>
    </div>
  );
}
