import { MAX_TEMPLATE_PRIORITY } from '@solana-hub/contracts';
import type { Dispatch } from 'react';
import { monoChip, monoInput, textInput } from './field-classes';
import { QUICK_PRESETS } from './quick-presets';
import type { WizardAction, WizardState } from './wizard-state';

/** The template's names: its message type (name) and what the screens call it (display name). */
export function OverviewTab({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="grid gap-1.5">
          <span className="font-semibold">Template name</span>
          <input
            className={monoInput}
            value={state.name}
            onChange={(event) => dispatch({ type: 'name', name: event.target.value })}
            spellCheck={false}
          />
          <span className="text-xs text-muted">The message type the template gives its alerts, e.g. volume_alert.</span>
        </label>
        <label className="grid gap-1.5">
          <span className="font-semibold">Display name</span>
          <input
            className={textInput}
            value={state.displayName}
            onChange={(event) => dispatch({ type: 'displayName', displayName: event.target.value })}
          />
          <span className="text-xs text-muted">How the template is listed.</span>
        </label>
        <label className="grid gap-1.5">
          <span className="font-semibold">Priority</span>
          <input
            className={monoInput}
            type="number"
            inputMode="numeric"
            min={-MAX_TEMPLATE_PRIORITY}
            max={MAX_TEMPLATE_PRIORITY}
            step={1}
            value={state.priority}
            onChange={(event) => {
              const priority = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(priority)) dispatch({ type: 'priority', priority });
            }}
            data-testid="template-priority"
          />
          <span className="text-xs text-muted">
            When several templates match a message, the highest priority wins. The built-in types sit below 100.
          </span>
        </label>
      </div>
      <div>
        <div className="mb-2 font-semibold">Quick presets</div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick presets">
          {QUICK_PRESETS.map((preset) => (
            <button
              key={preset.name}
              type="button"
              aria-pressed={state.name === preset.name}
              className={monoChip}
              onClick={() => dispatch({ type: 'quickPreset', preset })}
            >
              {preset.name}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
