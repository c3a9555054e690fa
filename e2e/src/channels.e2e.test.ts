import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { channelsResponseSchema } from '@solana-hub/contracts';
import { saveAnalysis, storeAlerts } from '@solana-hub/db';
import { analysisReport, type ReportFacts } from '@solana-hub/testing';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';
import { ago, channelAlert, EARLY, LATE, PEPE, QUOK, RELIC, saveTwoChannels } from './two-channels.fixture.js';

// The Channels page in a real browser against the built stack, over calls written to
// PostgreSQL as the extractor writes them, while the demo feed plays (its chats are listed too,
// and its notice makes the navigation bar as wide as it gets).

let stack: E2eStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startE2eStack({ demoFeed: true }), launchBrowser()]);
  // Early Birds call Pepe at 10K (3x an hour later) and Quokka at 20K (25K at best); Late Owls
  // follow on Pepe 30 minutes behind at 15K (2x). A Relic call of 10 days ago counts only in All.
  await storeAlerts(stack.database.db, [
    channelAlert(EARLY, PEPE, 'Pepe Prime', ago(120), 10_000),
    channelAlert(LATE, PEPE, 'Pepe Prime', ago(90), 15_000),
    channelAlert(EARLY, PEPE, 'Pepe Prime', ago(60), 30_000),
    channelAlert(EARLY, QUOK, 'Quokka', ago(50), 20_000),
    channelAlert(LATE, QUOK, 'Quokka', ago(40), 25_000),
    channelAlert(EARLY, RELIC, 'Relic', ago(10 * 24 * 60), 50_000),
  ]);
  await saveTwoChannels(stack.database.db);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const row = (page: Page, chatId: string) => page.locator(`[data-testid="channel-row"][data-chat-id="${chatId}"]`);
const cell = async (page: Page, chatId: string, figure: string) =>
  (await row(page, chatId).getByTestId(`channel-${figure}`).textContent())?.trim();
const rowOrder = (page: Page) =>
  page.getByTestId('channel-row').evaluateAll((rows) => rows.map((element) => element.getAttribute('data-chat-id')));

