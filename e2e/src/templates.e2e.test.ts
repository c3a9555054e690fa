import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The Message Templates screen and the template wizard in a real browser against the real
// stack. The stack has no OPENAI_API_KEY: GET /api/ai/status says so, the wizard switches its
// AI analysis off (the gateway would refuse every AI call with 503) and analyses the pasted
// message itself.

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack(), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const whaleWatch = [
  '🐋 WHALE WATCH 🐋',
  'Goblin Cat ($GOBCAT)',
  'CA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  '🧠 Smart Money: 4 wallets bought',
  '💰 Volume: $12.4K',
  'MC: $24.1K',
].join('\n');

const storedTemplate = (name: string) => stack.database.db.selectFrom('templates').selectAll().where('name', '=', name).executeTakeFirst();

/** A full-page screenshot from the top, so the sticky navigation bar sits where it belongs. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="template-row"][data-name="${name}"]`);

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  if (description) expect(await toast.textContent()).toMatch(description);
}

async function openWizard(viewport = desktop): Promise<Page> {
  const page = await signedInPage(browser, stack, viewport);
  await page.goto(`${stack.gateway}/templates/wizard`);
  await page.getByRole('heading', { name: 'Template Wizard' }).waitFor();
  return page;
}

async function analyse(page: Page, sample: string) {
  await page.getByLabel('Sample message').fill(sample);
  await page.getByRole('button', { name: 'Analyze Message' }).click();
  await page.getByRole('tab', { name: /Overview/ }).waitFor();
}

describe('Message Templates', () => {
  it('lists the built-in templates with their stats', async () => {
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/templates`);
    await page.getByRole('heading', { name: 'Message Templates' }).waitFor();
    await page.getByTestId('template-row').first().waitFor();
    const stored = await stack.database.db.selectFrom('templates').select(['name', 'enabled']).execute();
    expect(await page.getByTestId('template-row').count()).toBe(stored.length);
    expect(await page.getByTestId('templates-total').textContent()).toBe(String(stored.length));
    expect(await page.getByTestId('templates-active').textContent()).toBe(String(stored.filter((t) => t.enabled).length));
    expect(await page.getByTestId('templates-disabled').textContent()).toBe(String(stored.filter((t) => !t.enabled).length));
    await expect(rowOf(page, 'insider').textContent()).resolves.toMatch(/Insider.*Priority \d+.*Active.*insider.*Created/);
    await screenshot(page, 'templates-list');
    await page.setViewportSize(phone);
    await screenshot(page, 'templates-list-phone');
    await page.context().close();
  });

  it('switches a template off and on', async () => {
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/templates`);
    const toggle = rowOf(page, 'curated').getByTestId('template-switch');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expectToast(page, 'Template updated', /Template status has been changed/);
    await stack.waitFor(async () => ((await storedTemplate('curated'))?.enabled === false ? true : undefined));
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'false' ? true : undefined));
    expect(await rowOf(page, 'curated').textContent()).toContain('Disabled');
    await toggle.click();
    await stack.waitFor(async () => ((await storedTemplate('curated'))?.enabled === true ? true : undefined));
    await page.context().close();
  });

  it('duplicates a template as a disabled copy', async () => {
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/templates`);
    await rowOf(page, 'insider')
      .getByRole('button', { name: /Duplicate/ })
      .click();
    await expectToast(page, 'Template duplicated', /A copy of the template has been created/);
    const copy = rowOf(page, 'insider_copy');
    await copy.waitFor();
    expect(await copy.getByTestId('template-display-name').textContent()).toBe('Insider (Copy)');
    expect(await copy.textContent()).toContain('Disabled');
    expect(await copy.getByTestId('template-switch').getAttribute('aria-checked')).toBe('false');
    expect(await storedTemplate('insider_copy')).toMatchObject({ enabled: false, display_name: 'Insider (Copy)' });
    await page.context().close();
  });
});

describe('the template wizard', () => {
  it('says there is no message when the sample is blank', async () => {
    const page = await openWizard();
    const analyze = page.getByRole('button', { name: 'Analyze Message' });
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByLabel('Sample message').fill('   ');
    await analyze.click();
    await expectToast(page, 'No message', /Please paste a message to analyze/);
    await page.context().close();
  });

  it('disables the model dropdown and says why when the server has no AI, and estimates no cost', async () => {
    const page = await openWizard();
    const reason = page.getByTestId('wizard-ai-unavailable');
    await reason.waitFor();
    const estimates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai/estimate-cost')) estimates.push(request.url());
    });
    expect(await reason.textContent()).toBe('AI is not configured: set OPENAI_API_KEY. The wizard analyses the message without AI.');
    const model = page.getByTestId('wizard-model');
    expect(await model.isDisabled()).toBe(true);
    expect(await model.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    // Disabled, not only dimmed: a click does not open it.
    await model.click({ force: true });
    expect(await page.getByRole('option').count()).toBe(0);

    await page.getByLabel('Sample message').fill(whaleWatch);
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('wizard-cost-estimate').count()).toBe(0);
    expect(estimates).toHaveLength(0);
    await screenshot(page, 'template-wizard-step-1-no-ai');
    await page.context().close();
  });

  it('creates a template from a pasted alert when the AI is not there, edits it, and deletes it', async () => {
    const page = await openWizard();
    const aiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) aiCalls.push(request.url());
    });
    // AI analysis is on by default, and switched off once the server says it has no AI.
    const useAi = page.locator('[data-testid="wizard-use-ai"][aria-checked="false"]');
    await useAi.waitFor();
    expect(await useAi.isDisabled()).toBe(true);
    expect(await page.getByLabel('AI extraction instructions').inputValue()).toBe(
      'Automatically detect all relevant fields present in this message type',
    );
    await page.getByLabel('Sample message').fill(whaleWatch);
    await screenshot(page, 'template-wizard-step-1');

    // Step 1 -> 2: no AI calls that could only fail; the heuristic analysis stands.
    await page.getByRole('button', { name: 'Analyze Message' }).click();
    await page.getByRole('tab', { name: /Overview/ }).waitFor();
    expect(aiCalls.filter((url) => url.endsWith('/api/ai/extract'))).toHaveLength(0);
    expect(await page.getByRole('textbox', { name: 'Template name' }).inputValue()).toBe('whale_watch');

    await page.getByRole('tab', { name: /Extracted Fields/ }).click();
    const marketCap = page.locator('[data-testid="field-row"][data-field="market_cap"]');
    expect(await marketCap.textContent()).toMatch(/Market Cap.*market_cap.*90%.*24100/);
    const displayTemplate = page.getByLabel('Token Card Display Template');
    await displayTemplate.fill('Buyers: ');
    await page.getByRole('group', { name: 'Insert a field' }).getByRole('button', { name: '{{smart_buyers}}' }).click();
    expect(await displayTemplate.inputValue()).toBe('Buyers: {{smart_buyers}}');
    await screenshot(page, 'template-wizard-step-2');

    // A field the analysis did not propose, from the preset library the gateway serves.
    await page.getByRole('button', { name: 'Add field from preset library' }).click();
    const library = page.getByRole('dialog', { name: 'Preset library' });
    await library.getByRole('button', { name: /Twitter Mentions/ }).waitFor();
    await saveScreenshot(page, 'template-wizard-preset-library');
    await library.getByLabel('Search presets').fill('twitter');
    await library.getByRole('button', { name: /Twitter Mentions/ }).click();
    await page.locator('[data-testid="field-row"][data-field="twitter_mentions"]').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'template-wizard-step-2-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('tab', { name: /Patterns/ }).click();
    expect(await page.getByTestId('pattern-row').first().textContent()).toContain('WHALE WATCH');

    // Step 2 -> 3 -> save.
    await page.getByRole('button', { name: 'Looks Good, Continue' }).click();
    expect(await page.getByTestId('summary-name').textContent()).toBe('whale_watch');
    expect(await page.getByTestId('summary-patterns').textContent()).toBe('1');
    expect(await page.getByTestId('summary-ai').textContent()).toBe('No');
    await screenshot(page, 'template-wizard-step-3');
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expectToast(page, 'Template created!', /Your template has been saved and is now active/);
    await page.waitForURL(`${stack.gateway}/templates`);
    const created = await storedTemplate('whale_watch');
    expect(created).toMatchObject({ display_name: 'Whale Watch', enabled: true, priority: 100, sample_message: whaleWatch });
    expect(created?.patterns).toEqual([{ pattern: 'WHALE WATCH', type: 'contains', enabled: true }]);
    // Without AI, no field became an AI extractor that could give nothing.
    expect(created?.extractors).toEqual(expect.not.arrayContaining([expect.objectContaining({ type: 'ai' })]));
    expect(created?.extractors).toContainEqual(
      expect.objectContaining({ name: 'twitter_mentions', preset_id: 'twitter-mentions', accumulator_type: 'sum' }),
    );
    expect(created?.extractors).toContainEqual(
      expect.objectContaining({ name: '_output_template', target_field: 'description', output_template: 'Buyers: {{smart_buyers}}' }),
    );
    const templateId = created?.template_id ?? 0;

    // ?edit= opens step 2 straight away; saving updates the same template.
    await rowOf(page, 'whale_watch').getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(`${stack.gateway}/templates/wizard?edit=${templateId}`);
    const displayName = page.getByRole('textbox', { name: 'Display name' });
    await displayName.waitFor();
    expect(await displayName.inputValue()).toBe('Whale Watch');
    await displayName.fill('Whale Watch Pro');
    // A quick preset names the type, and leaves the display name the trader typed.
    await page.getByRole('group', { name: 'Quick presets' }).getByRole('button', { name: 'whale_activity' }).click();
    expect(await displayName.inputValue()).toBe('Whale Watch Pro');
    await page.getByRole('textbox', { name: 'Template name' }).fill('whale_watch');
    // Below the built-in types: they win where both match.
    const priority = page.getByRole('spinbutton', { name: 'Priority' });
    expect(await priority.inputValue()).toBe('100');
    await priority.fill('40');
    await page.getByRole('tab', { name: /Extracted Fields/ }).click();
    expect(await page.getByLabel('Token Card Display Template').inputValue()).toBe('Buyers: {{smart_buyers}}');
    await page.getByRole('button', { name: 'Looks Good, Continue' }).click();
    expect(await page.getByTestId('summary-priority').textContent()).toBe('40');
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expectToast(page, 'Template updated!', /Your template has been updated/);
    await page.waitForURL(`${stack.gateway}/templates`);
    expect(await storedTemplate('whale_watch')).toMatchObject({
      template_id: templateId,
      display_name: 'Whale Watch Pro',
      priority: 40,
      sample_message: whaleWatch,
    });
    await rowOf(page, 'whale_watch').getByText('Priority 40', { exact: true }).waitFor();

    // Delete through the confirmation dialog.
    await rowOf(page, 'whale_watch')
      .getByRole('button', { name: /Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this template? This action cannot be undone.').waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Delete Template');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Template deleted', /The template has been removed/);
    await rowOf(page, 'whale_watch').waitFor({ state: 'detached' });
    expect(await storedTemplate('whale_watch')).toBeUndefined();
    await page.context().close();
  });

  it("says why a save failed, in the server's words", async () => {
    const page = await openWizard();
    await analyse(page, whaleWatch);
    await page.getByRole('group', { name: 'Quick presets' }).getByRole('button', { name: 'volume_alert' }).click();
    await page.getByRole('button', { name: 'Looks Good, Continue' }).click();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await expectToast(page, 'Save failed', /Could not save the template\. Please try again\..*'volume_alert' already exists/);
    expect(await page.getByTestId('save-error').textContent()).toContain("'volume_alert' already exists");
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await openWizard(phone);
    await analyse(page, whaleWatch);
    await page.getByRole('tab', { name: /Extracted Fields/ }).click();
    await screenshot(page, 'template-wizard-step-2-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every tab in sight, none cut off at the edge.
    const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().right));
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    for (const right of tabs) expect(right).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  });
});
