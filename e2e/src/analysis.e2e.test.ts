/// <reference lib="dom" />
// The DOM types are for the page functions below, which run in the browser.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import { analysisResultSchema, type AnalysisResult } from '@solana-hub/contracts';
import { findAnalysis } from '@solana-hub/db';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';

// The analysis page (/analysis/:address) against the real gateway and analyzer. The stack's
// DexScreener, RugCheck and Solana RPC are a port nobody listens on, so they never answer: a
// token the alerts named gets the analyzer's report of what its alert messages say; the report
// of the provider-backed token is stored in the `analyses` table as the analyzer stores it; a
// token no alert named shows the error state.

let stack: E2eStack;
let browser: Browser;
const analyzedAddress = bs58.encode(randomBytes(32));
const unknownAddress = bs58.encode(randomBytes(32));
const alertedAddress = bs58.encode(randomBytes(32));
const pairAddress = bs58.encode(randomBytes(32));

const report: AnalysisResult = analysisResultSchema.parse({
  tokenAddress: analyzedAddress,
  timestamp: new Date().toISOString(),
  overallRisk: 'high',
  recommendation: 'High risk: the top 10 wallets hold most of the supply and mint authority is still enabled. Trade small.',
  security: {
    riskLevel: 'high',
    score: 42,
    source: 'rugcheck',
    warnings: ['Top 10 holders own 62.5% of the supply', 'Mint authority is enabled', 'Ownership is not renounced'],
    details: {
      isHoneypot: false,
      hasRugPullRisk: true,
      liquidityLocked: true,
      ownershipRenounced: false,
      topHoldersPercent: 62.5,
      devHoldingsPercent: 4.2,
      canMint: true,
      canFreeze: false,
    },
  },
  market: {
    marketCap: 1_234_567,
    liquidity: { usd: 45_678, locked: true },
    volume24h: 987_654,
    priceChange24h: 18.4,
    holders: 1_284,
    dexName: 'Raydium',
    txns24h: { buys: 300, sells: 200 },
    signals: ['Volume spike', 'New holders rising'],
    pairAddress,
  },
});

/** Stores the report as fresh (the gateway answers a stored report only while it is recent). */
async function storeReport(): Promise<void> {
  const row = {
    token_address: analyzedAddress,
    report: JSON.stringify({ ...report, timestamp: new Date().toISOString() }),
    analyzed_at: new Date(),
  };
  await stack.database.db
    .insertInto('analyses')
    .values(row)
    .onConflict((conflict) => conflict.column('token_address').doUpdateSet({ report: row.report, analyzed_at: row.analyzed_at }))
    .execute();
}

async function openAnalysis(address: string, viewport = desktop, colorScheme: 'dark' | 'light' = 'dark'): Promise<Page> {
  const page = await signedInPage(browser, stack, viewport);
  await page.emulateMedia({ colorScheme });
  await page.goto(`${stack.gateway}/analysis/${address}`);
  return page;
}

