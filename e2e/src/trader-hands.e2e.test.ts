import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Token } from '@solana-hub/contracts';
import { demoAlerts } from '@solana-hub/demo-alerts';
import {
  chooseOption,
  desktop,
  launchBrowser,
  phone,
  saveScreenshot,
  signedInPage as signedInPageOf,
  startE2eStack,
  type E2eStack,
} from './e2e-stack.js';
import { pumpAddress, solanaAddress } from './token-addresses.js';

// What a trader's hands do all day, in a real browser against the whole stack: copy an address
// (on a page served over plain http too), read money as money, open a token on the sites of
// their choice, see which channel said it, move through the list by keyboard, take back an
// archive.

const frogCalls = { chat: '-100111', chat_title: 'Frog Calls' };
const whaleWatch = { chat: '-100222', chat_title: 'Whale Watch' };
const goblinAlert = demoAlerts[0]!;
const goblin = { address: goblinAlert.expected.tokenAddress, name: 'Goblin Cat' };
// No template knows this headline: its type is 'unknown', its address pump.fun's.
const wojak = { address: pumpAddress(), name: 'Wojak Capital Management' };
const moon = { address: solanaAddress(), name: 'Moon Dog' };

const alerts = [
  { ...frogCalls, message_id: 1, text: goblinAlert.text, links: [...(goblinAlert.links ?? [])] },
  { ...whaleWatch, message_id: 1, text: `🐸 FRESH FIND\nWojak Capital Management ($WJKCM)\nCA: ${wojak.address}\nMC: $999.96K` },
  { ...whaleWatch, message_id: 2, text: `🔴 INSIDER BUY\nMoon Dog ($MDOG)\nCA: ${moon.address}\nMC: $2.05M` },
];

const defaultSites = ['DexScreener', 'pump.fun', 'Solscan', 'Photon', 'Axiom', 'RugCheck', 'X'];

let stack: E2eStack;
let browser: Browser;
let cookie: string;

