import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import type { Token } from '@solana-hub/contracts';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, waitForLiveFeed, type E2eStack } from './e2e-stack.js';

// The app shell in a real browser: login, navigation bar, theme and sound toggles, the mobile
// menu, logout, and a live alert arriving while the dashboard is open.

let stack: E2eStack;
let browser: Browser;
let cookie: string;
const seeded: Array<{ name: string; symbol: string; address: string; marketCap: string }> = [
  { name: 'Goblin Cat', symbol: 'GOBCAT', address: newAddress(), marketCap: '$24.1K' },
  { name: 'Moon Pepe', symbol: 'MPEPE', address: newAddress(), marketCap: '$310K' },
  { name: 'Solar Duck', symbol: 'SDUCK', address: newAddress(), marketCap: '$1.2M' },
  { name: 'Hyper Bonk', symbol: 'HBONK', address: newAddress(), marketCap: '$88K' },
];

function newAddress(): string {
  return bs58.encode(randomBytes(32));
}

function alertText(token: { name: string; symbol: string; address: string; marketCap: string }): string {
  return `🚨 NEW ALERT 🚨\n${token.name} ($${token.symbol})\nCA: ${token.address}\n💰 MC: ${token.marketCap}`;
}

async function activeTokens(): Promise<Token[]> {
  return (await (await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
}

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchBrowser();
  cookie = await stack.login();
  let messageId = 0;
  for (const token of seeded) expect(await stack.postAlert({ message_id: (messageId += 1), text: alertText(token) })).toBe(202);
  // A second alert for one token, so the total message count differs from the token count.
  const [first, archived] = seeded;
  await stack.postAlert({ message_id: (messageId += 1), text: alertText({ ...first!, marketCap: '$51K' }) });
  await stack.waitFor(async () => ((await activeTokens()).length === seeded.length ? true : undefined));
  const answer = await fetch(`${stack.gateway}/api/tokens/${archived!.address}/archive`, { method: 'POST', headers: { cookie } });
  expect(answer.status).toBe(200);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The one toast on screen, once it says `text`. */
async function toastSaying(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor();
  return toast;
}

describe('login', () => {
  it('refuses an empty and a wrong password, then signs in to the dashboard', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${stack.gateway}/login`);
    await page.getByRole('heading', { name: 'Solana Hub' }).waitFor();
    expect(await page.locator('.nav-bar').count()).toBe(0);
    await saveScreenshot(page, 'shell-login-1440');

    await page.getByRole('button', { name: 'Login' }).click();
    const empty = await toastSaying(page, 'Please enter a password');
    expect(await empty.textContent()).toContain('Error');

    await page.locator('input[type="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await toastSaying(page, 'Invalid password');
    await saveScreenshot(page, 'shell-login-error-1440');

    await page.locator('input[type="password"]').fill(stack.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.gateway}/`);
    await toastSaying(page, 'Login successful');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.close();
  });

  it('fits a phone, in the dark theme when the system prefers dark', async () => {
    const page = await browser.newPage({ viewport: phone, colorScheme: 'dark' });
    await page.goto(`${stack.gateway}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await saveScreenshot(page, 'shell-login-390');
    await page.close();
  });
});

describe('the navigation bar on a desktop', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/`);
    await page.getByTestId('live-status').and(page.locator('[data-status="open"]')).waitFor();
  });
  afterAll(async () => {
    await page?.close();
  });

  const main = () => page.getByRole('navigation', { name: 'Main' });

  it('counts the active and the archived tokens', async () => {
    await page.getByText(seeded[0]!.name).first().waitFor();
    await stack.waitFor(async () =>
      (await page.getByTestId('nav-tokens-count').textContent()) === String(seeded.length - 1) ? true : undefined,
    );
    await stack.waitFor(async () => ((await page.getByTestId('nav-archived-count').textContent()) === '1' ? true : undefined));
    await saveScreenshot(page, 'shell-dashboard-1440');
  });

  it('reaches every screen from its link, and the dashboard from the brand', async () => {
    const links: Array<[RegExp, string]> = [
      [/^Message Traces/, '/messages'],
      [/^Archived/, '/archived'],
      [/^Templates/, '/templates'],
      [/^Tokens/, '/'],
    ];
    for (const [name, path] of links) {
      await main().getByRole('link', { name }).click();
      await page.waitForURL(`${stack.gateway}${path}`);
    }
    await main()
      .getByRole('link', { name: /^Templates/ })
      .click();
    await main().getByRole('link', { name: 'Solana Hub' }).click();
    await page.waitForURL(`${stack.gateway}/`);
  });

  it('flips the theme and keeps it after a reload', async () => {
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await theme();
    expect(['light', 'dark']).toContain(before);
    await page.getByTestId('theme-toggle').click();
    const after = before === 'dark' ? 'light' : 'dark';
    expect(await theme()).toBe(after);
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await theme()).toBe(after);
    await saveScreenshot(page, `shell-dashboard-${after}-1440`);
    await page.getByTestId('theme-toggle').click();
    expect(await theme()).toBe(before);
  });

  it('mutes the alert sounds and keeps them muted after a reload', async () => {
    const toggle = page.getByTestId('sound-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('sound-toggle').click();
    expect(await page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('serves the two alert sounds', async () => {
    for (const sound of ['new-token', 'update']) {
      const answer = await fetch(`${stack.gateway}/sounds/${sound}.wav`);
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    }
  });

  it('announces a live alert without a reload: a new token, then another message for it', async () => {
    await page.goto(`${stack.gateway}/`);
    await page.getByTestId('live-status').and(page.locator('[data-status="open"]')).waitFor();
    const token = { name: 'Live Probe', symbol: 'LPROBE', address: newAddress(), marketCap: '$42.5K' };
    expect(await stack.postAlert({ message_id: 'live-1', text: alertText(token) })).toBe(202);
    const toast = await toastSaying(page, `${token.address.slice(0, 8)}...`);
    expect(await toast.textContent()).toContain('New token detected');
    await saveScreenshot(page, 'shell-live-toast-1440');

    expect(await stack.postAlert({ message_id: 'live-2', text: alertText({ ...token, marketCap: '$90K' }) })).toBe(202);
    await toastSaying(page, 'New message');
  });
});

describe('the navigation bar on a phone', () => {
  it('folds the links into a menu with the total message count and the hub link', async () => {
    const page = await signedInPage(browser, stack, phone);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${stack.gateway}/`);
    await page.getByText(seeded[0]!.name).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Message Traces/ })
        .isVisible(),
    ).toBe(false);
    await saveScreenshot(page, 'shell-dashboard-390');
    await page.getByTestId('live-status').and(page.locator('[data-status="open"]')).waitFor();
    const token = { name: 'Phone Probe', symbol: 'PPROBE', address: newAddress(), marketCap: '$12K' };
    await stack.postAlert({ message_id: 'phone-1', text: alertText(token) });
    await toastSaying(page, `${token.address.slice(0, 8)}...`);
    await saveScreenshot(page, 'shell-live-toast-dark-390');

    const tokens = await activeTokens();
    const total = tokens.reduce((sum, token) => sum + token.message_count, 0);
    await page.getByTestId('mobile-menu-trigger').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await stack.waitFor(async () => ((await page.getByTestId('total-message-count').textContent()) === String(total) ? true : undefined));
    const hub = menu.getByRole('menuitem', { name: 'Ethereum Hub' });
    expect(await hub.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await hub.getAttribute('target')).toBe('_blank');
    expect(await hub.getAttribute('rel')).toBe('noopener noreferrer');
    await saveScreenshot(page, 'shell-mobile-menu-390');

    await menu.getByRole('menuitem', { name: /^Archived/ }).click();
    await page.waitForURL(`${stack.gateway}/archived`);
    await page.close();
  });
});

describe('logout', () => {
  it('ends the session and goes to /login', async () => {
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/templates`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.gateway}/login`);
    await page.goto(`${stack.gateway}/`);
    await page.waitForURL(`${stack.gateway}/login`);
    await page.close();
  });

  it('sends an open dashboard to /login when its session is logged out elsewhere, through the live feed', async () => {
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/`);
    await waitForLiveFeed(page);
    // From now on only the session check is answered: the page can learn of the logout from
    // its live feed alone, not from a poll answered 401.
    await page.route(`${stack.gateway}/api/**`, async (route) => {
      if (new URL(route.request().url()).pathname === '/api/session') await route.continue();
    });
    const cookie = (await page.context().cookies(stack.gateway)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const logout = await fetch(`${stack.gateway}/api/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    await page.waitForURL(`${stack.gateway}/login`);
    await page.close();
  });
});
