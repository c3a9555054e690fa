import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import type { AlertMessage, Token } from '@solana-hub/contracts';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

let stack: E2eStack;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: true });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

async function tokenList(cookie: string): Promise<Token[]> {
  return (await (await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
}

describe('the pipeline, end to end', () => {
  it('turns a message posted to the ingest endpoint into a token in the API and a NEW_MESSAGE frame', async () => {
    const cookie = await stack.login();
    const address = bs58.encode(randomBytes(32));
    const frames: Array<{ type: string; data: AlertMessage }> = [];
    const socket = new WebSocket(`${stack.gateway.replace('http', 'ws')}/ws`, { headers: { cookie } });
    socket.on('message', (data) => frames.push(JSON.parse((data as Buffer).toString()) as (typeof frames)[number]));
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });

    const text = `🚨 NEW ALERT 🚨\n🧪 Pipeline Probe ($PROBE)\nCA: ${address}\n💰 MC: $42.5K`;
    expect(await stack.postAlert({ message_id: 1, text })).toBe(202);

    const frame = await stack.waitFor(() => frames.find((f) => f.type === 'NEW_MESSAGE' && f.data.token_address === address));
    socket.close();
    expect(frame.data).toMatchObject({ token_address: address, token_symbol: 'PROBE', market_cap: 42_500, message_text: text });

    expect((await tokenList(cookie)).find((token) => token.token_address === address)).toMatchObject({
      token_symbol: 'PROBE',
      current_market_cap: 42_500,
      initial_market_cap: 42_500,
      message_count: 1,
    });
  });

  it('stores a message sent twice once', async () => {
    const cookie = await stack.login();
    const address = bs58.encode(randomBytes(32));
    const alert = { message_id: 'twice', text: `Twice ($TWICE)\nCA: ${address}\nMC: $10K` };
    await stack.postAlert(alert);
    await stack.postAlert(alert);
    const token = await stack.waitFor(async () => (await tokenList(cookie)).find((t) => t.token_address === address));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = await stack.database.db
      .selectFrom('messages')
      .where('token_address', '=', address)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(token.message_count).toBe(1);
  });
});

describe('the dashboard in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor to /login, logs in, and shows demo tokens arriving live', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${stack.gateway}/`);
    await page.waitForURL('**/login');
    // waitFor, not isVisible: the URL changes before the login page has drawn its heading.
    await page.getByText('Solana Hub').first().waitFor({ state: 'visible' });
    await page.locator('input[type="password"]').fill(stack.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.gateway}/`);
    await page.getByText('Token Dashboard').first().waitFor();
    await page.getByTestId('demo-feed-notice').waitFor();

    const rows = page.locator('[data-testid="token-table"] [data-token-address]');
    await rows.first().waitFor({ timeout: 20_000 });
    // The dashboard's own count ("12 tokens", "3 of 12 tokens"), not the rows drawn: the table
    // draws only the rows in view, and the feed may have filled the view already.
    const tokenCount = async () => Number(/(\d+) tokens?$/u.exec((await page.getByTestId('token-count').textContent()) ?? '')?.[1] ?? 0);
    const before = await tokenCount();
    // New tokens appear without a reload: one alert on a token nobody has called, beside the demo
    // feed's (which, once every demo token is known, brings none new).
    const address = bs58.encode(randomBytes(32));
    const text = `🚀 NEW CALL\nLive Arrival ($LIVE)\nCA: ${address}\nMC: $42K`;
    expect(await stack.postAlert({ message_id: 'live-arrival', text })).toBe(202);
    await stack.waitFor(async () => ((await tokenCount()) > before ? true : undefined), 30_000);
    await saveScreenshot(page, 'dashboard');
    await page.close();
  });

  it('keeps the demo-feed notice in a navigation bar that fits every width', async () => {
    const page = await signedInPage(browser, stack, phone);
    await page.goto(`${stack.gateway}/`);
    for (const width of [phone.width, 768, 1024, 1280, desktop.width]) {
      await page.setViewportSize({ width, height: 800 });
      const notice = page.getByTestId('demo-feed-notice');
      await notice.waitFor();
      const box = await notice.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      const bar = await page
        .locator('.nav-bar__inner')
        .evaluate((element) => ({ content: element.scrollWidth, shown: element.clientWidth }));
      expect({ width, ...bar }).toEqual({ width, content: bar.shown, shown: bar.shown });
      if (width === 1024) await saveScreenshot(page, 'dashboard-1024');
    }
    await page.setViewportSize(phone);
    await saveScreenshot(page, 'dashboard-390');
    await page.close();
  });

  it('shows 404 - Not Found for an unknown path', async () => {
    const page = await signedInPage(browser, stack);
    await page.goto(`${stack.gateway}/no-such-screen`);
    await page.getByText('404 - Not Found').waitFor();
    await saveScreenshot(page, 'not-found');
    await page.close();
  });
});
