import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageList } from './page-list';

interface Props {
  page: number;
  totalPages: number;
  /** Whether a page follows this one; Next is disabled otherwise. */
  hasMore: boolean;
  onPageChange: (page: number) => void;
  /** Accessible name of the control, e.g. 'Archived tokens pages'. */
  label: string;
}

// Colours are chosen whole per state: two utilities for one property would race on CSS order.
const pageButton =
  'inline-flex h-8 min-w-8 cursor-pointer items-center justify-center gap-1 rounded-card border px-2 font-[inherit] text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const otherPage = `${pageButton} border-border bg-raised text-text enabled:hover:border-accent`;
const currentPage = `${pageButton} border-accent bg-accent text-accent-contrast`;

/** Numbered pages with Previous/Next and gaps (…) for the pages left out. */
export function Pagination({ page, totalPages, hasMore, onPageChange, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1" data-testid="pagination">
      <button type="button" className={otherPage} aria-label="Previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </button>
      {pageList(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={item === page ? currentPage : otherPage}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="inline-flex h-8 min-w-6 items-center justify-center text-muted" aria-hidden>
            …
          </span>
        ),
      )}
      <button type="button" className={otherPage} aria-label="Next" disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
        <span className="hidden sm:inline">Next</span>
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
