import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signedInPage, startE2eStack, waitForLiveFeed, type E2eStack } from './e2e-stack.js';

// An idle dashboard (no alert arriving) polls its lists to reconcile and otherwise waits: none of
// its requests fails or is cancelled in flight. Chromium reports a 304 answering a page's own
// If-None-Match as cancelled (ERR_ABORTED), so a poll of an unchanged list sent with the ETag
// it held showed as one (each first load's catch-up read, every idle reconcile poll): noise in
// DevTools and in the benchmarks' count of cancelled polls.

/** The lists the dashboard polls to reconcile. */
const POLLED = ['/api/tokens', '/api/latest-messages', '/api/all-messages-by-token'];
/** Longer than their reconcile interval (30 s), so every polled list is read again at least once. */
const IDLE_MS = 35_000;

let stack: E2eStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack();
  for (const [index, ticker] of ['IDLA', 'IDLB', 'IDLC'].entries()) {
    const text = `🔴 INSIDER BUY\nIdle ${ticker} ($${ticker})\nCA: ${bs58.encode(randomBytes(32))}\nMC: $${20 + index}K`;
    expect(await stack.postAlert({ chat: 'idle', message_id: index + 1, text })).toBe(202);
  }
  browser = await launchBrowser();
  page = await signedInPage(browser, stack);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The page's requests from now on: the paths of those that finished, and those that failed or were cancelled. */
function watchRequests(watched: Page): { failed: string[]; finished: string[] } {
  const seen = { failed: [] as string[], finished: [] as string[] };
  watched.on('requestfailed', (request) =>
    seen.failed.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`),
  );
  watched.on('requestfinished', (request) => seen.finished.push(new URL(request.url()).pathname));
  return seen;
}

describe('an idle dashboard', () => {
  it('cancels none of its requests, from its first load through a reconcile poll of every list', async () => {
    const { failed, finished } = watchRequests(page);
    await page.goto(`${stack.gateway}/`);
    await page.getByTestId('token-row').first().waitFor();
    await waitForLiveFeed(page);
    await stack.waitFor(async () => ((await page.getByTestId('token-row').count()) === 3 ? true : undefined));
    const reads = () => POLLED.map((polled) => finished.filter((path) => path === polled).length);
    const readsBefore = reads();

    await page.waitForTimeout(IDLE_MS);

    // The reconcile polls did run while idle: the page was not simply quiet.
    reads().forEach((count, index) => expect([POLLED[index], count > (readsBefore[index] ?? 0)]).toEqual([POLLED[index], true]));
    expect(failed).toEqual([]);
  });
});

describe('a busy dashboard', () => {
  it('still reads every list to reconcile while alerts keep updating them, cancelling none', async () => {
    const { failed, finished } = watchRequests(page);
    // Alerts every 2 s, each a frame that updates the token list and the latest messages.
    const deadline = Date.now() + IDLE_MS;
    for (let id = 100; Date.now() < deadline; id++) {
      const text = `🔴 INSIDER BUY\nBusy ($BUSY)\nCA: ${bs58.encode(randomBytes(32))}\nMC: $30K`;
      expect(await stack.postAlert({ chat: 'busy', message_id: id, text })).toBe(202);
      await page.waitForTimeout(2_000);
    }

    POLLED.forEach((polled) => expect([polled, finished.includes(polled)]).toEqual([polled, true]));
    expect(failed).toEqual([]);
  });
});
