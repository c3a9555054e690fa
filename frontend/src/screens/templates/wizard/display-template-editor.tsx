import type { ExtractedField } from '@solana-hub/extraction';
import { useRef, type Dispatch } from 'react';
import { insertPlaceholder, placeholderOf } from './display-template-placeholder';
import { monoChip, monoTextArea } from './field-classes';
import type { WizardAction } from './wizard-state';

/** The Token Card Display Template: free text with {{field}} placeholders, a chip per ticked field. */
export function DisplayTemplateEditor({
  value,
  fields,
  dispatch,
}: {
  value: string;
  fields: readonly ExtractedField[];
  dispatch: Dispatch<WizardAction>;
}) {
  const textArea = useRef<HTMLTextAreaElement>(null);

  const insert = (fieldName: string) => {
    const area = textArea.current;
    const edited = insertPlaceholder(value, area?.selectionStart ?? value.length, area?.selectionEnd ?? value.length, fieldName);
    dispatch({ type: 'displayTemplate', displayTemplate: edited.text });
    // Back to the text with the cursor after the placeholder, once React has written the new text.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edited.cursor, edited.cursor);
    });
  };

  return (
    <div className="grid gap-2">
      <label htmlFor="display-template" className="font-semibold">
        Token Card Display Template
      </label>
      <p className="m-0 text-sm text-muted">
        What a token card shows for each message. Click a field to insert its placeholder at the cursor.
      </p>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Insert a field">
        {fields
          .filter((field) => field.enabled)
          .map((field) => (
            <button key={field.name} type="button" className={monoChip} onClick={() => insert(field.name)}>
              {placeholderOf(field.name)}
            </button>
          ))}
      </div>
      <textarea
        id="display-template"
        ref={textArea}
        className={`${monoTextArea} min-h-28`}
        value={value}
        onChange={(event) => dispatch({ type: 'displayTemplate', displayTemplate: event.target.value })}
        placeholder={'💰 Market Cap: {{market_cap}}\n🐋 Smart buyers: {{smart_buyers}}'}
        spellCheck={false}
      />
    </div>
  );
}
