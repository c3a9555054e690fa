import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import { findTelegramChat, saveTelegramChatList, type ListedChat } from '@solana-hub/db';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The Sources screen in a real browser against the built stack: it lists the account's chats,
// a chat is switched on with a backfill period, and that chat's messages reach the dashboard
// while the screen counts them without a reload. The chats are listed as the ingest lists them
// (its repository function); the messages come through the HTTP ingest under the chat's id.

const ALPHA: ListedChat = { chatId: '-1001700000001', title: 'Alpha Calls', kind: 'channel', username: 'alphacalls' };
const GEMS: ListedChat = { chatId: '-1001700000002', title: 'Gem Hunters', kind: 'supergroup', username: null };
const DEGEN: ListedChat = { chatId: '-4700000003', title: 'Degen Club', kind: 'group', username: 'degenclub' };
const GONE: ListedChat = { chatId: '-1001700000004', title: 'Old Pumps', kind: 'channel', username: 'oldpumps' };

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
  // The account had four chats, then left one.
  await saveTelegramChatList(stack.database.db, [ALPHA, GEMS, DEGEN, GONE], new Date(Date.now() - 60_000));
  await saveTelegramChatList(stack.database.db, [ALPHA, GEMS, DEGEN]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A full-page screenshot from the top, so the sticky navigation bar sits where it belongs. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function openSources(viewport = desktop): Promise<Page> {
  const page = await signedInPage(browser, stack, viewport);
  await page.goto(`${stack.gateway}/`);
  // Reached from the navigation, as a trader would: the bar on a wide screen, the menu on a phone.
  if (viewport === desktop) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sources' }).click();
  } else {
    await page.getByTestId('mobile-menu-trigger').click();
    await page.getByTestId('mobile-menu').getByRole('menuitem', { name: 'Sources' }).click();
  }
  await page.waitForURL(`${stack.gateway}/sources`);
  await page.getByRole('heading', { name: 'Sources', level: 1 }).waitFor();
  return page;
}

const chatRow = (page: Page, chat: ListedChat) => page.locator(`[data-testid="chat-row"][data-chat-id="${chat.chatId}"]`);
const chatCard = (page: Page, chat: ListedChat) => page.locator(`[data-testid="chat-card"][data-chat-id="${chat.chatId}"]`);

function alertText(token: { name: string; symbol: string; address: string }): string {
  return `🚨 NEW ALERT 🚨\n${token.name} ($${token.symbol})\nCA: ${token.address}\n💰 MC: $42K`;
}

describe('the Sources screen', () => {
  it('says what to set up, and lists the chats with the one the account left greyed and not switchable', async () => {
    const page = await openSources();
    const account = page.getByTestId('account');
    expect(await page.getByTestId('account-state').textContent()).toBe('Not set up');
    expect(await account.getByTestId('account-setting').allTextContents()).toEqual(['TELEGRAM_API_ID', 'TELEGRAM_API_HASH', 'TELEGRAM_SESSION_KEY']);
    expect(await account.getByTestId('login-command').textContent()).toBe('npm run telegram:login');
    expect(await page.getByTestId('bot-state').textContent()).toBe('Not set up');

    await chatRow(page, ALPHA).waitFor();
    expect(await page.getByTestId('chat-row').getByTestId('chat-title').allTextContents()).toEqual(['Alpha Calls', 'Degen Club', 'Gem Hunters', 'Old Pumps']);
    expect(await page.getByTestId('chats-summary').textContent()).toBe('0 of 4 watched · 0 messages today');
    const gone = chatRow(page, GONE);
    expect(await gone.getByTestId('chat-state').textContent()).toBe('Left');
    expect(await gone.getByRole('switch', { name: 'Watch Old Pumps' }).isDisabled()).toBe(true);
    expect(await gone.evaluate((row) => getComputedStyle(row).opacity)).toBe('0.6');

    await page.getByLabel('Search chats').fill('@degen');
    await page.getByTestId('chat-row').first().waitFor();
    expect(await page.getByTestId('chat-row').getByTestId('chat-title').allTextContents()).toEqual(['Degen Club']);
    await page.getByLabel('Search chats').fill('nothing like it');
    await page.getByText('No chat matches “nothing like it”.').waitFor();
    await page.getByLabel('Search chats').fill('');
    await page.getByTestId('chat-row').nth(3).waitFor();
    await screenshot(page, 'sources-1440');
    await page.context().close();
  });

  it("switches a chat on with a backfill period, and counts its messages as they reach the dashboard, without a reload", async () => {
    const page = await openSources();
    const row = chatRow(page, ALPHA);
    await row.getByRole('switch', { name: 'Watch Alpha Calls' }).click();
    const dialog = page.getByTestId('watch-dialog');
    await dialog.getByRole('heading', { name: 'Watch Alpha Calls' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'the last 24 h (default)' }).isChecked()).toBe(true);
    await screenshot(page, 'sources-watch-dialog-1440');
    await dialog.getByRole('radio', { name: 'the last 6 h' }).check();
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Watching Alpha Calls' }).waitFor();

    expect(await findTelegramChat(stack.database.db, ALPHA.chatId)).toMatchObject({ watched: true, backfillHours: 6, lastReadMessageId: null });
    await stack.waitFor(async () => ((await row.getByRole('switch', { name: 'Watch Alpha Calls' }).getAttribute('aria-checked')) === 'true' ? true : undefined));
    expect(await row.getByTestId('chat-state').textContent()).toBe('Catching up');

    const tokens = [
      { name: 'Alpha Frog', symbol: 'AFROG', address: bs58.encode(randomBytes(32)) },
      { name: 'Alpha Whale', symbol: 'AWHALE', address: bs58.encode(randomBytes(32)) },
    ];
    for (const [index, token] of tokens.entries()) {
      expect(await stack.postAlert({ chat: ALPHA.chatId, message_id: 100 + index, text: alertText(token) })).toBe(202);
    }
    // The screen polls: the count moves while it stays open.
    await stack.waitFor(async () => ((await row.getByTestId('chat-today').textContent()) === '2' ? true : undefined));
    expect(await page.getByTestId('chats-summary').textContent()).toBe('1 of 4 watched · 2 messages today');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Tokens/ }).click();
    for (const token of tokens) await page.getByTestId('token-row').filter({ hasText: token.name }).waitFor();
    await page.context().close();
  });

  it('switches a chat off at once', async () => {
    const page = await openSources();
    const toggle = chatRow(page, ALPHA).getByRole('switch', { name: 'Watch Alpha Calls' });
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'true' ? true : undefined));
    await toggle.click();
    await page.getByTestId('toast').filter({ hasText: 'No longer watching Alpha Calls' }).waitFor();
    expect((await findTelegramChat(stack.database.db, ALPHA.chatId))?.watched).toBe(false);
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'false' ? true : undefined));
    await page.context().close();
  });

  it('shows the chats as cards on a phone, and switches one on there', async () => {
    const page = await openSources(phone);
    const card = chatCard(page, GEMS);
    await card.waitFor();
    expect(await page.getByTestId('chat-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await card.getByRole('switch', { name: 'Watch Gem Hunters' }).click();
    const dialog = page.getByTestId('watch-dialog');
    await dialog.getByRole('radio', { name: 'None: only new messages' }).check();
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Watching Gem Hunters' }).waitFor();
    expect(await findTelegramChat(stack.database.db, GEMS.chatId)).toMatchObject({ watched: true, backfillHours: 0 });
    await stack.waitFor(async () => ((await card.getByTestId('chat-state').textContent()) === 'Catching up' ? true : undefined));
    await screenshot(page, 'sources-390');
    await page.context().close();
  });
});