async function tokenList(): Promise<Token[]> {
  return (await (await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
}

const row = (page: Page, address: string) => page.locator(`[data-testid="token-row"][data-token-address="${address}"]`);
const card = (page: Page, address: string) => page.locator(`[data-testid="token-card"][data-token-address="${address}"]`);
const linkLabels = (bar: Locator) => bar.locator('a').allTextContents();

/** A page of its own browser context (the links bar's choice stays in its test), signed in with the one login. */
const signedInPage = (viewport = desktop) => signedInPageOf(browser, stack, viewport, cookie);

async function dashboard(viewport = desktop): Promise<Page> {
  const page = await signedInPage(viewport);
  await page.goto(`${stack.gateway}/`);
  await (viewport === desktop ? row(page, moon.address) : card(page, moon.address)).waitFor();
  return page;
}

/** The page's clipboard, as a paste would read it. */
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

beforeAll(async () => {
  stack = await startE2eStack();
  cookie = await stack.login();
  for (const alert of alerts) expect(await stack.postAlert(alert)).toBe(202);
  await stack.waitFor(async () => ((await tokenList()).length === alerts.length ? true : undefined));
  // A template of the trader's own, whose type the tracer offers.
  const created = await fetch(`${stack.gateway}/api/templates`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'alpha_feed',
      display_name: 'Alpha Feed',
      patterns: [{ pattern: 'ALPHA FEED', type: 'contains', enabled: true }],
      extractors: [],
    }),
  });
  expect(created.ok).toBe(true);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('money on every screen', () => {
  it('rounds with the unit rolling over, and writes the market caps in descriptions as money', async () => {
    const page = await dashboard();
    await expect(row(page, wojak.address).getByTestId('market-cap').locator('span').first().textContent()).resolves.toMatch(/^\$1\.0M/);
    await expect(row(page, moon.address).getByTestId('market-cap').locator('span').first().textContent()).resolves.toMatch(/^\$2\.1M/);
    await expect(row(page, goblin.address).getByTestId('token-descriptions').textContent()).resolves.toContain('ATH Market Cap: $26.80K');

    await page.goto(`${stack.gateway}/history/${goblin.address}`);
    await page.getByTestId('initial-market-cap').filter({ hasText: '$24.1K' }).waitFor();
    // The header's description is that of the newest message with one, once the messages are in.
    await page
      .locator('header')
      .filter({ has: page.getByTestId('history-heading'), hasText: 'ATH Market Cap: $26.80K' })
      .waitFor();
    await page.context().close();
  });
});

describe('the token table', () => {
  it('gives a long name room, whole in its title, and tags a pump.fun token an unknown alert brought', async () => {
    const page = await dashboard();
    const name = row(page, wojak.address).locator(`a[href="/history/${wojak.address}"]`);
    await expect(name.getAttribute('title')).resolves.toBe(wojak.name);
    await expect(name.evaluate((link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight)).resolves.toBe(
      true,
    );
    await row(page, wojak.address).getByText('pump.fun', { exact: true }).first().waitFor({ state: 'visible' });
    await expect(row(page, moon.address).locator('.tag', { hasText: 'pump.fun' }).count()).resolves.toBe(0);
    await saveScreenshot(page, 'trader-hands-table-1440');
    await page.context().close();
  });
});

describe('copying an address', () => {
  it('copies from a row and says Copied', async () => {
    const page = await dashboard();
    const copy = row(page, moon.address).getByTestId('copy-address');
    await expect(copy.textContent()).resolves.toContain(`${moon.address.slice(0, 6)}…${moon.address.slice(-4)}`);
    await copy.click();
    await row(page, moon.address).getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await expect(clipboardText(page)).resolves.toBe(moon.address);
    // The row did not expand: copying is not opening.
    await expect(row(page, moon.address).getAttribute('data-expanded')).resolves.toBe('false');
    await page.context().close();
  });

  it('copies through the fallback where the page is no secure context (plain http on a LAN address)', async () => {
    const page = await signedInPage();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'isSecureContext', { value: false });
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      const execCommand = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
        const copied = execCommand(command, ...rest);
        if (command === 'copy' && document.activeElement instanceof HTMLTextAreaElement) {
          (window as unknown as { copiedByFallback: string }).copiedByFallback = copied ? document.activeElement.value : 'refused';
        }
        return copied;
      };
    });
    await page.goto(`${stack.gateway}/`);
    await row(page, wojak.address).getByTestId('copy-address').click();
    await row(page, wojak.address).getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { copiedByFallback?: string }).copiedByFallback)).resolves.toBe(wojak.address);
    await page.context().close();
  });

  it('copies from a message of the strip, the tracer, the history and the analysis page', async () => {
    const page = await dashboard();
    await row(page, goblin.address).getByTestId('token-descriptions').click();
    const strip = row(page, goblin.address).locator('xpath=..').getByTestId('message-strip');
    await strip.getByTestId('copy-address').first().click();
    await expect(clipboardText(page)).resolves.toBe(goblin.address);

    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-messages').getByTestId('copy-address').first().waitFor();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByTestId('tracer-messages').getByTestId('copy-address').first().click();
    await expect(clipboardText(page)).resolves.not.toBe('');

    await page.goto(`${stack.gateway}/history/${moon.address}`);
    await page.getByRole('button', { name: 'Copy address', exact: true }).click();
    await expect(clipboardText(page)).resolves.toBe(moon.address);

    await page.goto(`${stack.gateway}/analysis/${wojak.address}`);
    await page.getByTestId('copy-address').first().click();
    await expect(clipboardText(page)).resolves.toBe(wojak.address);
    await page.context().close();
  });

  it('copies on a tap of the short address on a phone, which opens no explorer', async () => {
    const page = await dashboard(phone);
    const pages = page.context().pages().length;
    await card(page, moon.address).getByTestId('copy-address').click();
    await card(page, moon.address).getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await expect(clipboardText(page)).resolves.toBe(moon.address);
    expect(page.context().pages()).toHaveLength(pages);
    await expect(card(page, moon.address).locator('[data-site="solscan"]').getAttribute('href')).resolves.toBe(
      `https://solscan.io/token/${moon.address}`,
    );
    await saveScreenshot(page, 'trader-hands-cards-390');
    await page.context().close();
  });
});

