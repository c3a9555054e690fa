import { Check, Copy, X } from 'lucide-react';
import { useCopy } from '../clipboard/use-copy';

export { COPIED_CONFIRMATION_MS } from '../clipboard/use-copy';

interface Props {
  /** What goes to the clipboard; a function when it is built only on click (a whole report). */
  text: string | (() => string);
  /** Accessible name, and the visible text unless `iconOnly`. */
  label: string;
  /** Shown instead of the label for 2 s after a copy. */
  copiedLabel?: string;
  iconOnly?: boolean;
  /** Called after a successful copy (e.g. to show a toast). */
  onCopied?: () => void;
  className?: string;
  testId?: string;
}

/** Copies text to the clipboard and confirms it on the button itself for 2 s (or says the copy failed). */
export function CopyButton({ text, label, copiedLabel = 'Copied!', iconOnly = false, onCopied, className = '', testId }: Props) {
  const { state, copy } = useCopy(onCopied);
  const shown = state === 'copied' ? copiedLabel : state === 'failed' ? 'Copy failed' : label;
  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  const tone = state === 'copied' ? 'text-up' : state === 'failed' ? 'text-down' : 'text-muted hover:text-text';
  return (
    <button
      type="button"
      aria-label={iconOnly ? shown : undefined}
      title={shown}
      data-testid={testId}
      data-state={state}
      onClick={() => copy(typeof text === 'function' ? text() : text)}
      className={`inline-flex cursor-pointer items-center gap-1.5 rounded-card border border-border bg-raised font-[inherit] text-xs font-semibold transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${iconOnly ? 'size-7 justify-center p-0' : 'px-2.5 py-1'} ${tone} ${className}`}
    >
      <Icon size={14} aria-hidden />
      {iconOnly ? null : <span>{shown}</span>}
    </button>
  );
}
