import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startFakeOpenAi, type FakeOpenAi } from '@solana-hub/ai/testing';
import { aiCostEstimateSchema } from '@solana-hub/contracts';
import { desktop, launchBrowser, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The template wizard's model choice and cost estimate on a stack that has AI set up, against
// the OpenAI double: the gateway lists the models the key can use (GET /v1/models) and works out
// the cost estimate without asking any model.

let stack: E2eStack;
let browser: Browser;
let openAi: FakeOpenAi;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  // OpenAI has announced the shutdown of one of the Legacy tier's models.
  openAi.models = openAi.models.map((model) => (model.id === 'gpt-5.6-sol' ? { ...model, shutdown_date: '2027-03-01' } : model));
  [stack, browser] = await Promise.all([
    startE2eStack({ env: { OPENAI_API_KEY: 'e2e-key', OPENAI_BASE_URL: openAi.url } }),
    launchBrowser(),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await openAi?.close();
});

const whaleWatch = [
  '🐋 WHALE WATCH 🐋',
  'Goblin Cat ($GOBCAT)',
  'CA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  '🧠 Smart Money: 4 wallets bought',
  'MC: $24.1K',
].join('\n');

/** The server's answers to the page's cost estimates, as they arrive. */
function recordEstimates(page: Page) {
  const answers: Array<{ estimated_cost: number; tokens: number }> = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/ai/estimate-cost') || response.status() !== 200) return;
    answers.push(aiCostEstimateSchema.parse(await response.json()));
  });
  return answers;
}

async function estimateShown(page: Page, unlike = ''): Promise<string> {
  const estimate = page.locator('[data-testid="wizard-cost-estimate"]:not([aria-busy="true"])');
  return stack.waitFor(async () => {
    const text = (await estimate.count()) === 1 ? await estimate.textContent() : null;
    return text && text !== unlike ? text : undefined;
  });
}

describe('the template wizard with AI', () => {
  it('estimates what Analyze Message would cost on the chosen model, once the trader stops typing', async () => {
    const page = await signedInPage(browser, stack, desktop);
    // The wizard first asks whether the server has AI.
    const availability = page.waitForResponse((response) => response.url().endsWith('/api/ai/status'));
    await page.goto(`${stack.gateway}/templates/wizard`);
    expect((await availability).status()).toBe(200);
    const model = page.getByTestId('wizard-model');
    expect(await model.isDisabled()).toBe(false);
    expect(await page.getByTestId('wizard-ai-unavailable').count()).toBe(0);
    expect(await page.getByTestId('wizard-cost-estimate').count()).toBe(0);

    const answers = recordEstimates(page);
    await page.getByLabel('Sample message').pressSequentially(whaleWatch, { delay: 5 });
    const shown = await estimateShown(page);
    expect(shown).toMatch(/^≈ \$0\.\d+ · [\d,]+ tokens$/);
    // One estimate of the four calls once the typing stops, not one per keystroke. A loaded
    // machine may stall the typing long enough for the wait to end once or twice mid-message:
    // then each pause has its one estimate, and the one shown is the last.
    await stack.waitFor(() => (answers.length >= 4 && answers.length % 4 === 0 ? true : undefined));
    await page.waitForTimeout(300);
    expect(answers.length % 4).toBe(0);
    expect(answers.length).toBeLessThan(whaleWatch.length / 4);
    const tokens = answers.slice(-4).reduce((sum, answer) => sum + answer.tokens, 0);
    const last = answers.length === 4 ? shown : await estimateShown(page);
    expect(last).toContain(` · ${tokens.toLocaleString('en-US')} tokens`);
    await saveScreenshot(page, 'template-wizard-step-1-cost');

    // Today's models in the specification's tiers, the server's default chosen, shutdowns said.
    expect(await model.textContent()).toBe('gpt-6.1-terra (Recommended)');
    await model.click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.slice(0, 5)).toEqual([
      'gpt-6-luna (Ultra Fast)',
      'gpt-6.1-terra (Recommended)',
      'gpt-6.2-astra (Most Powerful)',
      'gpt-5.6-luna (Legacy)',
      'gpt-5.6-sol (Legacy) · shuts down 1 Mar 2027',
    ]);
    expect(options.join(' ')).not.toMatch(/gpt-5-mini|gpt-4-turbo|gpt-3\.5/);
    await page.getByRole('option', { name: 'gpt-6.2-astra (Most Powerful)' }).click();
    const dearer = await estimateShown(page, shown);
    const dollars = (text: string) => Number(/\$([\d.]+)/.exec(text)?.[1]);
    expect(dollars(dearer)).toBeGreaterThan(dollars(shown));
    expect(await page.getByTestId('wizard-model-warning').count()).toBe(0);

    await model.click();
    await page.getByRole('option', { name: 'gpt-5.6-sol (Legacy) · shuts down 1 Mar 2027' }).click();
    expect(await page.getByTestId('wizard-model-warning').textContent()).toBe(
      'OpenAI shuts gpt-5.6-sol down on 1 Mar 2027: choose another model before then.',
    );
    await saveScreenshot(page, 'template-wizard-model-shutting-down');
    // Estimates are the gateway's own arithmetic: no model was asked.
    expect(openAi.requests).toHaveLength(0);

    await page.getByTestId('wizard-use-ai').click();
    await page.getByTestId('wizard-cost-estimate').waitFor({ state: 'detached' });
    expect(await model.isDisabled()).toBe(true);
    await page.context().close();
  });
});
