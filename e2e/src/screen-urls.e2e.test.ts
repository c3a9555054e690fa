import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { insertBulkTokens } from './bulk-tokens.js';
import { chooseOption, launchBrowser, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// What a trader chose on a screen (filters, sort, search, page) lives in the URL: it survives a
// reload, Back from another screen, and a link opened by someone else. In Chromium against the
// built stack.

const TOKENS = 130;
const ARCHIVED = 120;

let stack: E2eStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: false });
  browser = await launchBrowser();
  await insertBulkTokens(stack.database.db, TOKENS);
  const cookie = await stack.login();
  const archived = await stack.database.db
    .selectFrom('tokens')
    .select('token_address')
    .orderBy('first_seen', 'asc')
    .limit(ARCHIVED)
    .execute();
  for (const { token_address } of archived) {
    const answer = await fetch(`${stack.gateway}/api/tokens/${token_address}/archive`, {
      method: 'POST',
      headers: { cookie, origin: stack.gateway },
    });
    expect(answer.status).toBe(200);
  }
  for (const [index, word] of ['zebra', 'zebra', 'zebra', 'yak'].entries()) {
    expect(
      await stack.postAlert({ message_id: `url-${index}`, text: `🚨 ${word} sighting ${index}\nTrend: ${index === 0 ? '🟢' : '🔴'}` }),
    ).toBe(202);
  }
  page = await signedInPage(browser, stack);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Waits until the page's URL has settled on `query` (it follows the controls once typing pauses). */
async function urlSettlesOn(query: string): Promise<void> {
  await stack.waitFor(() => (new URL(page.url()).search === query ? true : undefined), 5_000);
}

/** The screen as it comes back after a reload, after Back from another screen, and opened fresh from its link. */
async function everyWayBack(check: (page: Page) => Promise<void>): Promise<void> {
  const url = page.url();
  await page.reload();
  await check(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Templates/ })
    .click();
  await page.waitForURL(`${stack.gateway}/templates`);
  await page.goBack();
  expect(page.url()).toBe(url);
  await check(page);
  const shared = await signedInPage(browser, stack);
  await shared.goto(url);
  await check(shared);
  await shared.context().close();
}

describe('screen state in the URL', () => {
  it('dashboard: the search, then a sort (one control at a time)', async () => {
    await page.goto(`${stack.gateway}/`);
    await page
      .getByTestId('token-count')
      .getByText(`${TOKENS - ARCHIVED} tokens`, { exact: true })
      .waitFor();
    await page.getByTestId('token-search').fill('Bulk Token 1');
    // The dashboard keeps the newest ten, Bulk Token 0 to 9.
    await urlSettlesOn('?q=Bulk+Token+1');
    const searched = async (shown: Page) => {
      await shown
        .getByTestId('token-count')
        .getByText(`1 of ${TOKENS - ARCHIVED} tokens`)
        .waitFor();
      await expect(shown.getByTestId('token-search').inputValue()).resolves.toBe('Bulk Token 1');
    };
    await searched(page);
    await everyWayBack(searched);

    await chooseOption(page, 'sort-by', 'Token Name');
    await urlSettlesOn('?sort=tokenName');
    await everyWayBack(async (shown) => {
      await shown
        .getByTestId('token-count')
        .getByText(`${TOKENS - ARCHIVED} tokens`, { exact: true })
        .waitFor();
      await expect(shown.getByTestId('sort-by').textContent()).resolves.toContain('Token Name');
      await expect(shown.getByTestId('token-search').inputValue()).resolves.toBe('');
    });
  });

  it('archived: the sort, the page size and the page', async () => {
    await page.goto(`${stack.gateway}/archived`);
    const count = page.getByTestId('archived-count');
    await count.getByText(`Showing 1–100 of ${ARCHIVED} archived tokens`).waitFor();
    await chooseOption(page, 'archived-sort', 'Token Name');
    await chooseOption(page, 'archived-page-size', '50 per page');
    await page.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).click();
    await urlSettlesOn('?sortBy=token_name&limit=50&page=2');
    await everyWayBack(async (shown) => {
      await shown.getByTestId('archived-count').getByText(`Showing 51–100 of ${ARCHIVED} archived tokens`).waitFor();
      await expect(shown.getByTestId('archived-sort').textContent()).resolves.toContain('Token Name');
      await expect(shown.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
    });

    // A new search opens on page 1, and the URL says so.
    await page.getByTestId('archived-search').fill('Bulk Token 1');
    await urlSettlesOn('?search=Bulk+Token+1&sortBy=token_name&limit=50');
  });

  it('archived: a hand-made URL with values that are none shows the defaults and gets a clean URL', async () => {
    await page.goto(`${stack.gateway}/archived?page=-3&sortBy=password&limit=7&sortOrder=asc`);
    await page.getByTestId('archived-count').getByText(`Showing 1–100 of ${ARCHIVED} archived tokens`).waitFor();
    await urlSettlesOn('?sortOrder=asc');
  });

  it('tracer: the search and the trending level', async () => {
    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-search').fill('zebra');
    await chooseOption(page, 'tracer-trending', '🔴 Bearish');
    await urlSettlesOn('?search=zebra&trending=bearish');
    await everyWayBack(async (shown) => {
      await shown.getByTestId('messages-found').getByText('Messages Found: 2').waitFor();
      await expect(shown.getByTestId('tracer-search').inputValue()).resolves.toBe('zebra');
    });
  });

  it('stays on the screen a link led to while the URL still waited to follow a change', async () => {
    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-search').fill('yak');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Templates/ })
      .click();
    await page.waitForURL(`${stack.gateway}/templates`);
    // Past the moment the tracer's URL write was due.
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/templates');
  });
});
