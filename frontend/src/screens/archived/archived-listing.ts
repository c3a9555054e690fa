import type { ArchivedTokensRequest } from '../../api/archived-tokens';

/** What decides which archived tokens are listed and in which order: everything but the page. */
export type ArchivedListing = Omit<ArchivedTokensRequest, 'page'>;

/** The page the trader is on, and the listing it was chosen for. */
export interface ArchivedPaging {
  page: number;
  listing: string;
}

export function listingKey(listing: ArchivedListing): string {
  return JSON.stringify([
    listing.search.trim(),
    listing.sortBy,
    listing.sortOrder,
    listing.limit,
    listing.athMultipleMin,
    listing.athMultipleMax,
  ]);
}

/**
 * The page to show: the chosen one while the listing is the one it was chosen for, page 1 once
 * the search, sort field, direction, page size or an ATH bound changes, so a
 * new listing never opens on a page it may not have.
 */
export function pageOfListing(paging: ArchivedPaging, listing: ArchivedListing): number {
  return paging.listing === listingKey(listing) ? paging.page : 1;
}

/** Whether the listing leaves any archived token out (a search or an ATH bound). */
export function isFiltered(listing: ArchivedListing): boolean {
  return listing.search.trim() !== '' || listing.athMultipleMin !== undefined || listing.athMultipleMax !== undefined;
}

/** 'Showing 101–120 of 120 archived tokens'; what the list holds, in words. */
export function resultCountText(page: number, limit: number, shown: number, totalCount: number): string {
  if (totalCount === 0) return 'No archived tokens';
  const noun = totalCount === 1 ? 'archived token' : 'archived tokens';
  if (shown === 0) return `${totalCount.toLocaleString('en-US')} ${noun}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${totalCount.toLocaleString('en-US')} ${noun}`;
}
