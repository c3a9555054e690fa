import { Check } from 'lucide-react';
import type { WizardStep } from './wizard-state';

const STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Paste Message' },
  { step: 2, label: 'Review & Customize' },
  { step: 3, label: 'Save Template' },
];

function circleClass(state: 'done' | 'current' | 'next'): string {
  const base = 'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold';
  if (state === 'current') return `${base} border-accent bg-accent text-accent-contrast`;
  if (state === 'done') return `${base} border-accent text-accent`;
  return `${base} border-border text-muted`;
}

/** Where the trader is in the wizard; the labels shorten away on a phone, the numbers stay. */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol className="m-0 mb-6 flex list-none items-center gap-2 p-0" aria-label="Wizard steps" data-testid="wizard-steps">
      {STEPS.map(({ step, label }, index) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={step}
            className="flex min-w-0 flex-1 items-center gap-2 last:flex-none"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={circleClass(state)}>{state === 'done' ? <Check size={14} aria-label={`${step}`} /> : step}</span>
            <span className={`min-w-0 truncate text-sm ${state === 'current' ? 'font-semibold text-text' : 'hidden text-muted sm:inline'}`}>
              {label}
            </span>
            {index < STEPS.length - 1 && (
              <span className={`h-px min-w-4 flex-1 ${step < current ? 'bg-accent' : 'bg-border'}`} aria-hidden />
            )}
          </li>
        );
      })}
    </ol>
  );
}
