import { z } from 'zod';
import { paths } from '../../app/paths';
import { choiceField, listField, textField, writeUrlState, type UrlField, type UrlFields } from '../../app/url-state';
import { trendingFilterField } from '../../messages/trending-level';
import { defaultDashboardFilter, type DashboardFilter } from '../../tokens/dashboard-filter';
import { quickFilters, type QuickFilter } from '../../tokens/quick-filter';
import { tokenSortOptions } from '../../tokens/sort-tokens';

/**
 * What the trader chose on the dashboard, as its URL writes it, so that Back, reload and a
 * shared link keep it: ?types=insider,curated&channels=-1001,-1002&quick=pumpfun&q=frog&sort=marketCap&order=asc&trending=bullish
 */
export interface DashboardView {
  /** the message types chosen; none is every type */
  types: string[];
  /** the chat ids of the channels chosen (tokens one of them called); none is every token */
  channels: string[];
  quick: QuickFilter;
  q: string;
  sort: DashboardFilter['sortBy'];
  order: DashboardFilter['sortOrder'];
  trending: DashboardFilter['trendingLevel'];
}

/**
 * Chat ids, comma-separated. Telegram's are numbers, but a chat fed through the HTTP ingest may
 * be named anything, so a comma or a percent sign inside an id is written escaped.
 */
const chatIdsSchema = z.array(z.string().min(1).max(200)).max(50);
const chatIdsField: UrlField<string[]> = {
  parse: (raw) => {
    const ids = raw.split(',').filter((id) => id !== '');
    try {
      return chatIdsSchema.safeParse(ids.map(decodeURIComponent)).data;
    } catch {
      return undefined; // a broken escape: not a list this page wrote
    }
  },
  format: (ids) => ids.map((id) => id.replaceAll('%', '%25').replaceAll(',', '%2C')).join(','),
};

export const dashboardViewFields: UrlFields<DashboardView> = {
  types: listField,
  channels: chatIdsField,
  quick: choiceField(quickFilters.map((option) => option.value)),
  q: textField,
  sort: choiceField(tokenSortOptions.map((option) => option.value)),
  order: choiceField(['asc', 'desc']),
  trending: trendingFilterField,
};

export const defaultDashboardView: DashboardView = {
  types: [],
  channels: [],
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

/** The dashboard showing only the tokens this chat called (the Channels page's "Show tokens"). */
export function dashboardCalledBy(chatId: string): string {
  return `${paths.dashboard}?${writeUrlState({ ...defaultDashboardView, channels: [chatId] }, dashboardViewFields, defaultDashboardView).toString()}`;
}
