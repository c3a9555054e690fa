import { Info, X } from 'lucide-react';

interface Props {
  totalCount: number;
  onDismiss: () => void;
}

/** Says that a new order applies server-side to every archived token, not just the page in view. */
export function SortNotice({ totalCount, onDismiss }: Props) {
  return (
    <div
      className="flex items-center gap-2 rounded-card border border-accent/40 bg-accent/10 px-3 py-2 text-sm"
      role="status"
      data-testid="sort-notice"
    >
      <Info size={16} className="shrink-0 text-accent" aria-hidden />
      <span className="flex-1">Sorting applied to all {totalCount.toLocaleString('en-US')} tokens.</span>
      <button
        type="button"
        aria-label="Dismiss"
        className="inline-flex cursor-pointer rounded border-0 bg-transparent p-1 text-muted hover:text-text"
        onClick={onDismiss}
      >
        <X size={14} aria-hidden />
      </button>
    </div>
  );
}
