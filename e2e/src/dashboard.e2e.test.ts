import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { RECENT_WHOLE_LIST_MS, type Token } from '@solana-hub/contracts';
import {
  answerOnlyFirstRequest,
  chooseOption,
  desktop,
  launchBrowser,
  phone,
  saveScreenshot,
  signedInPage,
  startE2eStack,
  waitForLiveFeed,
  type E2eStack,
} from './e2e-stack.js';
import { refreshChannelCalls, storeConfluenceScores } from '@solana-hub/db';
import { insertBulkTokens } from './bulk-tokens.js';
import { pumpAddress, solanaAddress } from './token-addresses.js';

// The Token Dashboard in a real browser against the whole stack: alerts posted to the ingest
// endpoint become rows, filtered, searched, sorted, expanded and archived as a trader would.

const goblin = { address: pumpAddress(), name: 'Goblin Cat' };
const moon = { address: solanaAddress(), name: 'Moon Dog' };
const zeta = { address: pumpAddress(), name: 'Zeta Frog' };
const alpha = { address: solanaAddress(), name: 'Alpha Whale' };
const described = { address: solanaAddress(), name: 'Story Coin' };
const descriptions = [
  'Dev wallet funded from CEX',
  'Whales accumulating',
  'Socials created today',
  'LP burned',
  'KOL mentioned it',
  'Top 10 hold 18%',
];

const alerts = [
  { message_id: 1, text: `🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: ${goblin.address}\nBonding curve: 45%\nMC: $24.1K\nTrend: 🟢` },
  { message_id: 2, text: `🔴 INSIDER BUY\nMoon Dog ($MDOG)\nCA: ${moon.address}\nMC: $1.2M` },
  {
    message_id: 3,
    text: `🔊 VOLUME ALERT 🟠\nZeta Frog ($ZFROG)\nCA: ${zeta.address}\nMC: $88K\nVol 1h $96.3K | Liq $14.1K\nPrice: $0.0{5}7311`,
  },
  { message_id: 4, text: `⭐ CURATED PICK\nAlpha Whale ($AWHALE)\nCA: ${alpha.address}\nMC: $500K\nCalled by @solsniperjoe` },
];

let stack: E2eStack;
let browser: Browser;
let cookie: string;

async function tokenList(): Promise<Token[]> {
  return (await (await fetch(`${stack.gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
}

/** A token with several messages, written straight to the database so its descriptions are known. */
async function insertDescribedToken(): Promise<void> {
  const now = Date.now();
  await stack.database.db
    .insertInto('tokens')
    .values({
      token_address: described.address,
      chain: 'solana',
      token_name: described.name,
      token_name_at: new Date(now),
      token_symbol: 'STORY',
      token_symbol_at: new Date(now),
      pair_address: null,
      first_seen: new Date(now - 60_000),
      last_updated: new Date(now),
      latest_message_at: new Date(now),
      message_count: descriptions.length,
      first_message_type: 'call_analyzer',
      initial_market_cap: 10_000,
      initial_market_cap_at: new Date(now - 60_000),
      current_market_cap: 42_000,
      current_market_cap_at: new Date(now),
      ath_market_cap: 55_000,
      ath_timestamp: new Date(now - 30_000),
      accumulated_data: '{}',
    })
    .execute();
  await stack.database.db
    .insertInto('messages')
    .values(
      descriptions.map((description, index) => ({
        chat_id: 'e2e-db',
        message_id: `story-${index}`,
        message_type: 'call_analyzer',
        token_address: described.address,
        token_name: described.name,
        token_symbol: 'STORY',
        timestamp: new Date(now - index * 5_000),
        message_text: `CALL ANALYZER\nStory Coin ($STORY) call #${index + 1}\n<b>not bold</b>`,
        description,
        market_cap: 42_000 - index * 1_000,
        twitter_mentions: null,
        trending_level: index === 0 ? '🟢' : null,
        links: '[]',
        caller_name: null,
        caller_link: null,
        extracted_data: '{}',
      })),
    )
    .execute();
}

const rowNames = (page: Page) => page.locator('[data-testid="token-row"] a[href^="/history/"]').allTextContents();
const row = (page: Page, address: string) => page.locator(`[data-testid="token-row"][data-token-address="${address}"]`);

