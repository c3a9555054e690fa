import type { TrendingSymbol } from '../messages/trending-level';
import type { SortOrder, TokenSortKey } from './sort-tokens';

export type TrendingFilter = 'all' | TrendingSymbol;

/** The dashboard's filter object: search text, sort and trending level. */
export interface DashboardFilter {
  query: string;
  sortBy: TokenSortKey;
  sortOrder: SortOrder;
  trendingLevel: TrendingFilter;
}

export const defaultDashboardFilter: DashboardFilter = {
  query: '',
  sortBy: 'latestMessage',
  sortOrder: 'desc',
  trendingLevel: 'all',
};

// One control is active at a time, so changing one resets the other two.

export function withSearchText(query: string): DashboardFilter {
  return { ...defaultDashboardFilter, query };
}

export function withSortBy(sortBy: TokenSortKey): DashboardFilter {
  return { ...defaultDashboardFilter, sortBy };
}

export function withTrendingLevel(trendingLevel: TrendingFilter): DashboardFilter {
  return { ...defaultDashboardFilter, trendingLevel };
}
