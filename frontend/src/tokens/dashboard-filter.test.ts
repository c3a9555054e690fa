import { describe, expect, it } from '@jest/globals';
import { defaultDashboardFilter, withSearchText, withSortBy, withTrendingLevel } from './dashboard-filter';

describe('the dashboard filter: one control at a time', () => {
  it('starts with no search, latest message first and every trending level', () => {
    expect(defaultDashboardFilter).toEqual({ query: '', sortBy: 'latestMessage', sortOrder: 'desc', trendingLevel: 'all' });
  });

  it('search text resets sort to latest message, order to desc and trending level to all', () => {
    expect(withSearchText('pepe')).toEqual({ query: 'pepe', sortBy: 'latestMessage', sortOrder: 'desc', trendingLevel: 'all' });
  });

  it('a sort resets the search text and the trending level', () => {
    expect(withSortBy('marketCap')).toEqual({ query: '', sortBy: 'marketCap', sortOrder: 'desc', trendingLevel: 'all' });
  });

  it('a trending level resets the search text and the sort', () => {
    expect(withTrendingLevel('🟢')).toEqual({ query: '', sortBy: 'latestMessage', sortOrder: 'desc', trendingLevel: '🟢' });
  });
});
