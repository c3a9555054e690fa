import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, signedInPage, startE2eStack, waitForLiveFeed, type E2eStack } from './e2e-stack.js';

// A second alert for a token already on the dashboard: its row shows the new market cap, ATH
// multiple, message count and callers from the live frame alone, the token list never read in
// between (docs/live-updates.md). Every /api/tokens request after the first load is held
// unanswered and counted, so what the row shows cannot have come from a poll.

const address = bs58.encode(randomBytes(32));
const alertText = (marketCap: string) => `🔴 INSIDER BUY\nLive Row ($LROW)\nCA: ${address}\nMC: ${marketCap}`;

let stack: E2eStack;
let browser: Browser;
let page: Page;
let holding = false;
const held: Route[] = [];

beforeAll(async () => {
  stack = await startE2eStack();
  expect(await stack.postAlert({ chat: 'live-early', message_id: 1, text: alertText('$20K') })).toBe(202);
  browser = await launchBrowser();
  page = await signedInPage(browser, stack);
  await page.route('**/api/tokens*', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
}, 90_000);

afterAll(async () => {
  holding = false;
  await browser?.close();
  await stack?.stop();
});

const tokenRow = () => page.locator(`[data-testid="token-row"][data-token-address="${address}"]`);

describe("a second alert's row on the dashboard", () => {
  it('shows the new market cap, multiple, count and callers without any /api/tokens request', async () => {
    await page.goto(`${stack.gateway}/`);
    await tokenRow().waitFor();
    await waitForLiveFeed(page);
    await expect(tokenRow().getByTestId('market-cap').textContent()).resolves.toContain('$20.0K');
    holding = true;

    expect(await stack.postAlert({ chat: 'live-late', message_id: 2, text: alertText('$90K') })).toBe(202);
    await stack.waitFor(async () => ((await tokenRow().getByTestId('market-cap').textContent())?.includes('$90.0K') ? true : undefined));
    await expect(tokenRow().getByTestId('ath-multiple').textContent()).resolves.toBe('ATH 4.5x');
    await expect(tokenRow().getByTestId('confluence-badge').textContent()).resolves.toMatch(/ · 2$/);
    expect(held.map((route) => route.request().url())).toEqual([]);
  });
});
