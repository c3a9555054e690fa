import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// Log out everywhere in real browsers: two browser contexts logged in (two sessions, as two
// devices), one presses the button, the other is sent to the login page.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The session cookie a page holds, as a Cookie header. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies(stack.gateway)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

describe('log out everywhere', () => {
  it('ends the session of every browser: the one pressing it and the other go to the login page', async () => {
    const desk = await signedInPage(browser, stack, desktop);
    const pocket = await signedInPage(browser, stack, phone);
    await desk.goto(`${stack.gateway}/`);
    await pocket.goto(`${stack.gateway}/templates`);
    await pocket.getByRole('heading', { name: 'Message Templates' }).waitFor();
    const pocketCookie = await cookieOf(pocket);
    expect((await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie: pocketCookie } })).status).toBe(200);
    // On a phone the action is in the menu, beside Logout.
    await pocket.getByTestId('mobile-menu-trigger').click();
    await pocket.getByTestId('mobile-menu').getByRole('menuitem', { name: 'Log out everywhere' }).waitFor();
    await pocket.keyboard.press('Escape');

    await desk.getByTestId('account-menu-trigger').click();
    await saveScreenshot(desk, 'shell-account-menu-1440');
    await desk.getByTestId('account-menu').getByRole('menuitem', { name: 'Log out everywhere' }).click();
    await desk.waitForURL(`${stack.gateway}/login`);

    expect((await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie: pocketCookie } })).status).toBe(401);
    await pocket.goto(`${stack.gateway}/messages`);
    await pocket.waitForURL(`${stack.gateway}/login`);
    await desk.goto(`${stack.gateway}/`);
    await desk.waitForURL(`${stack.gateway}/login`);
    await desk.close();
    await pocket.close();
  });
});
