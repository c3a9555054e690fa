import { describe, expect, it } from '@jest/globals';
import { isFiltered, listingKey, pageOfListing, resultCountText, type ArchivedListing } from './archived-listing';

const listing: ArchivedListing = {
  limit: 100,
  sortBy: 'first_seen',
  sortOrder: 'desc',
  search: '',
  athMultipleMin: undefined,
  athMultipleMax: undefined,
};

describe('pageOfListing', () => {
  const onPage3 = { page: 3, listing: listingKey(listing) };

  it('keeps the chosen page while the listing stays the same', () => {
    expect(pageOfListing(onPage3, { ...listing })).toBe(3);
    expect(pageOfListing(onPage3, { ...listing, search: '  ' })).toBe(3);
  });

  it('goes back to page 1 when the search, sort field or direction changes', () => {
    expect(pageOfListing(onPage3, { ...listing, search: 'cat' })).toBe(1);
    expect(pageOfListing(onPage3, { ...listing, sortBy: 'ath_multiple' })).toBe(1);
    expect(pageOfListing(onPage3, { ...listing, sortOrder: 'asc' })).toBe(1);
  });

  it('goes back to page 1 when the page size or an ATH bound changes', () => {
    expect(pageOfListing(onPage3, { ...listing, limit: 50 })).toBe(1);
    expect(pageOfListing(onPage3, { ...listing, athMultipleMin: 2 })).toBe(1);
    expect(pageOfListing(onPage3, { ...listing, athMultipleMax: 10 })).toBe(1);
  });
});

describe('resultCountText', () => {
  it('says which tokens of how many are shown', () => {
    expect(resultCountText(1, 50, 50, 120)).toBe('Showing 1–50 of 120 archived tokens');
    expect(resultCountText(3, 50, 20, 120)).toBe('Showing 101–120 of 120 archived tokens');
    expect(resultCountText(1, 100, 1, 1)).toBe('Showing 1–1 of 1 archived token');
    expect(resultCountText(1, 100, 100, 1500)).toBe('Showing 1–100 of 1,500 archived tokens');
  });

  it('says when there are none', () => {
    expect(resultCountText(1, 100, 0, 0)).toBe('No archived tokens');
  });
});

describe('isFiltered', () => {
  it('is true with a search or an ATH bound, not with another order or page size', () => {
    expect(isFiltered(listing)).toBe(false);
    expect(isFiltered({ ...listing, sortBy: 'token_name', limit: 50 })).toBe(false);
    expect(isFiltered({ ...listing, search: 'cat' })).toBe(true);
    expect(isFiltered({ ...listing, athMultipleMin: 0 })).toBe(true);
  });
});
