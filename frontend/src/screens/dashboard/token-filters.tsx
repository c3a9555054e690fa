import { trendingFilterOptions } from '../../messages/trending-level';
import { withSearchText, withSortBy, withTrendingLevel, type DashboardFilter } from '../../tokens/dashboard-filter';
import { tokenSortOptions } from '../../tokens/sort-tokens';
import { SearchInput } from '../../ui/search-input';
import { TOKEN_SEARCH_ID } from './use-dashboard-keys';
import { Select } from '../../ui/select';

interface Props {
  filter: DashboardFilter;
  onChange: (filter: DashboardFilter) => void;
}

/** Search, 'Sort By' and 'Trending Level': changing one resets the others. */
export function TokenFilters({ filter, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        value={filter.query}
        onChange={(query) => onChange(withSearchText(query))}
        placeholder="Search by token name, address..."
        label="Search tokens"
        testId="token-search"
        id={TOKEN_SEARCH_ID}
        className="min-w-60 flex-1"
      />
      <Select
        label="Sort By"
        showLabel
        value={filter.sortBy}
        options={tokenSortOptions}
        onChange={(sortBy) => onChange(withSortBy(sortBy))}
        testId="sort-by"
      />
      <Select
        label="Trending Level"
        showLabel
        value={filter.trendingLevel}
        options={trendingFilterOptions}
        onChange={(level) => onChange(withTrendingLevel(level))}
        testId="trending-level"
      />
    </div>
  );
}
