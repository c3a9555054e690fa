import { ChevronRight } from 'lucide-react';

interface Props {
  name: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
}

/** The keyboard way to expand a token (a click anywhere on it does the same). */
export function ExpandButton({ name, expanded, onToggle, className = '' }: Props) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
      aria-expanded={expanded}
      className={`inline-grid shrink-0 cursor-pointer place-items-center rounded border-0 bg-transparent p-0 text-muted hover:text-text ${className}`}
    >
      <ChevronRight size={16} aria-hidden className={`transition-transform ${expanded ? 'rotate-90' : ''}`} />
    </button>
  );
}
