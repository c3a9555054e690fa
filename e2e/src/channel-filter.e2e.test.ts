import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { channelsResponseSchema } from '@solana-hub/contracts';
import { storeAlerts } from '@solana-hub/db';
import { launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';
import { ago, channelAlert, EARLY, LATE, PEPE, QUOK, RELIC, saveTwoChannels } from './two-channels.fixture.js';

// The dashboard's channel filter in a real browser against the built stack: pick a
// channel and only the tokens it called stay; the choice is in the URL, so a reload keeps it; the
// Channels page's "Show tokens" lands on the dashboard filtered to that chat. Early Birds called
// Pepe and Quokka, Late Owls Pepe and Relic.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  await storeAlerts(stack.database.db, [
    channelAlert(EARLY, PEPE, 'Pepe Prime', ago(120), 10_000),
    channelAlert(LATE, PEPE, 'Pepe Prime', ago(90), 20_000),
    channelAlert(EARLY, QUOK, 'Quokka', ago(60), 30_000),
    channelAlert(LATE, RELIC, 'Relic', ago(30), 40_000),
  ]);
  await saveTwoChannels(stack.database.db);
  // A Channels read derives the calls (and each token's caller chat ids) without waiting for the analyzer's minute.
  const cookie = await stack.login();
  const answer = channelsResponseSchema.parse(
    await (await fetch(`${stack.gateway}/api/channels?period=all`, { headers: { cookie } })).json(),
  );
  expect(answer.channels.map((channel) => channel.chat_id).sort()).toEqual([EARLY, LATE]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const shownTokens = (page: Page) =>
  page.getByTestId('token-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-token-address')).sort());
/** Waits until the table shows exactly these tokens (the list polls every few seconds). */
const showsExactly = (page: Page, addresses: string[]) =>
  stack.waitFor(async () => (JSON.stringify(await shownTokens(page)) === JSON.stringify([...addresses].sort()) ? true : undefined));

describe('the channel filter', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack);
    await page.goto(`${stack.gateway}/`);
    await showsExactly(page, [PEPE, QUOK, RELIC]);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('shows only the tokens the picked channel called, and says so in the URL', async () => {
    await page.getByTestId('channel-filter').click();
    const late = page.locator(`[data-testid="channel-option"][data-chat-id="${LATE}"]`);
    await expect(late.textContent()).resolves.toBe('Late Owls2');
    await expect(page.locator(`[data-testid="channel-option"][data-chat-id="${EARLY}"]`).textContent()).resolves.toBe('Early Birds2');
    await late.click();
    await saveScreenshot(page, 'dashboard-channel-filter-1440');
    await page.keyboard.press('Escape');
    await showsExactly(page, [PEPE, RELIC]);
    await page.waitForURL(`${stack.gateway}/?channels=${LATE}`);
    await expect(page.getByTestId('channel-filter').textContent()).resolves.toBe('Late Owls');
    await expect(page.getByTestId('token-count').textContent()).resolves.toBe('2 of 3 tokens');
  });

  it('combines with the search, and a second channel adds its tokens', async () => {
    await page.getByTestId('token-search').fill('relic');
    await showsExactly(page, [RELIC]);
    await page.getByTestId('token-search').fill('');
    await page.getByTestId('channel-filter').click();
    await page.locator(`[data-testid="channel-option"][data-chat-id="${EARLY}"]`).click();
    await page.keyboard.press('Escape');
    await showsExactly(page, [PEPE, QUOK, RELIC]);
    await expect(page.getByTestId('channel-filter').textContent()).resolves.toBe('2 channels');
    await page.getByTestId('channel-filter').click();
    await page.locator(`[data-testid="channel-option"][data-chat-id="${LATE}"]`).click();
    await page.keyboard.press('Escape');
    await showsExactly(page, [PEPE, QUOK]);
    await page.waitForURL(`${stack.gateway}/?channels=${EARLY}`);
  });

  it('keeps the choice through a reload, and shows every token once cleared', async () => {
    await page.reload();
    await showsExactly(page, [PEPE, QUOK]);
    await expect(page.getByTestId('channel-filter').textContent()).resolves.toBe('Early Birds');
    await page.getByTestId('channel-filter').click();
    await page.getByTestId('channel-filter-clear').click();
    await showsExactly(page, [PEPE, QUOK, RELIC]);
    await page.waitForURL(`${stack.gateway}/`);
    await expect(page.getByTestId('channel-filter').textContent()).resolves.toBe('All Channels');
  });

  it("lands filtered from a Channels page row's Show tokens", async () => {
    await page.goto(`${stack.gateway}/channels?period=all`);
    const early = page.locator(`[data-testid="channel-row"][data-chat-id="${EARLY}"]`);
    await early.getByTestId('channel-show-tokens').click();
    await page.waitForURL(`${stack.gateway}/?channels=${EARLY}`);
    await showsExactly(page, [PEPE, QUOK]);
    // The link is not the row: the chat's calls did not open on the way.
    await expect(page.getByTestId('channel-calls').count()).resolves.toBe(0);
  });

  it('fits a phone, as cards filtered the same way', async () => {
    const phonePage = await signedInPage(browser, stack, phone);
    await phonePage.goto(`${stack.gateway}/?channels=${LATE}`);
    const cards = () =>
      phonePage.getByTestId('token-card').evaluateAll((all) => all.map((card) => card.getAttribute('data-token-address')).sort());
    await stack.waitFor(async () => (JSON.stringify(await cards()) === JSON.stringify([PEPE, RELIC].sort()) ? true : undefined));
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(phonePage, 'dashboard-channel-filter-390');
    await phonePage.close();
  });
});
