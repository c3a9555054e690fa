import { MAX_EXTRACTORS, type WizardAnalysis } from '@solana-hub/extraction';
import type { Dispatch } from 'react';
import { DisplayTemplateEditor } from './display-template-editor';
import { FieldRow } from './field-row';
import { presetField } from './preset-field';
import { PresetPicker } from './preset-picker';
import type { WizardAction } from './wizard-state';

/** The fields the template extracts, then how a token card shows them. */
export function FieldsTab({
  analysis,
  displayTemplate,
  dispatch,
}: {
  analysis: WizardAnalysis;
  displayTemplate: string;
  dispatch: Dispatch<WizardAction>;
}) {
  const addPreset = (presetId: string) => {
    const field = presetField(presetId, analysis.sample);
    if (field) dispatch({ type: 'addField', field });
  };
  return (
    <div className="grid gap-5">
      <p className="m-0 text-sm text-muted">
        Tick the fields to extract from every alert of this kind; a template holds up to {MAX_EXTRACTORS} extractors.
      </p>
      {analysis.fields.length === 0 ? (
        <p className="page-status">No fields were found in this message.</p>
      ) : (
        <ul className="m-0 grid list-none gap-2 p-0" aria-label="Extracted fields">
          {analysis.fields.map((field) => (
            <FieldRow key={field.name} field={field} dispatch={dispatch} />
          ))}
        </ul>
      )}
      <PresetPicker fields={analysis.fields} onAdd={addPreset} />
      <DisplayTemplateEditor value={displayTemplate} fields={analysis.fields} dispatch={dispatch} />
    </div>
  );
}
