/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { defaultDashboardFilter, type DashboardFilter } from '../../tokens/dashboard-filter';
import { Controlled, renderComponent } from '../../testing/render-component';
import { TokenFilters } from './token-filters';

function renderFilters(initial: DashboardFilter) {
  const changes: DashboardFilter[] = [];
  renderComponent(
    <Controlled initial={initial} changes={changes}>
      {(filter, onChange) => <TokenFilters filter={filter} onChange={onChange} />}
    </Controlled>,
  );
  return { user: userEvent.setup(), changes };
}

async function choose(user: ReturnType<typeof userEvent.setup>, control: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: control }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('TokenFilters', () => {
  it('shows the sort and trending level chosen', () => {
    renderFilters({ ...defaultDashboardFilter, sortBy: 'marketCap' });
    expect(screen.getByRole('combobox', { name: 'Sort By' }).textContent).toBe('Market Cap');
    expect(screen.getByRole('combobox', { name: 'Trending Level' }).textContent).toBe('All');
  });

  it('drops the sort when a search is typed: one control at a time', async () => {
    const { user, changes } = renderFilters({ ...defaultDashboardFilter, sortBy: 'athMultiple' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'pop');
    expect(changes.at(-1)).toEqual({ ...defaultDashboardFilter, query: 'pop' });
    expect(screen.getByRole('combobox', { name: 'Sort By' }).textContent).toBe('Latest Message');
  });

  it('clears the search when a sort is chosen', async () => {
    const { user, changes } = renderFilters({ ...defaultDashboardFilter, query: 'popcat' });
    await choose(user, 'Sort By', 'Token Name');
    expect(changes).toEqual([{ ...defaultDashboardFilter, sortBy: 'tokenName' }]);
    expect(screen.getByRole('searchbox', { name: 'Search tokens' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Sort By' }).textContent).toBe('Token Name');
  });
});
