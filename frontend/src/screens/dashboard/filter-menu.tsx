import { Check, Minus } from 'lucide-react';

/** The look the dashboard's dropdown filters share (message types, channels). */
export const filterTriggerClass =
  'inline-flex cursor-pointer items-center gap-2 rounded-card border border-border bg-raised px-3 py-1.5 text-sm text-text data-[state=open]:border-accent';

export const filterItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-raised';

/** Picking in a filter menu keeps it open, so several can be chosen in one go (an item's onSelect). */
export const keepMenuOpen = (event: Event) => event.preventDefault();

/** A checkbox drawn in a menu item: on, off, or some of a group. */
export function CheckMark({ state }: { state: boolean | 'indeterminate' }) {
  return (
    <span
      aria-hidden
      className={`inline-grid size-4 shrink-0 place-items-center rounded border ${state ? 'border-accent bg-accent text-accent-contrast' : 'border-border'}`}
    >
      {state === 'indeterminate' ? <Minus size={12} /> : state ? <Check size={12} /> : null}
    </span>
  );
}
