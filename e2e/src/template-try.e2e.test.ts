import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// Try on history in a real browser against the real stack: a template made in the wizard is
// tried on the stored messages, saved and replayed through the extractor, and the stored
// messages change; then the saved template is tried again from its row.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const ZEBRAS = 'zebra-calls';
const OTHERS = 'other-calls';
const zebraCall = (name: string, symbol: string) =>
  ['🦓 ZEBRA CALL 🦓', `${name} ($${symbol})`, `CA: ${bs58.encode(randomBytes(32))}`, 'MC: $120K'].join('\n');
const storedTypes = async (chat: string) =>
  (await stack.database.db.selectFrom('messages').select('message_type').where('chat_id', '=', chat).execute()).map(
    (row) => row.message_type,
  );

/** The number a figure of the open try shows. */
const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.replace(/,/g, ''));

describe('Try on history', () => {
  it('tries a new template on the stored messages, saves and replays them, and the stored messages change', async () => {
    for (const [index, name] of ['Striped Horse', 'Plains Runner', 'Grevy Star'].entries()) {
      expect(await stack.postAlert({ chat: ZEBRAS, message_id: `zebra-${index}`, text: zebraCall(name, `Z${index}`) })).toBe(202);
    }
    expect(await stack.postAlert({ chat: OTHERS, message_id: 'zebra-other', text: zebraCall('Mountain Zebra', 'MZB') })).toBe(202);
    expect(await stack.postAlert({ chat: OTHERS, message_id: 'plain', text: 'gm, nothing to call today' })).toBe(202);
    await stack.waitFor(async () => ((await storedTypes(ZEBRAS)).length + (await storedTypes(OTHERS)).length === 5 ? true : undefined));
    expect(new Set([...(await storedTypes(ZEBRAS)), ...(await storedTypes(OTHERS))])).toEqual(new Set(['unknown']));

    // The wizard, without AI: paste, analyse, continue to the last step.
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/templates/wizard`);
    await page.getByLabel('Sample message').fill(zebraCall('Sample Zebra', 'SZB'));
    await page.getByRole('button', { name: 'Analyze Message' }).click();
    await page.getByRole('button', { name: 'Looks Good, Continue' }).click();
    const name = (await page.getByTestId('summary-name').textContent()) ?? '';
    expect(name).toMatch(/zebra/);

    await page.getByRole('button', { name: 'Try on history' }).click();
    const dialog = page.getByTestId('try-history');
    await dialog.getByTestId('try-matched').waitFor();
    expect(await figure(page, 'try-matched')).toBe(4);
    expect(await figure(page, 'try-changed')).toBe(4);
    expect(await figure(page, 'try-released')).toBe(0);
    expect(await dialog.getByTestId('try-scope').textContent()).toMatch(/all 5 stored messages/);
    const chatRow = (chat: string) => dialog.locator(`[data-testid="try-chat"][data-chat-id="${chat}"]`);
    expect(await chatRow(ZEBRAS).textContent()).toMatch(/zebra-calls\s*3\s*3/);
    expect(await chatRow(OTHERS).textContent()).toMatch(/other-calls\s*1\s*1/);
    const samples = dialog.getByTestId('try-sample');
    expect(await samples.count()).toBe(4);
    // The other chat's zebra call: from unknown to the new type, its token as the reader found it before.
    expect(await samples.filter({ hasText: 'Mountain Zebra' }).textContent()).toMatch(
      new RegExp(`other-calls.*unknown→${name}.*NameMountain ZebraMountain ZebraSymbol\\$MZB\\$MZB`, 's'),
    );
    await saveScreenshot(page, 'template-try-history');

    // Save and replay: the progress bar runs to the end, and the stored messages are read anew.
    const replay = dialog.getByTestId('try-replay');
    expect(await replay.textContent()).toBe('Save and replay 4 messages');
    await replay.click();
    await dialog.locator('[data-testid="replay-progress"][data-finished="true"]').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('replay-progress-text').textContent()).toBe('Replayed 4 · 4 rewritten, 0 unchanged, 0 failed');
    await saveScreenshot(page, 'template-try-history-replayed');
    expect(await storedTypes(ZEBRAS)).toEqual([name, name, name]);
    expect((await storedTypes(OTHERS)).sort()).toEqual([name, 'unknown'].sort());
    expect(await stack.database.db.selectFrom('templates').select('enabled').where('name', '=', name).executeTakeFirst()).toEqual({
      enabled: true,
    });

    // Closed, the wizard goes back to the list; the saved template tried again changes nothing more.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${stack.gateway}/templates`);
    const row = page.locator(`[data-testid="template-row"][data-name="${name}"]`);
    await row.getByRole('button', { name: /on history/ }).click();
    await dialog.getByTestId('try-matched').waitFor();
    expect(await figure(page, 'try-matched')).toBe(4);
    expect(await figure(page, 'try-changed')).toBe(0);
    expect(await dialog.getByTestId('try-sample').count()).toBe(0);
    expect(await dialog.getByTestId('try-replay').textContent()).toBe('Replay 4 messages');
    await page.context().close();
  });
});
