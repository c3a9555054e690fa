import type { WizardAnalysis } from '@solana-hub/extraction';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { Tabs } from '../../../ui/tabs';
import { ExtractorsTab } from './extractors-tab';
import { FieldsTab } from './fields-tab';
import { OverviewTab } from './overview-tab';
import { PatternsTab } from './patterns-tab';
import { templateBody } from './template-body';
import { StepActions } from './wizard-card';
import type { WizardAction, WizardState } from './wizard-state';

type ReviewTab = 'overview' | 'fields' | 'patterns' | 'extractors';

function TabLabel({ label, count }: { label: string; count?: number }) {
  return (
    <>
      {label}
      {count === undefined ? null : <span className="rounded-full bg-raised px-1.5 text-xs tabular-nums text-muted">{count}</span>}
    </>
  );
}

/** Step 2: the proposal, tab by tab, to tick and tune before saving. */
export function ReviewStep({
  state,
  analysis,
  dispatch,
}: {
  state: WizardState;
  analysis: WizardAnalysis;
  dispatch: Dispatch<WizardAction>;
}) {
  const [tab, setTab] = useState<ReviewTab>('overview');
  const extractors = templateBody(state, analysis).extractors ?? [];
  const ticked = (items: readonly { enabled: boolean }[]) => items.filter((item) => item.enabled).length;

  return (
    <div>
      <section className="rounded-card border border-border bg-surface p-4 sm:p-5">
        <Tabs<ReviewTab>
          label="Review the template"
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'overview', label: <TabLabel label="Overview" />, content: <OverviewTab state={state} dispatch={dispatch} /> },
            {
              value: 'fields',
              label: <TabLabel label="Extracted Fields" count={ticked(analysis.fields)} />,
              content: <FieldsTab analysis={analysis} displayTemplate={state.displayTemplate} dispatch={dispatch} />,
            },
            {
              value: 'patterns',
              label: <TabLabel label="Patterns" count={ticked(analysis.patterns)} />,
              content: <PatternsTab patterns={analysis.patterns} dispatch={dispatch} />,
            },
            {
              value: 'extractors',
              label: <TabLabel label="Extractors" count={extractors.length} />,
              content: <ExtractorsTab extractors={extractors} />,
            },
          ]}
        />
      </section>
      <StepActions>
        <button type="button" className="button" onClick={() => dispatch({ type: 'back' })}>
          <ArrowLeft size={16} aria-hidden />
          Back
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'continue' })}>
          Looks Good, Continue
          <ArrowRight size={16} aria-hidden />
        </button>
      </StepActions>
    </div>
  );
}
