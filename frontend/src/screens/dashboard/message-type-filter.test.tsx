/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MessageTypeGroup } from '../../tokens/message-type-groups';
import { Controlled, renderComponent } from '../../testing/render-component';
import { MessageTypeFilter } from './message-type-filter';

const groups: MessageTypeGroup[] = [
  { label: 'Whale Alerts', messageTypes: ['whale_buy', 'whale_sell'] },
  { label: 'PumpFun', messageTypes: ['pumpfun_new_alert'] },
];
const stats = { whale_buy: 4, whale_sell: 2, pumpfun_new_alert: 9 };

async function openFilter(initial: string[] = []) {
  const user = userEvent.setup();
  const changes: string[][] = [];
  renderComponent(
    <Controlled initial={initial} changes={changes}>
      {(selected, onChange) => <MessageTypeFilter selected={selected} onChange={onChange} groups={groups} stats={stats} />}
    </Controlled>,
  );
  await user.click(screen.getByRole('button', { name: initial.length === 0 ? 'All Message Types' : /message type/ }));
  return { user, changes, menu: await screen.findByRole('menu') };
}

const checkedItems = () => screen.getAllByRole('menuitemcheckbox', { checked: true }).map((item) => item.textContent);

describe('MessageTypeFilter', () => {
  it('lists each group with its token total, then its types with theirs', async () => {
    await openFilter();
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'Whale Alerts6',
      'whale_buy4',
      'whale_sell2',
      'PumpFun9',
      'pumpfun_new_alert9',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Show all message types' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('picks types one by one, staying open, and counts them on the button', async () => {
    const { user, changes } = await openFilter();
    await user.click(screen.getByRole('menuitemcheckbox', { name: /^whale_buy/ }));
    expect(changes).toEqual([['whale_buy']]);
    expect(screen.getByRole('menuitemcheckbox', { name: /^Whale Alerts/ }).getAttribute('aria-checked')).toBe('mixed');
    await user.click(screen.getByRole('menuitemcheckbox', { name: /^pumpfun_new_alert/ }));
    expect(checkedItems()).toEqual(['whale_buy4', 'PumpFun9', 'pumpfun_new_alert9']);
    // While open, the page behind the menu is hidden; the menu is named by its button.
    expect(screen.getByRole('menu', { name: '2 message types' })).toBeTruthy();
  });

  it('switches a whole group on, then off', async () => {
    const { user, changes } = await openFilter(['whale_sell']);
    const group = screen.getByRole('menuitemcheckbox', { name: /^Whale Alerts/ });
    await user.click(group);
    expect(changes.at(-1)).toEqual(['whale_sell', 'whale_buy']);
    expect(checkedItems()).toEqual(['Whale Alerts6', 'whale_buy4', 'whale_sell2']);
    await user.click(group);
    expect(changes.at(-1)).toEqual([]);
  });

  it('shows all message types again from its last item', async () => {
    const { user, changes } = await openFilter(['whale_buy', 'pumpfun_new_alert']);
    await user.click(screen.getByRole('menuitem', { name: 'Show all message types' }));
    expect(changes).toEqual([[]]);
    expect(screen.getByRole('button', { name: 'All Message Types' })).toBeTruthy();
  });
});
