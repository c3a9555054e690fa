/** @jest-environment jsdom */
import '../testing/browser-gaps';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS_A } from '../testing/fixtures';
import { renderComponent } from '../testing/render-component';
import { LINK_SITES_STORAGE_KEY, useLinkSites } from '../tokens/link-sites-setting';
import { DEFAULT_LINK_SITES, linkedTokenOf } from '../tokens/research-links';
import { LinksBar } from '../ui/links-bar';
import { LinksSettingsMenu } from './links-settings-menu';

// The choice is one per page, as in the app: put the defaults back after each test.
afterEach(() => {
  const { result } = renderHook(() => useLinkSites());
  act(() => result.current.setShown(DEFAULT_LINK_SITES));
});

async function openMenu() {
  const user = userEvent.setup();
  renderComponent(
    <>
      <LinksSettingsMenu />
      <LinksBar token={linkedTokenOf(ADDRESS_A)} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Links bar settings' }));
  await screen.findByRole('menu');
  return user;
}

const site = (name: string) => screen.getByRole('menuitemcheckbox', { name });
const barLinks = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('LinksSettingsMenu', () => {
  it('offers every site, the default ones ticked', async () => {
    await openMenu();
    expect(screen.getAllByRole('menuitemcheckbox', { checked: true }).map((item) => item.textContent)).toEqual([
      'DexScreener',
      'pump.fun',
      'Solscan',
      'Photon',
      'Axiom',
      'RugCheck',
      'X',
    ]);
    expect(screen.getAllByRole('menuitemcheckbox', { checked: false }).map((item) => item.textContent)).toEqual([
      'BullX',
      'GMGN',
      'Birdeye',
      'TrenchBot',
    ]);
  });

  it('changes the links bars in place, stays open for more, and remembers the choice', async () => {
    const user = await openMenu();
    await user.click(site('BullX'));
    await user.click(site('DexScreener'));
    expect(site('BullX').getAttribute('aria-checked')).toBe('true');
    expect(site('DexScreener').getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{Escape}');
    // pump.fun is chosen but this token is not a pump.fun launch: no link for it.
    expect(barLinks()).toEqual(['Solscan', 'Photon', 'Axiom', 'BullX', 'RugCheck', 'X']);
    expect(localStorage.getItem(LINK_SITES_STORAGE_KEY)).toBe('pumpfun,solscan,photon,axiom,rugcheck,x,bullx');
  });

  it('hides the links bar when no site is chosen', async () => {
    const user = await openMenu();
    for (const name of ['DexScreener', 'pump.fun', 'Solscan', 'Photon', 'Axiom', 'RugCheck', 'X']) await user.click(site(name));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Links' })).toBeNull();
  });
});
