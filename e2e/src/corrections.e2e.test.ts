import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser } from 'playwright-core';
import { tokenFactsSchema } from '@solana-hub/contracts';
import { desktop, launchBrowser, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The trader corrects the symbol of one message on the token's page, in a real browser against
// the real stack: the page then shows the corrected symbol and that it is the trader's.

let stack: E2eStack;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: false });
  browser = await launchBrowser();
  cookie = await stack.login();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("correcting a message on the token's page", () => {
  it('corrects the symbol of a message, and the page says the symbol is the trader’s', async () => {
    const address = bs58.encode(randomBytes(32));
    const text = `🚨 NEW ALERT 🚨\n🐸 Frog Prince ($FROG)\nCA: ${address}\n💰 MC: $52K`;
    expect(await stack.postAlert({ message_id: 'correct-1', text })).toBe(202);
    const factsOf = async () => {
      const response = await fetch(`${stack.gateway}/api/tokens/${address}/facts`, { headers: { cookie } });
      return response.ok ? tokenFactsSchema.parse(await response.json()) : undefined;
    };
    await stack.waitFor(async () => ((await factsOf())?.symbol?.value === 'FROG' ? true : undefined), 30_000);

    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/history/${address}`);
    const symbolFact = page.getByTestId('fact-symbol');
    await symbolFact.getByText('$FROG', { exact: true }).waitFor();
    await symbolFact.getByText(/from alert in/).waitFor();

    await page.getByTestId('message-history').getByTestId('correct-message').first().click();
    const symbol = page.getByTestId('correct-symbol');
    await expect(symbol.inputValue()).resolves.toBe('FROG');
    await symbol.fill('$FROGGY');
    await page.getByTestId('save-correction').click();

    await symbolFact.getByText('$FROGGY', { exact: true }).waitFor();
    await symbolFact.getByText(/from your correction/).waitFor();
    await page.locator('.tag').getByText('$FROGGY', { exact: true }).waitFor();
    await saveScreenshot(page, 'history-corrected-symbol');
    expect((await factsOf())?.corrections).toEqual([
      expect.objectContaining({ token_symbol: 'FROGGY', token_name: null, market_cap: null }),
    ]);
    await page.close();
  });
});
