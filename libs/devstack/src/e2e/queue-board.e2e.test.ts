import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { QueueName } from '@solana-hub/queue';
import { launchBrowser, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The queue dashboard (Bull Board at /admin/queues) in a real browser on the built stack, under
// the gateway's Content-Security-Policy: it must draw every queue, with the demo feed's jobs.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: true });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the queue dashboard', () => {
  it('shows every queue, and a queue with its jobs, with nothing refused but the web font', async () => {
    const page = await signedInPage(browser, stack);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // The board's page asks Google for its font; the CSP allows only this origin (nothing leaves the machine).
      if (message.type() === 'error' && !message.text().includes('fonts.googleapis.com')) problems.push(message.text());
    });
    const answer = await page.goto(`${stack.gateway}/admin/queues`);
    expect(answer?.status()).toBe(200);
    for (const name of Object.values(QueueName)) await page.getByText(name, { exact: true }).first().waitFor();
    await saveScreenshot(page, 'queue-board-1440');
    await page.getByText(QueueName.RawMessages, { exact: true }).first().click();
    await page.waitForURL(`${stack.gateway}/admin/queues/queue/${QueueName.RawMessages}**`);
    // The demo feed's alerts went through raw-messages: the queue's page lists finished jobs.
    await page.getByRole('link', { name: /completed/i }).first().click();
    await page.getByText(/demo-\w+-\d+/).first().waitFor();
    await saveScreenshot(page, 'queue-board-raw-messages-1440');
    // A reload on the queue's own screen is served the board again.
    expect((await page.reload())?.status()).toBe(200);
    expect(problems).toEqual([]);
  });

  it('is refused to a browser without a session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${stack.gateway}/admin/queues`);
    expect(answer?.status()).toBe(401);
    expect(await answer?.json()).toEqual({ error: 'Not logged in' });
    await context.close();
  });
});
