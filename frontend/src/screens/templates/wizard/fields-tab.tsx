import type { WizardAnalysis } from '@solana-hub/extraction';
import type { Dispatch } from 'react';
import { DisplayTemplateEditor } from './display-template-editor';
import { FieldRow } from './field-row';
import type { WizardAction } from './wizard-state';

/** The fields the template extracts, then how a token card shows them. */
export function FieldsTab({ analysis, displayTemplate, dispatch }: { analysis: WizardAnalysis; displayTemplate: string; dispatch: Dispatch<WizardAction> }) {
  return (
    <div className="grid gap-5">
      {analysis.fields.length === 0 ? (
        <p className="page-status">No fields were found in this message.</p>
      ) : (
        <ul className="m-0 grid list-none gap-2 p-0" aria-label="Extracted fields">
          {analysis.fields.map((field) => (
            <FieldRow key={field.name} field={field} dispatch={dispatch} />
          ))}
        </ul>
      )}
      <DisplayTemplateEditor value={displayTemplate} fields={analysis.fields} dispatch={dispatch} />
    </div>
  );
}
