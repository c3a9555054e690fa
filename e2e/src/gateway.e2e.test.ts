import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The API reference (/api/docs) in a real browser, against the built gateway: Swagger UI must
// render from this server's own files under the page's CSP (nothing inline, nothing from a CDN).

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: false });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the API reference', () => {
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`renders every operation in Swagger UI without a CSP violation (${name})`, async () => {
      const page = await signedInPage(browser, stack, viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
      await page.goto(`${stack.gateway}/api/docs`);
      await page.getByText('Solana Hub API', { exact: false }).first().waitFor({ timeout: 20_000 });
      await page.locator('.opblock').first().waitFor();
      expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
      await page.locator('.opblock-summary-path', { hasText: '/api/analyze/full/{address}' }).first().click();
      await page.getByText('The analyzer did not answer in time').first().waitFor();
      await saveScreenshot(page, `gateway-api-docs-${name}`);
      expect(problems).toEqual([]);
      await page.context().close();
    }, 60_000);
  }

  it('is closed to a browser without a session', async () => {
    const context = await browser.newContext();
    const response = await (await context.newPage()).goto(`${stack.gateway}/api/docs`);
    expect(response?.status()).toBe(401);
    await context.close();
  });
});