beforeAll(async () => {
  stack = await startE2eStack();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the analysis page of an analyzed token', () => {
  beforeEach(storeReport);

  it('shows the verdict and the Security tab with holder shares coloured by their limits', async () => {
    const page = await openAnalysis(analyzedAddress);
    await page.getByTestId('risk-badge').waitFor();
    expect(await page.getByTestId('risk-badge').getAttribute('data-colour')).toBe('orange');
    expect(await page.getByTestId('risk-badge').innerText()).toMatch(/high risk/i);
    expect(await page.getByTestId('security-score').innerText()).toBe('42/100');
    expect(await page.getByTestId('market-cap').innerText()).toBe('$1.23M');
    expect(await page.getByTestId('recommendation').innerText()).toBe(report.recommendation);
    expect(await page.getByTestId('token-address').innerText()).toBe(analyzedAddress);
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    const tiles = page.getByTestId('security-tab').getByTestId('detail-tile');
    expect(await tiles.count()).toBe(8);
    const topHolders = tiles.filter({ hasText: 'Top 10 Holders' });
    expect(await topHolders.getAttribute('data-tone')).toBe('bad');
    expect(await topHolders.locator('dd').innerText()).toBe('62.5%');
    const devHoldings = tiles.filter({ hasText: 'Dev Holdings' });
    expect(await devHoldings.getAttribute('data-tone')).toBe('good');
    expect(await devHoldings.locator('dd').innerText()).toBe('4.2%');
    // Red is red: the value's colour is the theme's "down" colour.
    const [badColour, goodColour] = await Promise.all([
      topHolders.locator('dd').evaluate((el) => getComputedStyle(el).color),
      devHoldings.locator('dd').evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(badColour).not.toBe(goodColour);
    await saveScreenshot(page, 'analysis-security-1440');
    await page.close();
  });

  it('shows the Market tab with the buy/sell ratio and the DEX chart link, and the Warnings tab with its count', async () => {
    const page = await openAnalysis(analyzedAddress);
    await page.getByRole('tab', { name: 'Market' }).click();
    const market = page.getByTestId('market-tab');
    await market.waitFor();
    for (const text of ['$45.68K', '$987.65K', '+18.4%', '1,284', 'Raydium', 'Volume spike', 'New holders rising']) {
      await market.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByTestId('buy-sell-ratio').innerText()).toBe('60%');
    const chart = page.getByTestId('dex-chart-link');
    expect(await chart.getAttribute('href')).toBe(`https://dexscreener.com/solana/${pairAddress}`);
    expect(await chart.getAttribute('target')).toBe('_blank');
    expect(await chart.getAttribute('rel')).toBe('noopener noreferrer');
    await saveScreenshot(page, 'analysis-market-1440');

    await page.getByRole('tab', { name: 'Warnings (3)' }).click();
    const warnings = page.getByTestId('warnings-tab').locator('li');
    expect(await warnings.allInnerTexts()).toEqual(report.security.warnings);
    await saveScreenshot(page, 'analysis-warnings-1440');
    await page.close();
  });

  it('copies a plain-text report and says Copied! for 2 s', async () => {
    const page = await openAnalysis(analyzedAddress);
    const copyReport = page.getByTestId('copy-report');
    await copyReport.click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Token Analysis Report');
    expect(copied).toContain(`Token: ${analyzedAddress}`);
    expect(copied).toContain('Security Score: 42/100');
    expect(copied).toContain('- Buy/Sell Ratio: 60%');
    expect(copied).toContain('Warnings (3)\n- Top 10 holders own 62.5% of the supply');
    const copiedAt = Date.now();
    await page.getByText('Copy Report', { exact: true }).waitFor({ timeout: 5_000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1_500);

    await page.getByTestId('copy-address').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(analyzedAddress);
    await page.close();
  });

  it('refetches the report on Refresh', async () => {
    const page = await openAnalysis(analyzedAddress);
    await page.getByTestId('risk-badge').waitFor();
    const refetched = page.waitForResponse((response) => response.url().endsWith(`/api/analyze/full/${analyzedAddress}`));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refetched).status()).toBe(200);
    await page.close();
  });

  it('fits a phone in both themes', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const page = await openAnalysis(analyzedAddress, phone, colorScheme);
      await page.getByTestId('risk-badge').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await saveScreenshot(page, `analysis-security-390-${colorScheme}`);
      await page.getByRole('tab', { name: 'Market' }).click();
      await page.getByTestId('market-tab').waitFor();
      await saveScreenshot(page, `analysis-market-390-${colorScheme}`);
      await page.close();
    }
  });

  it('looks right in the light theme on a wide screen', async () => {
    const page = await openAnalysis(analyzedAddress, desktop, 'light');
    await page.getByTestId('risk-badge').waitFor();
    await saveScreenshot(page, 'analysis-security-1440-light');
    await page.close();
  });
});

/** Two alerts about one token, as a pump.fun bot and a radar bot write them (libs/demo-alerts). */
async function postAlertsAboutAlertedToken(): Promise<void> {
  const newAlert = [
    '🚨 NEW ALERT 🚨',
    '🦥 Offline Sloth ($OSLOTH)',
    '🟢 Trending on pump.fun',
    '',
    `CA: ${alertedAddress}`,
    '💰 MC: $13.3K • 🔝 $13.9K',
    '📈 Bonding curve: 14.8%',
    '👥 Holders: 41 | Top 10: 38.2%',
    '👨‍💻 Dev: 6.5% ⚠️',
    '⏰ Created 2m ago',
  ].join('\n');
  const radar = [
    '🛰 TRENCH RADAR',
    '🟠 Offline Sloth · $OSLOTH 🦥',
    'MC $47.8K | Vol 1h $96.3K | Liq $14.1K',
    'Holders: 344 | Top 10: 19.4%',
    `CA: ${alertedAddress}`,
    '⏱ 52m old',
  ].join('\n');
  expect(
    await stack.postAlert({ message_id: 'offline-1', text: newAlert, date: new Date(Date.now() - 30 * 60_000).toISOString() }),
  ).toBeLessThan(300);
  expect(await stack.postAlert({ message_id: 'offline-2', text: radar })).toBeLessThan(300);
  const { db } = stack.database;
  await stack.waitFor(async () => {
    const token = await db.selectFrom('tokens').select('message_count').where('token_address', '=', alertedAddress).executeTakeFirst();
    return token?.message_count === 2 ? true : undefined;
  });
  // The token's first analysis may have come between the two alerts: once it is stored, it is
  // dropped, so the page asks the analyzer for a report over both.
  await stack.waitFor(async () => ((await findAnalysis(db, alertedAddress)) ? true : undefined));
  await db.deleteFrom('analyses').where('token_address', '=', alertedAddress).execute();
}