async function waitForNames(page: Page, expected: string[], timeoutMs?: number): Promise<void> {
  await stack.waitFor(async () => {
    const names = await rowNames(page);
    return JSON.stringify([...names].sort()) === JSON.stringify([...expected].sort()) ? true : undefined;
  }, timeoutMs);
}

beforeAll(async () => {
  stack = await startE2eStack();
  cookie = await stack.login();
  for (const alert of alerts) expect(await stack.postAlert(alert)).toBe(202);
  await stack.waitFor(async () => ((await tokenList()).length === alerts.length ? true : undefined));
  await insertDescribedToken();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const allNames = [goblin.name, moon.name, zeta.name, alpha.name, described.name];

describe('the Token Dashboard on a large screen', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/`);
    await page.getByRole('heading', { name: 'Token Dashboard' }).waitFor();
    await waitForNames(page, allNames);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('shows every token with its columns, market cap and links', async () => {
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Symbol & Address', 'Description', 'Market Cap', 'Latest Message', 'First Seen', 'Links']);
    const story = row(page, described.address);
    await expect(story.getByTestId('market-cap').textContent()).resolves.toContain('$42.0K');
    await expect(story.getByTestId('ath-multiple').textContent()).resolves.toBe('ATH 5.5x');
    const hrefs = await story
      .locator('[data-testid="links-bar"] a')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') })),
      );
    expect(hrefs).toContainEqual({
      href: `https://dexscreener.com/solana/${described.address}`,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(hrefs.every((link) => link.href?.startsWith('https://'))).toBe(true);
    await saveScreenshot(page, 'dashboard-1440');
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'dashboard-1440-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('shows the confluence badge once the analyzer’s channel-scores pass ran: one chat, first, no hit yet', async () => {
    // The pass the analyzer runs every minute, now rather than up to a minute later. No frame
    // carries what the pass wrote: an open dashboard shows it at its next reconciling poll (every
    // 30 s, as long as this wait). A page opened afterwards shows it at once, unless the gateway
    // answers it with a whole list built before the pass: one that holds nothing yet may get a
    // list up to RECENT_WHOLE_LIST_MS old, so the reload waits those out.
    await refreshChannelCalls(stack.database.db);
    await storeConfluenceScores(stack.database.db);
    await new Promise((resolve) => setTimeout(resolve, RECENT_WHOLE_LIST_MS));
    await page.reload();
    const badge = row(page, described.address).getByTestId('confluence-badge');
    await badge.waitFor();
    await expect(badge.textContent()).resolves.toBe('0.5 · 1');
  });

  it("shows the figures a token's alerts stated under its market cap, and nothing for a token without", async () => {
    const figures = row(page, zeta.address).getByTestId('stated-figures');
    await expect(figures.locator('[data-figure]').allTextContents()).resolves.toEqual(['Vol $96.3K', 'Liq $14.1K', 'Init $0.0₅731']);
    await expect(row(page, moon.address).getByTestId('stated-figures').count()).resolves.toBe(0);
  });

  it("shows them, with when they were stated, on the token's analysis page", async () => {
    const analysis = await signedInPage(browser, stack, desktop);
    await analysis.goto(`${stack.gateway}/analysis/${zeta.address}`);
    const tiles = analysis.getByTestId('alert-figures').getByTestId('detail-tile');
    await tiles.first().waitFor();
    await expect(tiles.locator('dt').allTextContents()).resolves.toEqual(['Volume', 'Liquidity', 'Initial Price']);
    await expect(tiles.locator('dd').first().textContent()).resolves.toBe('$96.3K');
    await expect(tiles.locator('dd').nth(1).textContent()).resolves.toMatch(/^stated /);
    await saveScreenshot(analysis, 'analysis-alert-figures-1440');
    await analysis.close();
  });

  it('names the caller a message states on its card', async () => {
    await row(page, alpha.address)
      .getByRole('button', { name: `Expand ${alpha.name}` })
      .click();
    const caller = page.getByTestId('message-strip').getByTestId('message-caller');
    await expect(caller.textContent()).resolves.toBe('Caller: @solsniperjoe');
    await expect(caller.locator('a').getAttribute('href')).resolves.toBe('https://t.me/solsniperjoe');
    await row(page, alpha.address)
      .getByRole('button', { name: `Collapse ${alpha.name}` })
      .click();
  });

  it('filters Pumpfun and Non-Pumpfun tokens with the quick filters and their counts', async () => {
    await expect(page.getByTestId('quick-filter-all').textContent()).resolves.toBe('All5');
    await expect(page.getByTestId('quick-filter-pumpfun').textContent()).resolves.toBe('Pumpfun2');
    await page.getByTestId('quick-filter-pumpfun').click();
    await waitForNames(page, [goblin.name, zeta.name]);
    await page.getByTestId('quick-filter-nonPumpfun').click();
    await waitForNames(page, [moon.name, alpha.name, described.name]);
    await page.getByTestId('quick-filter-all').click();
    await waitForNames(page, allNames);
  });

  it('filters by message type, hiding the quick filters and resetting them to All', async () => {
    await page.getByTestId('quick-filter-pumpfun').click();
    await page.getByTestId('message-type-filter').click();
    const insiderOption = page.getByTestId('message-type-option-insider');
    await stack.waitFor(async () => ((await insiderOption.textContent()) === 'insider1' ? true : undefined));
    await insiderOption.click();
    await page.getByTestId('message-type-option-curated').click();
    await page.keyboard.press('Escape');
    await waitForNames(page, [moon.name, alpha.name]);
    await expect(page.getByTestId('quick-filters').count()).resolves.toBe(0);

    await page.getByTestId('message-type-filter').click();
    await page.getByRole('menuitem', { name: 'Show all message types' }).click();
    await waitForNames(page, allNames);
    await expect(page.getByTestId('quick-filter-all').getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('searches by name and address, clears, and pastes from the clipboard', async () => {
    const search = page.getByPlaceholder('Search by token name, address...');
    await search.fill('goblin');
    await waitForNames(page, [goblin.name]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search.inputValue()).resolves.toBe('');
    await waitForNames(page, allNames);

    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(moon.address)})`);
    await page.getByRole('button', { name: 'Paste from clipboard' }).click();
    // The clipboard is read asynchronously.
    await stack.waitFor(async () => ((await search.inputValue()) === moon.address ? true : undefined));
    await waitForNames(page, [moon.name]);
    await page.getByRole('button', { name: 'Clear search' }).click();
  });

  it('sorts by token name, and a trending level resets the sort (one control at a time)', async () => {
    await chooseOption(page, 'sort-by', 'Token Name');
    await stack.waitFor(async () => ((await rowNames(page))[0] === alpha.name ? true : undefined));
    expect(await rowNames(page)).toEqual([alpha.name, goblin.name, moon.name, described.name, zeta.name]);

    await chooseOption(page, 'trending-level', '🟢 Bullish');
    await waitForNames(page, [goblin.name, described.name]);
    await expect(page.getByTestId('sort-by').textContent()).resolves.toContain('Latest Message');
    await chooseOption(page, 'trending-level', '🔴 Bearish');
    await waitForNames(page, [moon.name]);
    await chooseOption(page, 'trending-level', 'All');
    await waitForNames(page, allNames);
  });

  it("shows 4 descriptions and 'N more descriptions...', and expands to the strip of every message", async () => {
    const story = row(page, described.address);
    await stack.waitFor(async () => ((await story.getByTestId('token-descriptions').locator('li').count()) === 5 ? true : undefined));
    await expect(story.getByTestId('more-descriptions').textContent()).resolves.toBe('2 more descriptions...');

    await story.getByTestId('token-descriptions').click();
    const strip = page.getByTestId('message-strip');
    await strip.waitFor();
    const cards = strip.getByTestId('message-card');
    await expect(cards.count()).resolves.toBe(descriptions.length);
    const box = await cards.first().boundingBox();
    expect(box?.width).toBe(400);
    // Message text is text: the markup in it is shown, not applied.
    await expect(cards.first().locator('pre').textContent()).resolves.toContain('<b>not bold</b>');
    await expect(story.getByTestId('more-descriptions').count()).resolves.toBe(0);
    await saveScreenshot(page, 'dashboard-expanded-1440');

    await story.getByRole('button', { name: `Collapse ${described.name}` }).click();
    await expect(page.getByTestId('message-strip').count()).resolves.toBe(0);
  });

  it('opens the analysis of a token in a new tab', async () => {
    const [analysis] = await Promise.all([
      page.context().waitForEvent('page'),
      row(page, moon.address).getByTestId('analyze-token').click(),
    ]);
    await analysis.waitForURL(`**/analysis/${moon.address}`);
    await analysis.close();
  });

  it('archives a token, which leaves the list', async () => {
    await row(page, zeta.address).getByTestId('archive-token').click();
    await page.getByTestId('toast').getByText('Token archived').waitFor();
    await waitForNames(page, [goblin.name, moon.name, alpha.name, described.name]);
    expect((await tokenList()).some((token) => token.token_address === zeta.address)).toBe(false);
  });
});

describe('the Token Dashboard live', () => {
  it("shows an alert stored after the page loaded in the token's expanded strip, with no poll answered", async () => {
    const page = await signedInPage(browser, stack, desktop);
    await answerOnlyFirstRequest(page, '**/api/all-messages-by-token');
    await page.goto(`${stack.gateway}/`);
    await waitForLiveFeed(page);
    const goblinRow = row(page, goblin.address);
    await goblinRow.getByRole('button', { name: `Expand ${goblin.name}` }).click();
    const cards = page.getByTestId('message-strip').getByTestId('message-card');
    await stack.waitFor(async () => ((await cards.count()) === 1 ? true : undefined));

    const secondWave = `🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: ${goblin.address}\nSecond wave of buyers\nMC: $31.5K`;
    expect(await stack.postAlert({ message_id: 5, text: secondWave })).toBe(202);
    await cards.first().getByText('Second wave of buyers').waitFor();
    await expect(cards.count()).resolves.toBe(2);
    await expect(cards.nth(1).textContent()).resolves.toContain('Bonding curve: 45%');
    await page.close();
  });
});

describe('the Token Dashboard kept bounded (AUTO_ARCHIVE_DAYS, 7 by default)', () => {
  const sleepy = { address: pumpAddress(), name: 'Sleepy Sloth' };
  const dusty = { address: solanaAddress(), name: 'Dusty Owl' };
  const insiderBuy = (token: { address: string; name: string }) =>
    `🔴 INSIDER BUY\n${token.name} ($${token.name.split(' ')[0]?.toUpperCase()})\nCA: ${token.address}\nMC: $60K`;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const archivedRow = (page: Page, address: string) => page.getByTestId('archived-table').locator(`tr[data-token-address="${address}"]`);
  const activeNames = [goblin.name, moon.name, alpha.name, described.name];
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, stack, desktop);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('moves tokens with no alert for 7 days to Archived by themselves, marked as such beside the trader’s', async () => {
    expect(await stack.postAlert({ message_id: 'sleepy-1', text: insiderBuy(sleepy), date: daysAgo(10) })).toBe(202);
    expect(await stack.postAlert({ message_id: 'dusty-1', text: insiderBuy(dusty), date: daysAgo(12) })).toBe(202);
    await page.goto(`${stack.gateway}/`);
    await waitForNames(page, [...activeNames, sleepy.name, dusty.name]);

    // The analyzer archives the silent tokens when it starts (and every 5 minutes after); no
    // alert pushes that, so an open dashboard learns it at its next reconciling poll (30 s).
    await stack.stack.replicas('analyzer')[0]?.restart();
    await waitForNames(page, activeNames, 45_000);

    await page.goto(`${stack.gateway}/archived`);
    await archivedRow(page, sleepy.address).getByTestId('archived-inactive').getByText('No alert for 10 days').waitFor();
    const dustyBadge = archivedRow(page, dusty.address).getByTestId('archived-inactive');
    await dustyBadge.getByText('No alert for 12 days').waitFor();
    await expect(dustyBadge.getAttribute('title')).resolves.toMatch(
      /^Archived automatically on .*A new alert brings it back to the dashboard\.$/,
    );
    // Zeta Frog, archived by the trader above, carries no such mark.
    await archivedRow(page, zeta.address).waitFor();
    await expect(archivedRow(page, zeta.address).getByTestId('archived-inactive').count()).resolves.toBe(0);
    await saveScreenshot(page, 'archived-inactive-1440');
  });

  it('restores a token archived for inactivity by hand, and brings one back with a new alert', async () => {
    await archivedRow(page, dusty.address).getByTestId('unarchive').click();
    await page.getByTestId('toast').getByText('Token unarchived').waitFor();
    await archivedRow(page, dusty.address).waitFor({ state: 'detached' });

    expect(await stack.postAlert({ message_id: 'sleepy-2', text: insiderBuy(sleepy) })).toBe(202);
    await page.goto(`${stack.gateway}/`);
    await waitForNames(page, [...activeNames, sleepy.name, dusty.name]);
    await page.goto(`${stack.gateway}/archived`);
    await archivedRow(page, zeta.address).waitFor();
    await expect(archivedRow(page, sleepy.address).count()).resolves.toBe(0);
  });

  it('keeps a token the trader archived archived, whatever alerts come', async () => {
    await page.goto(`${stack.gateway}/`);
    for (const token of [sleepy, dusty]) {
      await row(page, token.address).getByTestId('archive-token').click();
      await page.getByTestId('toast').getByText('Token archived').first().waitFor();
    }
    await waitForNames(page, activeNames);
    expect(await stack.postAlert({ message_id: 'sleepy-3', text: insiderBuy(sleepy) })).toBe(202);
    // The alert is stored (the token's count grows) and the token stays off the dashboard.
    const stored = await stack.waitFor(async () => {
      const token = await stack.database.db
        .selectFrom('tokens')
        .select(['message_count', 'hidden'])
        .where('token_address', '=', sleepy.address)
        .executeTakeFirst();
      return token?.message_count === 3 ? token : undefined;
    });
    expect(stored.hidden).toBe(true);
    expect((await tokenList()).map((token) => token.token_name).sort()).toEqual([...activeNames].sort());
  });
});

describe('the Token Dashboard on a phone', () => {
  it('shows cards, whose address copies itself and whose links bar leads to an explorer', async () => {
    const page = await signedInPage(browser, stack, phone);
    await page.goto(`${stack.gateway}/`);
    const cards = page.getByTestId('token-card');
    await stack.waitFor(async () => ((await cards.count()) === 4 ? true : undefined));
    await expect(page.getByTestId('token-table').count()).resolves.toBe(0);
    const moonCard = page.locator(`[data-testid="token-card"][data-token-address="${moon.address}"]`);
    await moonCard.getByTestId('copy-address').click();
    await moonCard.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const explorer = moonCard.locator('[data-testid="links-bar"] [data-site="solscan"]');
    await expect(explorer.getAttribute('href')).resolves.toBe(`https://solscan.io/token/${moon.address}`);
    await expect(explorer.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await saveScreenshot(page, 'dashboard-390');

    const story = page.locator(`[data-testid="token-card"][data-token-address="${described.address}"]`);
    await story.getByTestId('token-descriptions').click();
    await story.getByTestId('message-strip').waitFor();
    await expect(story.getByTestId('message-card').count()).resolves.toBe(descriptions.length);
    await saveScreenshot(page, 'dashboard-expanded-390');
    await page.close();
  });
});

describe('the Token Dashboard with thousands of tokens', () => {
  it('keeps only the rows near the viewport in the page', async () => {
    const bulk = 4_996;
    await insertBulkTokens(stack.database.db, bulk);
    // Written straight to the database, announced by no event: the gateway's answer cache sees
    // them once it reads the data version again (within a second).
    const total = await stack.waitFor(async () => {
      const count = (await tokenList()).length;
      return count >= 5_000 ? count : undefined;
    });
    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/`);
    await stack.waitFor(
      async () => ((await page.getByTestId('token-count').textContent())?.startsWith(`${total} tokens`) ? true : undefined),
      30_000,
    );
    const rows = page.getByTestId('token-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThan(60);

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.getByText(`Bulk Token ${bulk - 1}`, { exact: true }).waitFor();
    expect(await rows.count()).toBeLessThan(60);
    await page.close();
  });
});