describe('the links bar', () => {
  it('names each site, opens it in a new tab, and is the same on the dashboard, the history and the analysis page', async () => {
    const page = await dashboard();
    const bar = row(page, goblin.address).getByTestId('links-bar');
    await expect(linkLabels(bar)).resolves.toEqual(defaultSites);
    await expect(linkLabels(row(page, moon.address).getByTestId('links-bar'))).resolves.toEqual(
      defaultSites.filter((site) => site !== 'pump.fun'),
    );
    const links = await bar.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href'),
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
      })),
    );
    expect(links).toContainEqual({ href: `https://pump.fun/coin/${goblin.address}`, target: '_blank', rel: 'noopener noreferrer' });
    expect(links).toContainEqual({ href: `https://axiom.trade/t/${goblin.address}`, target: '_blank', rel: 'noopener noreferrer' });
    expect(links.every((link) => link.target === '_blank' && link.rel === 'noopener noreferrer')).toBe(true);

    for (const path of [`/history/${goblin.address}`, `/analysis/${goblin.address}`]) {
      await page.goto(`${stack.gateway}${path}`);
      await page.getByTestId('links-bar').locator('[data-site="pumpfun"]').waitFor();
      await expect(linkLabels(page.getByTestId('links-bar'))).resolves.toEqual(defaultSites);
    }
    await page.context().close();
  });

  it('shows the sites chosen in its settings menu, on every screen and after a reload', async () => {
    const page = await dashboard();
    await page.getByTestId('links-settings-trigger').click();
    await page.getByTestId('link-site-bullx').click();
    await page.getByTestId('link-site-x').click();
    await page.keyboard.press('Escape');
    const expected = ['DexScreener', 'Solscan', 'Photon', 'Axiom', 'BullX', 'RugCheck'];
    await expect(linkLabels(row(page, moon.address).getByTestId('links-bar'))).resolves.toEqual(expected);
    await expect(row(page, moon.address).locator('[data-site="bullx"]').getAttribute('href')).resolves.toBe(
      `https://neo.bullx.io/terminal?chainId=1399811149&address=${moon.address}`,
    );
    await page.reload();
    await row(page, moon.address).getByTestId('links-bar').waitFor();
    await expect(linkLabels(row(page, moon.address).getByTestId('links-bar'))).resolves.toEqual(expected);
    await page.goto(`${stack.gateway}/history/${moon.address}`);
    await page.getByTestId('links-bar').locator('[data-site="bullx"]').waitFor();
    await expect(linkLabels(page.getByTestId('links-bar'))).resolves.toEqual(expected);
    await page.context().close();
  });
});

describe('the channel of a message', () => {
  it('is named on the strip, the history and the tracer', async () => {
    const page = await dashboard();
    await row(page, goblin.address).getByTestId('token-descriptions').click();
    const strip = row(page, goblin.address).locator('xpath=..').getByTestId('message-strip');
    await strip.getByTestId('message-channel').filter({ hasText: 'Frog Calls' }).waitFor();

    await page.goto(`${stack.gateway}/history/${moon.address}`);
    await page.getByTestId('message-channel').filter({ hasText: 'Whale Watch' }).waitFor();

    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-messages').getByTestId('message-card').nth(2).waitFor();
    await expect(page.getByTestId('message-channel').allTextContents()).resolves.toEqual(['Whale Watch', 'Whale Watch', 'Frog Calls']);
    await page.context().close();
  });

  it("filters the tracer by channel, and offers every message type: pump.fun's, unknown and the trader's own", async () => {
    const page = await signedInPage();
    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-messages').getByTestId('message-card').nth(2).waitFor();
    await chooseOption(page, 'tracer-channel', 'Frog Calls');
    await page.getByTestId('messages-found').filter({ hasText: 'Messages Found: 1' }).waitFor();
    await expect(page.getByTestId('message-channel').allTextContents()).resolves.toEqual(['Frog Calls']);
    await page.waitForURL((url) => url.searchParams.get('chat') === frogCalls.chat);

    await chooseOption(page, 'tracer-channel', 'All Channels');
    await page.getByTestId('tracer-type').click();
    const types = await page.getByRole('option').allTextContents();
    expect(types).toEqual(expect.arrayContaining(['PumpFun Volume', 'PumpFun New Alert', 'Alpha Feed', 'Unknown (no template matched)']));
    await page.getByRole('option', { name: 'Unknown (no template matched)', exact: true }).click();
    await page.getByTestId('messages-found').filter({ hasText: 'Messages Found: 1' }).waitFor();
    await expect(page.getByTestId('message-card').getAttribute('data-message-type')).resolves.toBe('unknown');
    await saveScreenshot(page, 'trader-hands-tracer-1440');
    await page.context().close();
  });
});

