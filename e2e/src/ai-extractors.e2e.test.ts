import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser } from 'playwright-core';
import { startFakeOpenAi, type FakeOpenAi } from '@solana-hub/ai/testing';
import type { TokenMessagesPage } from '@solana-hub/contracts';
import { desktop, launchBrowser, saveScreenshot, signedInPage, startE2eStack, waitForLiveFeed, type E2eStack } from './e2e-stack.js';

// A template's AI extractor through the whole product: saved over the API, run by the extractor
// against a local stand-in for OpenAI (real client, real payloads; nothing leaves the machine),
// and its answer shown in place on a page that was already open.

let openAi: FakeOpenAi;
let stack: E2eStack;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  [stack, browser] = await Promise.all([
    startE2eStack({ env: { OPENAI_API_KEY: 'e2e-key', OPENAI_BASE_URL: openAi.url } }),
    launchBrowser(),
  ]);
  cookie = await stack.login();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await openAi?.close();
});

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe('an AI extractor', () => {
  it("fills a stored message's market cap from the model's answer, live on the open history page", async () => {
    // Until the page is open the model is down: nothing can be answered before the test looks.
    openAi.reply = () => ({ status: 503, message: 'The engine is currently overloaded, please try again later' });
    await api('/api/templates', {
      method: 'POST',
      body: JSON.stringify({
        name: 'oracle_call',
        display_name: 'Oracle Call',
        priority: 900,
        patterns: [{ pattern: 'ORACLE CALL', type: 'contains', enabled: true }],
        extractors: [
          {
            name: 'entry_cap',
            type: 'ai',
            ai_prompt: 'The market cap at the entry the caller gives',
            ai_model: 'gpt-6-luna',
            target_field: 'market_cap',
            post_processor: 'parseAmount',
          },
        ],
      }),
    });
    const address = bs58.encode(randomBytes(32));
    const text = [
      '🔮 ORACLE CALL',
      '🐸 Frog Prophet ($PROPH)',
      `CA: ${address}`,
      'MC: $410K',
      'Entry was 380K before the insiders came',
    ].join('\n');
    // The extractor reloads its templates on the gateway's templates.changed: post until one is read as an oracle call.
    await stack.waitFor(async () => {
      await stack.postAlert({ message_id: `oracle-${Date.now()}`, text });
      const page = await api<TokenMessagesPage>(`/api/tokens/${address}/messages`).catch(() => null);
      return page?.messages.some((message) => message.message_type === 'oracle_call') ? true : undefined;
    });

    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/history/${address}`);
    await waitForLiveFeed(page);
    const oracleCard = page.locator('[data-testid="message-card"][data-message-type="oracle_call"]').first();
    expect(await oracleCard.textContent()).toContain('Market Cap: $410');

    const asked = openAi.requests.length;
    openAi.reply = () => ({ content: JSON.stringify({ data: { entry_cap: '380K' }, confidence: 0.9 }) });
    await stack.waitFor(async () => ((await oracleCard.textContent())?.includes('Market Cap: $380') ? true : undefined), 60_000);
    expect(openAi.requests.length).toBeGreaterThan(asked);
    expect(openAi.requests.at(-1)?.body.messages.at(-1)?.content).toContain('entry_cap: The market cap at the entry the caller gives');
    await saveScreenshot(page, 'history-ai-extractor-answered');
    await page.context().close();
  });
});
