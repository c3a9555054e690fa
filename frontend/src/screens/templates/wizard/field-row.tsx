import type { AccumulatorType, ExtractedField } from '@solana-hub/extraction';
import type { Dispatch } from 'react';
import { Select } from '../../../ui/select';
import { AGGREGATE_OPTIONS, aggregationHint } from './aggregation-hint';
import { confidencePercent, isConfident } from './field-confidence';
import type { WizardAction } from './wizard-state';

function shownValue(field: ExtractedField): string {
  return field.value === null || field.value === '' ? 'not in the sample' : String(field.value);
}

/** One proposed field: whether it is saved, where it goes, how sure the proposal is, how it combines. */
export function FieldRow({ field, dispatch }: { field: ExtractedField; dispatch: Dispatch<WizardAction> }) {
  const id = `field-${field.name}`;
  return (
    <li
      data-testid="field-row"
      data-field={field.name}
      className={`grid gap-3 rounded-card border border-border bg-bg p-3 sm:grid-cols-[1fr_auto] ${field.enabled ? '' : 'opacity-60'}`}
    >
      <div className="flex min-w-0 gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 cursor-pointer accent-accent"
          checked={field.enabled}
          onChange={() => dispatch({ type: 'toggleField', name: field.name })}
        />
        <div className="min-w-0">
          <label htmlFor={id} className="flex cursor-pointer flex-wrap items-center gap-2">
            <span className="font-semibold">{field.displayName}</span>
            <span className="tag tag--blue" title="Target field">
              {field.targetField}
            </span>
            <span className={`tag ${isConfident(field.confidence) ? 'tag--green' : ''}`} title="Confidence" data-testid="field-confidence">
              {confidencePercent(field.confidence)}
            </span>
          </label>
          <div className="mt-1 flex flex-wrap gap-x-3 text-sm">
            <code className="text-muted">{field.name}</code>
            <span className="font-mono break-all">{shownValue(field)}</span>
          </div>
        </div>
      </div>
      <div className="grid gap-1 sm:w-56">
        <Select<AccumulatorType>
          label={`Aggregate ${field.displayName}`}
          value={field.accumulatorType}
          options={AGGREGATE_OPTIONS}
          onChange={(accumulator) => dispatch({ type: 'aggregate', name: field.name, accumulator })}
        />
        <p className="m-0 text-xs text-muted">{aggregationHint(field.accumulatorType)}</p>
      </div>
    </li>
  );
}