describe('the keys of the token list', () => {
  const focusedAddress = (page: Page) => page.locator('[data-testid="token-row"][data-focused="true"]').getAttribute('data-token-address');

  it('skips to the list, moves with j and k, copies with c, searches with /, lists the keys with ? and opens with Enter', async () => {
    const page = await dashboard();
    const order = await page
      .getByTestId('token-row')
      .evaluateAll((rows) => rows.map((element) => element.getAttribute('data-token-address')));
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to token list');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('token-list');

    await page.keyboard.press('j');
    await expect(focusedAddress(page)).resolves.toBe(order[0]);
    await page.keyboard.press('j');
    await expect(focusedAddress(page)).resolves.toBe(order[1]);
    await page.keyboard.press('k');
    await expect(focusedAddress(page)).resolves.toBe(order[0]);

    await page.keyboard.press('c');
    await page.getByTestId('toast').filter({ hasText: 'Copied' }).waitFor();
    await expect(clipboardText(page)).resolves.toBe(order[0]);

    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('token-search');
    // Typed into the search, the keys are text.
    await page.keyboard.type('jk');
    await expect(page.getByTestId('token-search').inputValue()).resolves.toBe('jk');
    await page.getByTestId('token-search').fill('');
    await page.getByTestId('token-search').blur();

    await page.keyboard.press('?');
    await page.getByTestId('keys-dialog').waitFor();
    await expect(page.getByTestId('keys-dialog').textContent()).resolves.toContain("Copy the token's address");
    // Escape closes it. Radix listens for Escape only once the dialog is the top layer, a render
    // after the dialog takes the focus: an Escape in between goes nowhere (seen on a loaded
    // machine), so the test presses again until the dialog is gone.
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="keys-dialog"]') != null);
    await stack.waitFor(async () => {
      await page.keyboard.press('Escape');
      return (await page.getByTestId('keys-dialog').count()) === 0 ? true : undefined;
    });

    // A click chooses the row too: j goes on from there.
    await row(page, order[1] ?? '')
      .getByRole('cell')
      .nth(5)
      .click();
    await expect(focusedAddress(page)).resolves.toBe(order[1]);
    await page.keyboard.press('k');
    await expect(focusedAddress(page)).resolves.toBe(order[0]);

    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.gateway}/history/${order[0]}`);
    await page.context().close();
  });
});

describe('archiving', () => {
  it('keeps Archive away from Analyze, and takes an archive back with the Undo of its toast', async () => {
    const page = await dashboard();
    const archive = row(page, moon.address).getByTestId('archive-token');
    await expect(archive.evaluate((button) => button.previousElementSibling?.getAttribute('data-testid'))).resolves.not.toBe(
      'analyze-token',
    );
    await archive.click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Token archived' });
    await toast.waitFor();
    await row(page, moon.address).waitFor({ state: 'detached' });
    await toast.getByTestId('toast-action').click();
    await page.getByTestId('toast').filter({ hasText: 'Token restored' }).waitFor();
    await row(page, moon.address).waitFor();
    expect((await tokenList()).map((token) => token.token_address)).toContain(moon.address);
    await page.context().close();
  });
});
