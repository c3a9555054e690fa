import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { alertRuleSchema } from '@solana-hub/contracts';
import { launchBrowser, signedInPage, startE2eStack, waitForLiveFeed, type E2eStack } from './e2e-stack.js';

// A rule made on the Rules page fires in the running stack (ingest → extractor → analyzer →
// gateway → /ws) and the open dashboard tells the trader: a browser notification (headless
// Chromium has the Notification API; the page's calls to it are recorded as they are made),
// the rule's toast with the token's name, ticker, market cap and channel, a click opening it.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const FROG = { address: 'FRoGg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', name: 'Frog King' };

describe('an alert rule in the browser', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack);
    await page.context().grantPermissions(['notifications'], { origin: stack.gateway });
    // Records what the page asks of the Notification API, then lets the real one do it.
    await page.addInitScript(() => {
      const record = window as unknown as { shown: Array<{ title: string; body: string }>; asked: number };
      record.shown = [];
      record.asked = 0;
      const Real = window.Notification;
      const ask = Real.requestPermission.bind(Real);
      class Recorded extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          record.shown.push({ title, body: options?.body ?? '' });
        }
      }
      Object.defineProperty(Recorded, 'requestPermission', { value: () => ((record.asked += 1), ask()) });
      window.Notification = Recorded;
    });
  });
  afterAll(async () => {
    await page?.close();
  });

  it('is made on the Rules page, reached from the navigation bar, without asking for notifications at load', async () => {
    await page.goto(`${stack.gateway}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
    await page.waitForURL(`${stack.gateway}/rules`);
    await page.getByTestId('new-rule').click();
    await page.getByTestId('rule-name').fill('Any call');
    await page.getByTestId('rule-confluenceAtLeast').fill('0');
    await page.getByTestId('rule-save').click();
    await page.getByTestId('rule').getByText('Any call').waitFor();
    const [rule] = alertRuleSchema.array().parse(await (await page.request.get(`${stack.gateway}/api/alert-rules`)).json());
    expect(rule?.conditions).toEqual({ confluenceAtLeast: 0 });
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  });

  it('notifies, and shows a toast that opens the token', async () => {
    await waitForLiveFeed(page);
    const text = `🔴 INSIDER BUY\n${FROG.name} ($FROG)\nCA: ${FROG.address}\nMC: $60K`;
    expect(await stack.postAlert({ message_id: 'frog-1', text })).toBe(202);
    const toast = page.getByTestId('toast').filter({ hasText: 'Any call' });
    await toast.waitFor({ timeout: 30_000 });
    // A toast under the pointer stays (Radix pauses its timer), however slow the machine.
    await toast.hover();
    await expect(toast.textContent()).resolves.toMatch(/Frog King \$FROG · MC \$60.0K/u);
    const shown = await page.evaluate(() => (window as unknown as { shown: Array<{ title: string; body: string }> }).shown);
    expect(shown).toEqual([{ title: '🔔 Any call', body: expect.stringContaining('Frog King $FROG') }]);
    await toast.getByRole('button', { name: /Any call/u }).click();
    await page.waitForURL(`${stack.gateway}/history/${FROG.address}`);

    await page.goto(`${stack.gateway}/rules`);
    await page.getByTestId('firing-list').getByText('Frog King').waitFor();
  });
});
