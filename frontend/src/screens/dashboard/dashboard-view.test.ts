import { describe, expect, it } from '@jest/globals';
import { readUrlState, writeUrlState } from '../../app/url-state';
import { dashboardCalledBy, dashboardViewFields, defaultDashboardView, type DashboardView } from './dashboard-view';

const read = (query: string) => readUrlState(new URLSearchParams(query), dashboardViewFields, defaultDashboardView);
const write = (view: DashboardView) => writeUrlState(view, dashboardViewFields, defaultDashboardView).toString();

describe('the chosen channels in the dashboard URL', () => {
  it('reads and writes Telegram chat ids as a plain list', () => {
    const view = { ...defaultDashboardView, channels: ['-1001', '-1002'], q: 'frog' };
    expect(write(view)).toBe('channels=-1001%2C-1002&q=frog');
    expect(read(write(view))).toEqual(view);
    expect(read('channels=-1001,-1002,')).toEqual({ ...defaultDashboardView, channels: ['-1001', '-1002'] });
  });

  it('keeps a chat id holding a comma or a percent sign whole', () => {
    const view = { ...defaultDashboardView, channels: ['alerts, daily', '100% calls', '-1001'] };
    expect(read(write(view))).toEqual(view);
  });

  it('takes no channel for a list that is too long, an id too long, or a broken escape', () => {
    expect(read(`channels=${Array.from({ length: 51 }, (_, index) => `-100${index}`).join(',')}`)).toEqual(defaultDashboardView);
    expect(read(`channels=${'1'.repeat(201)}`)).toEqual(defaultDashboardView);
    expect(read('channels=%E0%A4%A')).toEqual(defaultDashboardView);
  });

  it("links the Channels page's row to the dashboard filtered to that chat", () => {
    expect(dashboardCalledBy('-1001')).toBe('/?channels=-1001');
    expect(read(dashboardCalledBy('a,b').split('?')[1] ?? '')).toEqual({ ...defaultDashboardView, channels: ['a,b'] });
  });
});
