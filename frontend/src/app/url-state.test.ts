import { describe, expect, it } from '@jest/globals';
import { archivedViewFields, defaultArchivedView } from '../screens/archived/archived-view';
import { dashboardViewFields, defaultDashboardView } from '../screens/dashboard/dashboard-view';
import { noTracerFilters, tracerFilterFields } from '../screens/tracer/tracer-filters';
import { readUrlState, writeUrlState } from './url-state';

const read = (query: string) => readUrlState(new URLSearchParams(query), dashboardViewFields, defaultDashboardView);

describe('screen state in the URL', () => {
  it('reads what a shared dashboard link says', () => {
    expect(read('types=insider,curated&quick=pumpfun&q=frog&sort=marketCap&order=asc&trending=bullish')).toEqual({
      types: ['insider', 'curated'],
      channels: [],
      quick: 'pumpfun',
      q: 'frog',
      sort: 'marketCap',
      order: 'asc',
      trending: '🟢',
    });
  });

  it('writes only what differs from the defaults, so a plain screen keeps a plain URL', () => {
    expect(writeUrlState(defaultDashboardView, dashboardViewFields, defaultDashboardView).toString()).toBe('');
    const view = { ...defaultDashboardView, q: 'moon dog & co', trending: '🔴' as const };
    const written = writeUrlState(view, dashboardViewFields, defaultDashboardView);
    expect(written.toString()).toBe('q=moon+dog+%26+co&trending=bearish');
    expect(read(written.toString())).toEqual(view);
  });

  it('takes the default for a value that is missing, unknown, out of range or too long, keeping the rest', () => {
    expect(read('sort=dropTable&order=sideways&quick=%00&trending=%F0%9F%9F%A2&q=frog')).toEqual({ ...defaultDashboardView, q: 'frog' });
    expect(read(`q=${'x'.repeat(201)}`)).toEqual(defaultDashboardView);
    expect(read(`types=${Array.from({ length: 51 }, (_, index) => `t${index}`).join(',')}`)).toEqual(defaultDashboardView);
    expect(read('types=,insider,,')).toEqual({ ...defaultDashboardView, types: ['insider'] });
    expect(read('toString=1&__proto__=x&constructor=y')).toEqual(defaultDashboardView);
    // A name the filter knows, not one every object has.
    expect(readUrlState(new URLSearchParams('trending=toString'), tracerFilterFields, noTracerFilters)).toEqual(noTracerFilters);
  });

  it('reads the archived page and its listing, and refuses a page that is no page', () => {
    const read = (query: string) => readUrlState(new URLSearchParams(query), archivedViewFields, defaultArchivedView);
    expect(read('search=frog&sortBy=ath_multiple&sortOrder=asc&limit=100&athMultipleMin=2&page=3')).toEqual({
      ...defaultArchivedView,
      search: 'frog',
      sortBy: 'ath_multiple',
      sortOrder: 'asc',
      limit: '100',
      athMultipleMin: '2',
      page: 3,
    });
    for (const page of ['0', '-1', '2.5', 'x', '1e9', '']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('limit=7&sortBy=password').limit).toBe(defaultArchivedView.limit);
  });

  it("reads the tracer's filters", () => {
    expect(
      readUrlState(new URLSearchParams('search=pump&trending=neutral&messageType=insider&chat=-1001'), tracerFilterFields, noTracerFilters),
    ).toEqual({
      search: 'pump',
      trending: '🟠',
      messageType: 'insider',
      chat: '-1001',
    });
  });
});
