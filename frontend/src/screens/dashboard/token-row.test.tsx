/** @jest-environment jsdom */
import '../../testing/browser-gaps';
import { describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS_A, aToken } from '../../testing/fixtures';
import { renderComponent } from '../../testing/render-component';
import type { TokenListItemProps } from './token-list-item';
import { TokenRow } from './token-row';

function renderRow(overrides: Partial<TokenListItemProps> = {}) {
  const props: TokenListItemProps = {
    token: aToken(),
    latestMessage: undefined,
    messages: undefined,
    expanded: false,
    onToggle: jest.fn(),
    onArchive: jest.fn(),
    archiving: false,
    focused: false,
    ...overrides,
  };
  renderComponent(<TokenRow {...props} />);
  return { props, row: screen.getByRole('row') };
}

describe('TokenRow', () => {
  it('shows the name leading to its history, the symbol and the short address', () => {
    const { row } = renderRow();
    expect(within(row).getByRole('link', { name: 'Popcat' }).getAttribute('href')).toBe(`/history/${ADDRESS_A}`);
    expect(within(row).getByText('$POPCAT')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /7GCihg…W2hr/ })).toBeTruthy();
  });

  it('says Unknown and a dash for a token without name or symbol', () => {
    const { row } = renderRow({ token: aToken({ token_name: null, token_symbol: null }) });
    expect(within(row).getByRole('link', { name: 'Unknown' })).toBeTruthy();
    expect(within(row).getByText('-', { selector: 'span.font-semibold' })).toBeTruthy();
  });

  it('formats the market cap compactly, with its change since the first alert and the ATH multiple', () => {
    const { row } = renderRow();
    const cell = within(row).getByTestId('market-cap');
    expect(cell.textContent).toContain('$150.0K');
    expect(cell.textContent).toContain('+50%');
    expect(within(cell).getByTestId('ath-multiple').textContent).toBe('ATH 3.0x');
    expect(cell.getAttribute('title')).toBe('Initial $100.0K · ATH $300.0K');
  });

  it('colours the message count on a scale from 1 to 7 and more', () => {
    const steps = [0, 1, 7, 8, 250].map((count) => {
      const { row } = renderRow({ token: aToken({ message_count: count }) });
      const step = within(row).getByTestId('message-count').className;
      cleanup();
      return step;
    });
    expect(steps).toEqual([1, 1, 7, 7, 7].map((step) => `count-badge count-badge--${step}`));
  });

  it('leaves the ATH multiple out when the token never rose above its entry', () => {
    const { row } = renderRow({ token: aToken({ ath_market_cap: 100_000, current_market_cap: 80_000 }) });
    expect(within(row).getByTestId('market-cap').textContent).toContain('-20%');
    expect(within(row).queryByTestId('ath-multiple')).toBeNull();
  });

  it('copies the whole address and says so', async () => {
    const user = userEvent.setup();
    const { row } = renderRow();
    await user.click(within(row).getByRole('button', { name: /copy the address/ }));
    expect(await within(row).findByRole('status')).toHaveProperty('textContent', 'Copied');
    expect(await navigator.clipboard.readText()).toBe(ADDRESS_A);
  });

  it('links the token on the default research sites, each in a new tab', () => {
    const { row } = renderRow();
    const links = within(within(row).getByRole('navigation', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['DexScreener', 'Solscan', 'Photon', 'Axiom', 'RugCheck', 'X']);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(links[1]?.getAttribute('href')).toBe(`https://solscan.io/token/${ADDRESS_A}`);
  });

  it('adds pump.fun to the links and a tag for a pump.fun launch', () => {
    const { row } = renderRow({ token: aToken({ first_message_type: 'pumpfun_new_alert' }) });
    expect(within(row).getByText('pump.fun', { selector: '.tag' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'pump.fun' }).getAttribute('href')).toBe(`https://pump.fun/coin/${ADDRESS_A}`);
  });

  it('expands from its button and archives from its own, without toggling the row', async () => {
    const user = userEvent.setup();
    const { props, row } = renderRow();
    await user.click(within(row).getByRole('button', { name: 'Expand Popcat' }));
    expect(props.onToggle).toHaveBeenCalledWith(ADDRESS_A);
    await user.click(within(row).getByRole('button', { name: 'Archive Popcat' }));
    expect(props.onArchive).toHaveBeenCalledWith(ADDRESS_A, 'Popcat');
    expect(props.onToggle).toHaveBeenCalledTimes(1);
  });

  it('toggles on a click anywhere else on the row', async () => {
    const user = userEvent.setup();
    const { props, row } = renderRow();
    await user.click(within(row).getByText('$POPCAT'));
    expect(props.onToggle).toHaveBeenCalledWith(ADDRESS_A);
  });
});