describe('the analysis page of a token only its alerts describe', () => {
  beforeAll(postAlertsAboutAlertedToken);

  it("shows the analyzer's report from the alert messages, naming them as the source", async () => {
    const page = await openAnalysis(alertedAddress);
    await page.getByTestId('risk-badge').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('risk-badge').innerText()).toMatch(/high risk/i);
    expect(await page.getByTestId('security-score').innerText()).toBe('60/100');
    expect(await page.getByTestId('market-cap').innerText()).toBe('$47.80K');
    // The heading and the tab say which token this is, not only its address.
    await page.getByTestId('analysis-token-name').getByText('Offline Sloth ($OSLOTH)').waitFor();
    expect(await page.title()).toBe('Offline Sloth ($OSLOTH) · Token Analysis · Solana Hub');
    const security = page.getByTestId('security-tab');
    await security.getByText('alert messages', { exact: true }).waitFor();
    const tiles = security.getByTestId('detail-tile');
    expect(await tiles.filter({ hasText: 'Top 10 Holders' }).locator('dd').innerText()).toBe('19.4%');
    expect(await tiles.filter({ hasText: 'Dev Holdings' }).locator('dd').innerText()).toBe('6.5%');
    // Nobody checked the authorities or the lock: Unknown, neither a red Yes nor a green No.
    for (const flag of ['Can Mint', 'Can Freeze', 'Liquidity Locked', 'Honeypot'])
      expect(await tiles.filter({ hasText: flag }).locator('dd').innerText()).toBe('Unknown');
    await saveScreenshot(page, 'analysis-alerts-security-1440');

    await page.getByRole('tab', { name: 'Market' }).click();
    const market = page.getByTestId('market-tab');
    for (const text of ['$14.10K', '344', 'Up 3.6x since the first alert at $13.3K'])
      await market.getByText(text, { exact: true }).waitFor();
    // The alerts state no trades: not known, rather than 0 buys and 0 sells.
    expect(await page.getByTestId('trades-panel').innerText()).toMatch(/N\/A\s*buys[\s\S]*N\/A\s*sells/);
    await saveScreenshot(page, 'analysis-alerts-market-1440');

    await page.getByRole('tab', { name: /^Warnings/ }).click();
    const warnings = await page.getByTestId('warnings-tab').locator('li').allInnerTexts();
    expect(warnings).toContain('On-chain security checks could not be made: RugCheck and the Solana RPC did not answer');
    expect(warnings).toContain('Mint authority not checked on-chain: treat it as enabled (the dev may print more tokens)');
    expect(warnings.find((warning) => warning.startsWith('Not checked on-chain, from the alert messages (stated'))).toMatch(
      /: holders, top 10 share, dev holdings, market cap and liquidity$/,
    );
    await saveScreenshot(page, 'analysis-alerts-warnings-1440');
    await page.close();
  }, 60_000);

  it('fits a phone', async () => {
    const page = await openAnalysis(alertedAddress, phone);
    await page.getByTestId('risk-badge').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, 'analysis-alerts-security-390');
    await page.getByRole('tab', { name: /^Warnings/ }).click();
    await page.getByTestId('warnings-tab').waitFor();
    await saveScreenshot(page, 'analysis-alerts-warnings-390');
    await page.close();
  }, 60_000);
});

describe('the analysis page when no report can be had', () => {
  it('says Failed to analyze token and tries again on Retry', async () => {
    const page = await openAnalysis(unknownAddress);
    const failure = page.getByText('Failed to analyze token', { exact: true });
    await failure.waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'analysis-error-1440');

    // Hold the retried request so the loading state stays on screen long enough to be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/analyze/full/${unknownAddress}`, async (route) => {
      await held;
      await route.continue();
    });
    const retried = page.waitForResponse((response) => response.url().endsWith(`/api/analyze/full/${unknownAddress}`), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Analyzing token...', { exact: true }).waitFor();
    expect(await failure.count()).toBe(0);
    await saveScreenshot(page, 'analysis-loading-1440');
    release();
    expect((await retried).ok()).toBe(false);
    await failure.waitFor({ timeout: 60_000 });

    await page.setViewportSize(phone);
    await saveScreenshot(page, 'analysis-error-390');
    await page.close();
  }, 180_000);
});
