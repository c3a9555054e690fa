/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QuickFilter } from '../../tokens/quick-filter';
import { Controlled, renderComponent } from '../../testing/render-component';
import { QuickFilterButtons } from './quick-filter-buttons';

const counts = { all: 12, pumpfun: 5, nonPumpfun: 7 };

function renderButtons(changes: QuickFilter[] = []) {
  renderComponent(
    <Controlled<QuickFilter> initial="all" changes={changes}>
      {(value, onChange) => <QuickFilterButtons value={value} counts={counts} onChange={onChange} />}
    </Controlled>,
  );
  return within(screen.getByRole('group', { name: 'Quick filter' }));
}

describe('QuickFilterButtons', () => {
  it('shows each filter with its token count, All pressed', () => {
    const group = renderButtons();
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual(['All12', 'Pumpfun5', 'Non-Pumpfun7']);
    expect(group.getByRole('button', { name: /^All/, pressed: true })).toBeTruthy();
  });

  it('presses the one clicked and only that one', async () => {
    const user = userEvent.setup();
    const changes: QuickFilter[] = [];
    const group = renderButtons(changes);
    await user.click(group.getByRole('button', { name: /^Pumpfun/ }));
    expect(changes).toEqual(['pumpfun']);
    expect(group.getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual(['Pumpfun5']);
  });
});
