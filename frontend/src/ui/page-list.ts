/** One button of a numbered pagination: a page number, or a gap standing for the pages left out. */
export type PageListItem = number | 'gap-before' | 'gap-after';

/** Up to this many pages every page gets its own button. */
const ALL_PAGES_UP_TO = 7;

/**
 * The page buttons around `current`: every page when there are 7 or fewer, otherwise always 7
 * buttons (first, last, the current page with its neighbours, and gaps), so the control never
 * changes width while the trader pages through.
 */
export function pageList(current: number, totalPages: number): PageListItem[] {
  if (totalPages <= ALL_PAGES_UP_TO) return range(1, totalPages);
  const page = clampPage(current, totalPages);
  if (page <= 4) return [...range(1, 5), 'gap-after', totalPages];
  if (page >= totalPages - 3) return [1, 'gap-before', ...range(totalPages - 4, totalPages)];
  return [1, 'gap-before', page - 1, page, page + 1, 'gap-after', totalPages];
}

/** A page number kept between 1 and the last page (page 1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
