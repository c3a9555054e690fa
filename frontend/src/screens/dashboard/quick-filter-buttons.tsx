import { quickFilters, type QuickFilter, type QuickFilterCounts } from '../../tokens/quick-filter';

interface Props {
  value: QuickFilter;
  counts: QuickFilterCounts;
  onChange: (value: QuickFilter) => void;
}

/** All / Pumpfun / Non-Pumpfun with their token counts, as one segmented control. */
export function QuickFilterButtons({ value, counts, onChange }: Props) {
  return (
    <div
      role="group"
      aria-label="Quick filter"
      className="inline-flex rounded-card border border-border bg-raised p-0.5"
      data-testid="quick-filters"
    >
      {quickFilters.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            data-testid={`quick-filter-${filter.value}`}
            className={`inline-flex cursor-pointer items-center gap-1.5 rounded-[calc(var(--radius)-2px)] border-0 px-3 py-1 text-sm font-semibold ${
              active ? 'bg-accent text-accent-contrast' : 'bg-transparent text-muted hover:text-text'
            }`}
          >
            {filter.label}
            <span className={`text-xs tabular-nums ${active ? 'opacity-85' : ''}`}>{counts[filter.value]}</span>
          </button>
        );
      })}
    </div>
  );
}