describe('the Channels page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack, { width: 1280, height: 900 });
    await page.goto(`${stack.gateway}/`);
    await page.getByTestId('demo-feed-notice').waitFor();
  });
  afterAll(async () => {
    await page?.close();
  });

  it('is reached from the navigation bar, which still fits 1280 px with the demo notice', async () => {
    const fits = await page.evaluate(() => {
      const bar = document.querySelector('.nav-bar__inner');
      return {
        scroll: document.documentElement.scrollWidth,
        width: window.innerWidth,
        barScroll: bar?.scrollWidth ?? 0,
        barWidth: bar?.clientWidth ?? 0,
      };
    });
    expect(fits.scroll).toBeLessThanOrEqual(fits.width);
    expect(fits.barScroll).toBeLessThanOrEqual(fits.barWidth);
    const logout = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /log ?out/i })
      .boundingBox();
    expect((logout?.x ?? Infinity) + (logout?.width ?? 0)).toBeLessThanOrEqual(1280);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
    await page.waitForURL(`${stack.gateway}/channels`);
    await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor();
  });

  it('shows each chat’s figures for the period, and where they come from', async () => {
    await row(page, EARLY).waitFor();
    expect(await row(page, EARLY).getByRole('button', { name: 'Early Birds' }).isVisible()).toBe(true);
    expect([
      await cell(page, EARLY, 'calls'),
      await cell(page, EARLY, 'hit_rate_2x'),
      await cell(page, EARLY, 'median_multiple'),
      await cell(page, EARLY, 'best_multiple'),
    ]).toEqual(['2', '50%', '2.1x', '3x']);
    expect([await cell(page, EARLY, 'first_caller_share'), await cell(page, EARLY, 'median_minutes_to_2x')]).toEqual(['100%', '1 h']);
    expect([
      await cell(page, LATE, 'hit_rate_2x'),
      await cell(page, LATE, 'first_caller_share'),
      await cell(page, LATE, 'median_minutes_behind_first'),
    ]).toEqual(['50%', '0%', '20 min']);
    expect(await page.getByTestId('channels-source').textContent()).toMatch(/alerts/);
    await saveScreenshot(page, 'channels-1280');
  });

  it('sorts by a column, and counts the older call in All only', async () => {
    await page.getByTestId('channel-sort-median_minutes_behind_first').click();
    const ascending = (await rowOrder(page)).filter((id) => id === EARLY || id === LATE);
    expect(ascending).toEqual([EARLY, LATE]);
    await page.getByTestId('channel-sort-median_minutes_behind_first').click();
    expect((await rowOrder(page)).filter((id) => id === EARLY || id === LATE)).toEqual([LATE, EARLY]);

    await page.getByTestId('channel-period-all').click();
    await stack.waitFor(async () => ((await cell(page, EARLY, 'calls')) === '3' ? true : undefined));
    await page.waitForURL(/period=all/);
    expect(await page.getByTestId('channels-csv').getAttribute('href')).toBe('/api/channels.csv?period=all');
    const csv = await page.evaluate(async () => (await fetch('/api/channels.csv?period=all')).text());
    expect(csv).toMatch(/^chat_id,chat_title,calls,/);
    expect(csv).toContain(`${EARLY},Early Birds,3,`);
  });

  it('opens a chat’s calls from its row, each linking to the token’s history', async () => {
    await row(page, EARLY).click();
    // The open chat is written to the URL once changes pause: let it settle before leaving the page.
    await page.waitForURL(/chat=/);
    const dialog = page.getByTestId('channel-calls');
    await dialog.getByTestId('channel-call-row').first().waitFor();
    expect(
      await dialog.getByTestId('channel-call-row').evaluateAll((rows) => rows.map((element) => element.getAttribute('data-token-address'))),
    ).toEqual([QUOK, PEPE, RELIC]);
    const pepe = dialog.locator(`[data-token-address="${PEPE}"]`);
    expect([
      await pepe.getByTestId('channel-call-multiple').textContent(),
      await pepe.getByTestId('channel-call-peak-source').textContent(),
    ]).toEqual(['3x', 'an alert']);
    await saveScreenshot(page, 'channels-calls-1280');
    await dialog.getByRole('link', { name: 'Pepe Prime' }).click();
    await page.waitForURL(`${stack.gateway}/history/${PEPE}`);
  });

  it('names on a token’s history the chats that called it, with the multiple since and who was first', async () => {
    // What analyses found: before Early Birds' call, before Late Owls' and a minute ago.
    const analyzed = (at: Date, facts: ReportFacts) =>
      saveAnalysis(stack.database.db, PEPE, { report: analysisReport(PEPE, at, facts), analyzedAt: at });
    await analyzed(ago(121), { canMint: true, canFreeze: true, topHoldersPercent: 80, liquidityUsd: 5_000 });
    await analyzed(ago(95), { canMint: false, canFreeze: true, topHoldersPercent: 55, liquidityUsd: 20_000 });
    await analyzed(ago(1), { canMint: false, canFreeze: false, topHoldersPercent: 30, liquidityUsd: 60_000 });
    const history = await page.context().newPage();
    await history.goto(`${stack.gateway}/history/${PEPE}`);
    const rows = history.getByTestId('called-by-row');
    await rows.first().waitFor();
    await expect(rows.evaluateAll((all) => all.map((element) => element.getAttribute('data-chat-id')))).resolves.toEqual([EARLY, LATE]);
    const early = history.locator(`[data-testid="called-by-row"][data-chat-id="${EARLY}"]`);
    const late = history.locator(`[data-testid="called-by-row"][data-chat-id="${LATE}"]`);
    await expect(early.textContent()).resolves.toContain('Early Birds');
    await expect(early.getByTestId('called-by-multiple').textContent()).resolves.toBe('3x');
    await expect(early.getByTestId('called-by-first').textContent()).resolves.toBe('First');
    await expect(late.getByTestId('called-by-multiple').textContent()).resolves.toBe('2x');
    await expect(late.getByTestId('called-by-first').textContent()).resolves.toBe('+30 min');
    // The security facts known at each call, above those known now.
    const facts = (row: typeof early) =>
      Promise.all(['authorities', 'top10', 'liquidity'].map((name) => row.getByTestId(`called-by-${name}`).textContent()));
    await expect(facts(early)).resolves.toEqual(['Mint & Freeze on', '80%', '$5.00K']);
    await expect(facts(late)).resolves.toEqual(['Freeze on', '55%', '$20.00K']);
    await expect(facts(history.getByTestId('called-by-now'))).resolves.toEqual(['Revoked', '30%', '$60.00K']);
    await saveScreenshot(history, 'history-called-by-1280');
    await history.close();
  });

  it('draws a token’s market cap over time with its calls marked, in both themes and on a phone', async () => {
    const wide = await signedInPage(browser, stack, desktop);
    await wide.emulateMedia({ colorScheme: 'dark' });
    await wide.goto(`${stack.gateway}/history/${PEPE}`);
    const chart = wide.getByTestId('market-cap-chart-canvas');
    await chart.locator('canvas').waitFor();
    await expect(chart.getAttribute('data-points')).resolves.toBe('3');
    // The canvas holds drawn pixels, not an empty box.
    const drawn = () =>
      chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
        let painted = 0;
        for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] ?? 0) > 0) painted += 1;
        return painted;
      });
    await expect(drawn()).resolves.toBeGreaterThan(500);
    // Before any hover the legend says the latest market cap, not '--'.
    const legend = await chart.locator('.u-legend').innerText();
    expect(legend).not.toContain('--');
    expect(legend).toContain('$30.0K');
    const markers = chart.getByTestId('chart-call-marker');
    await stack.waitFor(async () => ((await markers.count()) === 2 ? true : undefined));
    await expect(markers.evaluateAll((all) => all.map((element) => element.getAttribute('data-chat-id')))).resolves.toEqual([EARLY, LATE]);
    const early = chart.locator(`[data-testid="chart-call-marker"][data-chat-id="${EARLY}"]`);
    await expect(early.getAttribute('aria-label')).resolves.toBe('Called by Early Birds');
    // The call markers sit inside the plot, Late Owls' (15K, 30 min later) right of and above Early Birds' (10K).
    const earlyBox = await early.boundingBox();
    const lateBox = await chart.locator(`[data-testid="chart-call-marker"][data-chat-id="${LATE}"]`).boundingBox();
    expect(earlyBox && lateBox && lateBox.x > earlyBox.x && lateBox.y < earlyBox.y).toBe(true);
    await early.hover();
    await expect(early.getByText('Early Birds').isVisible()).resolves.toBe(true);
    await saveScreenshot(wide, 'history-chart-1440');
    // Chromium reports a media change to listeners in its next rendering step: the probe asks for
    // a frame and reads the theme inside it (a page nothing repaints may otherwise wait for one).
    // Under a loaded run a change has gone unreported for 20 s: each probe that still reads dark
    // switches the system theme again, through dark, so the page is told of a fresh change.
    const themeAfterFrame = () =>
      wide.evaluate(
        () =>
          new Promise<string | undefined>((resolve) => {
            requestAnimationFrame(() => resolve(document.documentElement.dataset.theme));
            setTimeout(() => resolve(document.documentElement.dataset.theme), 1000);
          }),
      );
    const switchedToLight = async () => {
      if ((await themeAfterFrame()) === 'light') return true;
      await wide.emulateMedia({ colorScheme: 'dark' });
      await wide.emulateMedia({ colorScheme: 'light' });
      return undefined;
    };
    await wide.emulateMedia({ colorScheme: 'light' });
    await stack.waitFor(switchedToLight, 40_000);
    await chart.locator('canvas').waitFor();
    await expect(drawn()).resolves.toBeGreaterThan(500);
    await saveScreenshot(wide, 'history-chart-1440-light');

    // A token with one known market cap has no chart at all.
    const relic = wide.waitForResponse((response) => response.url().endsWith(`/api/tokens/${RELIC}/market-caps`));
    await wide.goto(`${stack.gateway}/history/${RELIC}`);
    await relic;
    await wide.getByTestId('called-by-row').first().waitFor();
    await expect(wide.getByTestId('market-cap-chart').count()).resolves.toBe(0);
    await wide.close();

    const phonePage = await signedInPage(browser, stack, phone);
    await phonePage.goto(`${stack.gateway}/history/${PEPE}`);
    await phonePage.getByTestId('market-cap-chart-canvas').locator('canvas').waitFor();
    await phonePage.getByTestId('chart-call-marker').first().waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(phonePage, 'history-chart-390');
    await phonePage.close();
  });

  it('lists the chats whose alerts the extractor stored: the demo feed’s', async () => {
    const cookie = await stack.login();
    const demoChats = async () => {
      const answer = channelsResponseSchema.parse(
        await (await fetch(`${stack.gateway}/api/channels?period=24h`, { headers: { cookie } })).json(),
      );
      return answer.channels.filter((channel) => channel.chat_id !== EARLY && channel.chat_id !== LATE);
    };
    const listed = await stack.waitFor(async () => ((await demoChats()).length > 0 ? demoChats() : undefined), 30_000);
    expect(listed[0]?.calls).toBeGreaterThan(0);
  });

  it('shows a card per chat on a phone, every figure in sight, sorted from a menu', async () => {
    const phonePage = await signedInPage(browser, stack, phone);
    await phonePage.goto(`${stack.gateway}/channels?period=all`);
    const card = (chatId: string) => phonePage.locator(`[data-testid="channel-card"][data-chat-id="${chatId}"]`);
    await card(EARLY).waitFor();
    expect(await phonePage.getByTestId('channel-table').count()).toBe(0);
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // Every figure the table has, each visible without scrolling sideways.
    const figures = card(EARLY).locator('dd');
    expect(await figures.count()).toBe(9);
    for (const box of await figures.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(phone.width);
    expect((await card(EARLY).getByTestId('channel-calls').textContent())?.trim()).toBe('3');

    const order = () =>
      phonePage
        .getByTestId('channel-card')
        .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-chat-id')).filter((id) => id !== null));
    await phonePage.getByTestId('channel-sort-select').click();
    await phonePage.getByRole('option', { name: 'Behind' }).click();
    await stack.waitFor(async () =>
      (await order()).filter((id) => id === EARLY || id === LATE).join() === `${EARLY},${LATE}` ? true : undefined,
    );
    await phonePage.getByTestId('channel-sort-order').click();
    await stack.waitFor(async () =>
      (await order()).filter((id) => id === EARLY || id === LATE).join() === `${LATE},${EARLY}` ? true : undefined,
    );
    await saveScreenshot(phonePage, 'channels-390');

    await card(EARLY).getByRole('button', { name: 'Early Birds' }).click();
    await phonePage.getByTestId('channel-calls').getByTestId('channel-call-row').first().waitFor();
    await phonePage.close();
  });

  it('opens at 1440 px as well, every link of the bar named in words', async () => {
    const wide = await signedInPage(browser, stack, desktop);
    await wide.goto(`${stack.gateway}/channels?period=all`);
    await row(wide, LATE).waitFor();
    const bar = wide.getByRole('navigation', { name: 'Main' });
    for (const name of ['Tokens', 'Message Traces', 'Archived', 'Channels', 'Templates', 'Rules', 'Sources'])
      expect(await bar.getByRole('link', { name }).getByText(name, { exact: true }).isVisible()).toBe(true);
    const fits = await wide.evaluate(() => {
      const inner = document.querySelector('.nav-bar__inner');
      return (inner?.scrollWidth ?? Infinity) <= (inner?.clientWidth ?? 0);
    });
    expect(fits).toBe(true);
    await saveScreenshot(wide, 'channels-1440');
    await wide.close();
  });
});
