import type { WizardAnalysis } from '@solana-hub/extraction';
import type { Dispatch } from 'react';
import type { WizardAction } from './wizard-state';

/** The patterns that recognise the channel's alerts; a template needs every ticked one to match. */
export function PatternsTab({ patterns, dispatch }: { patterns: WizardAnalysis['patterns']; dispatch: Dispatch<WizardAction> }) {
  if (patterns.length === 0) return <p className="page-status">No patterns were proposed for this message.</p>;
  return (
    <div className="grid gap-2">
      <p className="m-0 text-sm text-muted">A message matches the template when it contains every ticked pattern.</p>
      <ul className="m-0 grid list-none gap-2 p-0" aria-label="Patterns">
        {patterns.map((pattern, index) => (
          <li key={pattern.pattern} data-testid="pattern-row">
            <label
              className="flex cursor-pointer items-center gap-3 rounded-card border border-border bg-bg p-3"
              htmlFor={`pattern-${index}`}
            >
              <input
                id={`pattern-${index}`}
                type="checkbox"
                className="size-4 shrink-0 cursor-pointer accent-accent"
                checked={pattern.enabled}
                onChange={() => dispatch({ type: 'togglePattern', pattern: pattern.pattern })}
              />
              <code className="min-w-0 flex-1 break-all">{pattern.pattern}</code>
              <span className={`tag ${pattern.type === 'regex' ? 'tag--purple' : 'tag--cyan'}`}>{pattern.type}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
