import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Browser } from 'playwright-core';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { launchBrowser, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The queue dashboard (Bull Board at /admin/queues) in a real browser on the built stack, under
// the gateway's Content-Security-Policy: it must draw every queue, with the demo feed's jobs,
// and its own actions (a PUT from the page) must pass the session and origin checks.

let stack: E2eStack;
let browser: Browser;
const redis = createTestRedis();
const connection = connectRedis(redis.url);
/** The stack's raw-messages queue, seen from the test. */
const rawMessages = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: true, servers: { database: await createTestDatabase(), redis } });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await rawMessages.close();
  connection.disconnect();
  await stack?.stop();
});

/** Jobs of raw-messages finished more than 5 s before `at`: what the board's Clean all removes then. */
async function cleanableJobs(at = Date.now()): Promise<number> {
  const completed = await rawMessages.getJobs(['completed']);
  return completed.filter((job) => job.finishedOn !== undefined && job.finishedOn < at - 5_000).length;
}

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
    await page
      .getByRole('link', { name: /completed/i })
      .first()
      .click();
    await page
      .getByText(/demo-\w+-\d+/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'queue-board-raw-messages-1440');
    // A reload on the queue's own screen is served the board again.
    expect((await page.reload())?.status()).toBe(200);
    expect(problems).toEqual([]);
  });

  it("cleans a queue from the browser: the page's own PUT passes the session and origin checks", async () => {
    const page = await signedInPage(browser, stack);
    await stack.waitFor(async () => ((await cleanableJobs()) > 0 ? true : undefined), 30_000);
    const cleaned = page.waitForResponse((response) => response.url().includes('/api/queues/raw-messages/clean/completed'));
    await page.goto(`${stack.gateway}/admin/queues/queue/${QueueName.RawMessages}?status=completed`);
    await page.getByRole('button', { name: /clean all/i }).click();
    const confirmedAt = Date.now();
    await page
      .getByRole('button', { name: /^(confirm|clean|yes|ok)/i })
      .last()
      .click();
    expect((await cleaned).status()).toBe(200);
    // The demo feed goes on finishing jobs: those finished after the clean's cut-off stay.
    expect(await cleanableJobs(confirmedAt)).toBe(0);
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
