import { choiceField, listField, textField, type UrlFields } from '../../app/url-state';
import { trendingFilterField } from '../../messages/trending-level';
import { defaultDashboardFilter, type DashboardFilter } from '../../tokens/dashboard-filter';
import { quickFilters, type QuickFilter } from '../../tokens/quick-filter';
import { tokenSortOptions } from '../../tokens/sort-tokens';

/**
 * What the trader chose on the dashboard, as its URL writes it, so that Back, reload and a
 * shared link keep it: ?types=insider,curated&quick=pumpfun&q=frog&sort=marketCap&order=asc&trending=bullish
 */
export interface DashboardView {
  /** the message types chosen; none is every type */
  types: string[];
  quick: QuickFilter;
  q: string;
  sort: DashboardFilter['sortBy'];
  order: DashboardFilter['sortOrder'];
  trending: DashboardFilter['trendingLevel'];
}

export const dashboardViewFields: UrlFields<DashboardView> = {
  types: listField,
  quick: choiceField(quickFilters.map((option) => option.value)),
  q: textField,
  sort: choiceField(tokenSortOptions.map((option) => option.value)),
  order: choiceField(['asc', 'desc']),
  trending: trendingFilterField,
};

export const defaultDashboardView: DashboardView = {
  types: [],
  quick: 'all',
  q: defaultDashboardFilter.query,
  sort: defaultDashboardFilter.sortBy,
  order: defaultDashboardFilter.sortOrder,
  trending: defaultDashboardFilter.trendingLevel,
};

export function filterOfView(view: DashboardView): DashboardFilter {
  return { query: view.q, sortBy: view.sort, sortOrder: view.order, trendingLevel: view.trending };
}

export function withFilter(view: DashboardView, filter: DashboardFilter): DashboardView {
  return { ...view, q: filter.query, sort: filter.sortBy, order: filter.sortOrder, trending: filter.trendingLevel };
}
