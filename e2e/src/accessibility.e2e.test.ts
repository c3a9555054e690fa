import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import { alertLoad } from './alert-load.js';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// Every screen, at 1440 and 390 px, checked by axe-core in the real browser: no serious or
// critical violation (missing names, contrast, ARIA misuse...). The demo feed fills the screens.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let stack: E2eStack;
let browser: Browser;
let address: string;
/** One session for every page: logging in for each would meet the login rate limit. */
let session: string;

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchBrowser();
  // The demo alerts, re-addressed to a dozen tokens over an hour, so that the screens hold what a
  // trader's would; and a token of its own for the history and analysis pages.
  const hourAgo = Date.now() - 60 * 60_000;
  for (const [index, alert] of alertLoad(36, 12).entries())
    await stack.postAlert({
      ...alert,
      chat: `-10077000${index % 4}`,
      chat_title: `Demo Calls ${(index % 4) + 1}`,
      date: new Date(hourAgo + index * 90_000).toISOString(),
    });
  address = bs58.encode(randomBytes(32));
  const text = `🚨 NEW ALERT 🚨\n🦉 Axe Owl ($AXOWL)\nCA: ${address}\n💰 MC: $42.1K`;
  expect(await stack.postAlert({ message_id: 'accessibility-1', text })).toBe(202);
  session = await stack.login();
  await stack.waitFor(
    async () => ((await fetch(`${stack.gateway}/api/tokens/${address}`, { headers: { cookie: session } })).ok ? true : undefined),
    60_000,
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The serious and critical violations axe finds on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the gateway's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Each screen: its name, its path, and the name of its screenshot (docs/images keeps a copy of each). */
const screens: Array<[string, () => string, string]> = [
  ['Tokens', () => '/', 'tokens'],
  // The list's own container with no row in it: a name on an element of no role was flagged then.
  ['Tokens, none matching the search', () => '/?q=no-such-token', 'tokens-none-matching'],
  ['Message Traces', () => '/messages', 'message-traces'],
  ['Archived', () => '/archived', 'archived'],
  ['Channels', () => '/channels', 'channels'],
  ['Templates', () => '/templates', 'templates'],
  ['the template wizard', () => '/templates/wizard', 'template-wizard'],
  ['Rules', () => '/rules', 'rules'],
  ['Sources', () => '/sources', 'sources'],
  ['a token history', () => `/history/${address}`, 'token-history'],
  ['a token analysis', () => `/analysis/${address}`, 'token-analysis'],
];

describe.each([
  ['1440 px', desktop],
  ['390 px', phone],
])('accessibility at %s', (_width, viewport) => {
  const width = String(viewport.width);
  it.each(screens)(
    '%s has no serious violation',
    async (_name, path, shot) => {
      const page = await signedInPage(browser, stack, viewport, session);
      await page.goto(`${stack.gateway}${path()}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `screen-${shot}-${width}`);
      await page.close();
    },
    60_000,
  );

  it('the login page has no serious violation', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${stack.gateway}/login`);
    await page.getByRole('button', { name: /log ?in/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
