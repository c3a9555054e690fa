import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ArchivedTokensPage, TokenMessagesPage, TracerPage } from '@solana-hub/contracts';
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

// The token history, the message tracer and the archived tokens, driven in a real browser
// against the real stack, with data posted to the ingest endpoint or written to PostgreSQL.

let stack: E2eStack;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: false });
  browser = await launchBrowser();
  cookie = await stack.login();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const newAddress = () => bs58.encode(randomBytes(32));

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.gateway}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A state-changing call as the browser makes it: the session cookie and the gateway as Origin. */
async function post(path: string): Promise<number> {
  const response = await fetch(`${stack.gateway}${path}`, { method: 'POST', headers: { cookie, origin: stack.gateway } });
  return response.status;
}

// One signed-in browser context per screen width: logins are limited to 10 a minute.
const contexts = new Map<typeof desktop, Promise<BrowserContext>>();

async function newPage(viewport = desktop): Promise<Page> {
  if (!contexts.has(viewport)) {
    contexts.set(
      viewport,
      signedInPage(browser, stack, viewport).then(async (first) => {
        const context = first.context();
        await first.close();
        return context;
      }),
    );
  }
  const context = await contexts.get(viewport);
  if (!context) throw new Error('no browser context');
  return context.newPage();
}

async function openAt(path: string, viewport = desktop): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${stack.gateway}${path}`);
  return page;
}

/** Switches the page to the dark theme and lets the colour transitions settle before a screenshot. */
async function darkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
}

describe('token history', () => {
  const address = newAddress();
  const messageCount = 35;
  const marketCapK = (index: number) => 10 + index;

  beforeAll(async () => {
    const firstAt = Date.now() - messageCount * 60_000;
    for (let index = 0; index < messageCount; index++) {
      const text = `🚨 NEW ALERT 🚨\n🐶 History Hound ($HOUND)\nCA: ${address}\n💰 MC: $${marketCapK(index)}K\nalert ${index}`;
      const date = new Date(firstAt + index * 60_000).toISOString();
      expect(await stack.postAlert({ message_id: `history-${index}`, text, date })).toBe(202);
    }
    await stack.waitFor(
      async () => ((await api<TokenMessagesPage>(`/api/tokens/${address}/messages`)).totalCount === messageCount ? true : undefined),
      30_000,
    );
  }, 60_000);

  it('says Token not found for an address no alert named, and for one that is no address', async () => {
    for (const unknown of [newAddress(), 'not-an-address']) {
      const page = await openAt(`/history/${unknown}`);
      await page.getByRole('heading', { name: 'Token not found' }).waitFor();
      expect(await page.getByTestId('not-found').innerText()).toContain(unknown);
      expect(await page.title()).toBe('Token not found · Solana Hub');
      await page.close();
    }
  });

  it('shows the heading, the totals, and loads more messages as the list scrolls', async () => {
    const page = await openAt(`/history/${address}`);
    await page.getByTestId('history-heading').getByText('History Hound', { exact: true }).waitFor();
    await expect(page.getByTestId('history-address').textContent()).resolves.toBe(address);
    await page.getByTestId('total-messages').getByText(String(messageCount)).waitFor();
    // The earliest message stated $10K.
    await expect(page.getByTestId('initial-market-cap').textContent()).resolves.toBe('$10.0K');
    await page.getByTestId('history-loaded').getByText(`20 of ${messageCount} loaded`).waitFor();

    const list = page.getByTestId('message-history');
    const rendered = await list.getByTestId('message-card').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(20); // virtualized: only the cards near the view are in the page
    await list.getByText('alert 34', { exact: false }).waitFor(); // newest first

    await list.hover();
    await stack.waitFor(async () => {
      await page.mouse.wheel(0, 4_000);
      return (await page.getByTestId('history-loaded').textContent()) === `${messageCount} of ${messageCount} loaded` ? true : undefined;
    });
    await stack.waitFor(async () => {
      await page.mouse.wheel(0, 4_000);
      return (await list.getByText(/alert 0$/).count()) > 0 ? true : undefined;
    });
    await saveScreenshot(page, 'history-scrolled');
    await page.close();
  });

  it('copies a message and says so in a toast for 2 s', async () => {
    const page = await openAt(`/history/${address}`);
    const firstCard = page.getByTestId('message-history').getByTestId('message-card').first();
    await firstCard.getByTestId('copy-message').click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Message copied to clipboard').waitFor();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toContain(`CA: ${address}`);
    expect(copied).toContain('alert 34');
    await toast.waitFor({ state: 'detached', timeout: 4_000 });
    await page.close();
  });

  it('looks right at 1440 and 390 px', async () => {
    const wide = await openAt(`/history/${address}`);
    await wide.getByTestId('message-history').getByTestId('message-card').first().waitFor();
    await saveScreenshot(wide, 'history-1440');
    await wide.close();
    const narrow = await openAt(`/history/${address}`, phone);
    await narrow.getByTestId('message-history').getByTestId('message-card').first().waitFor();
    await saveScreenshot(narrow, 'history-390');
    await darkTheme(narrow);
    await saveScreenshot(narrow, 'history-390-dark');
    await narrow.close();
  });
});

describe('message tracer', () => {
  const word = 'Zorblax';
  // 60 messages that contain one rare word: 20 each of three types, each type with its own trend.
  const kinds = [
    { type: 'insider', trending: '🔴' },
    { type: 'curated', trending: '🟢' },
    { type: 'trench_radar', trending: '🟠' },
  ] as const;

  beforeAll(async () => {
    const address = newAddress();
    const now = Date.now();
    await stack.database.db
      .insertInto('messages')
      .values(
        Array.from({ length: 60 }, (_, index) => {
          const kind = kinds[index % kinds.length] ?? kinds[0];
          return {
            chat_id: 'tracer-chat',
            message_id: `tracer-${index}`,
            message_type: kind.type,
            token_address: address,
            token_name: 'Tracer Token',
            token_symbol: 'TRC',
            timestamp: new Date(now - index * 1_000),
            message_text: `${word} signal ${index}\nCA: ${address}`,
            description: null,
            market_cap: 50_000 + index * 1_000,
            twitter_mentions: null,
            trending_level: kind.trending,
            links: JSON.stringify(['Chart|https://dexscreener.com/solana/tracer', 'broken-link-without-label', 'Bad|javascript:alert(1)']),
            caller_name: null,
            caller_link: null,
            extracted_data: '{}',
          };
        }),
      )
      .execute();
  });

  it('counts every message, searches, filters, says when nothing matches and scrolls past one page', async () => {
    const all = await api<TracerPage>('/api/messages?includeOld=true');
    const page = await openAt('/messages');
    await page.getByRole('heading', { name: 'Message Tracer' }).waitFor();
    await page.getByText('Monitor all incoming messages from Telegram channels').waitFor();
    await page.getByText(`Messages Found: ${all.totalCount}`).waitFor();

    await page.getByTestId('tracer-search').fill(word);
    await page.getByText('Messages Found: 60').waitFor();
    const cards = page.getByTestId('tracer-messages').getByTestId('message-card');
    await stack.waitFor(async () => ((await cards.count()) === 50 ? true : undefined));
    // Links: only well-formed label|url entries with a web address, opened safely in a new tab.
    const firstLinks = cards.first().getByRole('navigation', { name: 'Message links' }).getByRole('link');
    await expect(firstLinks.count()).resolves.toBe(1);
    await expect(firstLinks.first().getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(firstLinks.first().getAttribute('target')).resolves.toBe('_blank');

    await saveScreenshot(page, 'tracer-1440');
    await stack.waitFor(async () => {
      await page.mouse.wheel(0, 20_000);
      return (await cards.count()) === 60 ? true : undefined;
    });
    await page.getByText(`${word} signal 59`).waitFor();

    await chooseOption(page, 'tracer-type', 'Insider');
    await page.getByText('Messages Found: 20').waitFor();
    await chooseOption(page, 'tracer-trending', '🔴 Bearish');
    await page.getByText('Messages Found: 20').waitFor();
    expect(await cards.evaluateAll((nodes) => nodes.every((node) => node.getAttribute('data-message-type') === 'insider'))).toBe(true);
    await chooseOption(page, 'tracer-trending', '🟢 Bullish');
    await page.getByText('No messages found matching your filters').waitFor();
    await page.getByText('Messages Found: 0').waitFor();

    await chooseOption(page, 'tracer-type', 'All Types');
    await page.getByText('Messages Found: 20').waitFor();
    expect(await cards.evaluateAll((nodes) => nodes.every((node) => node.getAttribute('data-message-type') === 'curated'))).toBe(true);
    await page.close();
  });

  it('shows skeleton cards while loading and looks right at 390 px', async () => {
    const page = await newPage(phone);
    // Hold the first answer back so the loading state can be seen.
    await page.route('**/api/messages?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('message-card-skeleton').first().waitFor();
    await page.getByTestId('tracer-messages').getByTestId('message-card').first().waitFor();
    await saveScreenshot(page, 'tracer-390');
    await darkTheme(page);
    await saveScreenshot(page, 'tracer-390-dark');
    await page.close();
  });

  it('shows a failed search in a red card', async () => {
    const page = await openAt('/messages');
    await page.getByTestId('tracer-messages').waitFor();
    // A search longer than the API accepts is answered 400 Bad Request.
    await page.getByTestId('tracer-search').fill('x'.repeat(201));
    await page.getByText('Error loading messages: Failed to fetch messages: Bad Request').waitFor({ timeout: 30_000 });
    await page.close();
  });
});

describe('alerts stored while the history and the tracer are open', () => {
  const address = newAddress();
  const word = 'Quokkafire';
  const alert = (index: number, extra = '') =>
    `🚨 NEW ALERT 🚨\n🦘 Live Quokka ($QUOK)\nCA: ${address}\n💰 MC: $${20 + index}K\n${extra}live ${index}`;

  beforeAll(async () => {
    const firstAt = Date.now() - 10 * 60_000;
    for (let index = 0; index < 3; index++) {
      expect(
        await stack.postAlert({ message_id: `live-${index}`, text: alert(index), date: new Date(firstAt + index * 60_000).toISOString() }),
      ).toBe(202);
    }
    await stack.waitFor(async () =>
      (await api<TokenMessagesPage>(`/api/tokens/${address}/messages`)).totalCount === 3 ? true : undefined,
    );
  });

  it("show at the top of the token's history, which is never polled", async () => {
    const page = await openAt(`/history/${address}`);
    await waitForLiveFeed(page);
    await page.getByTestId('history-loaded').getByText('3 of 3 loaded').waitFor();

    expect(await stack.postAlert({ message_id: 'live-3', text: alert(3) })).toBe(202);
    await page.getByTestId('history-loaded').getByText('4 of 4 loaded').waitFor();
    await expect(page.getByTestId('total-messages').textContent()).resolves.toBe('4');
    const cards = page.getByTestId('message-history').getByTestId('message-card');
    await expect(cards.first().textContent()).resolves.toContain('live 3');
    await expect(cards.nth(1).textContent()).resolves.toContain('live 2');
    await page.close();
  });

  it('show in a tracer search they match, with no poll answered', async () => {
    const page = await newPage();
    await answerOnlyFirstRequest(page, `**/api/messages?q=${word}*`);
    await page.goto(`${stack.gateway}/messages`);
    await waitForLiveFeed(page);
    await page.getByTestId('tracer-search').fill(word);
    await page.getByText('No messages found matching your filters').waitFor();

    expect(await stack.postAlert({ message_id: 'live-4', text: alert(4, `${word} spotted\n`) })).toBe(202);
    await page.getByTestId('tracer-messages').getByText(`${word} spotted`).waitFor();
    await page.getByText('Messages Found: 1').waitFor();
    await page.close();
  });
});

describe('archived tokens', () => {
  const tokenCount = 120;
  const name = (index: number) => `Vault Token ${String(index).padStart(3, '0')}`;
  const addresses = Array.from({ length: tokenCount }, newAddress);

  beforeAll(async () => {
    const now = Date.now();
    await stack.database.db
      .insertInto('tokens')
      .values(
        addresses.map((token_address, index) => {
          const at = new Date(now - (tokenCount - index) * 60_000);
          return {
            token_address,
            chain: 'solana' as const,
            token_name: name(index),
            token_name_at: at,
            token_symbol: `VLT${index}`,
            token_symbol_at: at,
            pair_address: null,
            first_seen: at,
            last_updated: at,
            latest_message_at: at,
            message_count: 1,
            first_message_type: 'insider',
            initial_market_cap: 10_000,
            initial_market_cap_at: at,
            current_market_cap: 8_000 + index * 500,
            current_market_cap_at: at,
            // ATH multiple 1.0x .. 12.9x in steps of 0.1
            ath_market_cap: 10_000 + index * 1_000,
            ath_timestamp: at,
            accumulated_data: '{}',
          };
        }),
      )
      .execute();
    for (const address of addresses) expect(await post(`/api/tokens/${address}/archive`)).toBe(200);
  }, 60_000);

  it('pages through 120 archived tokens 50 at a time', async () => {
    const page = await openAt('/archived');
    const count = page.getByTestId('archived-count');
    await count.getByText('Showing 1–100 of 120 archived tokens').waitFor();
    await chooseOption(page, 'archived-page-size', '50 per page');
    await count.getByText('Showing 1–50 of 120 archived tokens').waitFor();
    const rows = page.getByTestId('archived-table').locator('tbody tr');
    await expect(rows.count()).resolves.toBe(50);
    // Newest first_seen first.
    await expect(rows.first().getAttribute('data-token-address')).resolves.toBe(addresses[119]);

    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await count.getByText('Showing 51–100 of 120 archived tokens').waitFor();
    await pagination.getByRole('button', { name: 'Page 3' }).click();
    await count.getByText('Showing 101–120 of 120 archived tokens').waitFor();
    await expect(rows.count()).resolves.toBe(20);
    await expect(pagination.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await pagination.getByRole('button', { name: 'Previous' }).click();
    await count.getByText('Showing 51–100 of 120 archived tokens').waitFor();
    await saveScreenshot(page, 'archived-1440');

    // A new order starts again at page 1, and says it applies to every token.
    await chooseOption(page, 'archived-sort', 'Token Name');
    await page.getByText('Sorting applied to all 120 tokens.').waitFor();
    await count.getByText('Showing 1–50 of 120 archived tokens').waitFor();
    await page.getByTestId('archived-table').getByText(name(119)).first().waitFor();
    await expect(rows.first().getAttribute('data-token-address')).resolves.toBe(addresses[119]);
    await page.getByTestId('sort-notice').waitFor({ state: 'detached', timeout: 5_000 });

    await chooseOption(page, 'archived-order', 'Ascending');
    await page.getByTestId('sort-notice').waitFor();
    await stack.waitFor(async () => ((await rows.first().getAttribute('data-token-address')) === addresses[0] ? true : undefined));
    await page.getByTestId('sort-notice').getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('sort-notice').waitFor({ state: 'detached', timeout: 1_000 });

    await chooseOption(page, 'archived-sort', 'ATH Multiple');
    await chooseOption(page, 'archived-order', 'Descending');
    await stack.waitFor(async () => ((await rows.first().getAttribute('data-token-address')) === addresses[119] ? true : undefined));
    await expect(rows.first().getByText('12.9x').count()).resolves.toBe(1);
    await page.close();
  });

  it('searches and filters by ATH multiple, ignoring text that is not a number', async () => {
    const page = await openAt('/archived');
    const count = page.getByTestId('archived-count');
    await count.getByText('Showing 1–100 of 120 archived tokens').waitFor();

    await page.getByTestId('archived-search').fill('vault token 11');
    await count.getByText('Showing 1–10 of 10 archived tokens').waitFor();
    await page.getByTestId('archived-search').fill('no such token');
    await page.getByText('No archived tokens match your filters.').waitFor();
    await page.getByTestId('archived-search').fill('');
    await count.getByText('Showing 1–100 of 120 archived tokens').waitFor();

    // 5.0x .. 6.0x: tokens 40 to 50.
    await page.getByTestId('ath-min').fill('5');
    await page.getByTestId('ath-max').fill('6');
    await count.getByText('Showing 1–11 of 11 archived tokens').waitFor();
    await page.getByTestId('ath-min').fill('abc');
    await expect(page.getByTestId('ath-min').getAttribute('aria-invalid')).resolves.toBe('true');
    // Only the max is left: 1.0x .. 6.0x, tokens 0 to 50.
    await count.getByText('Showing 1–51 of 51 archived tokens').waitFor();
    await page.getByTestId('ath-min').fill('.5');
    await page.getByTestId('ath-max').fill('1.2');
    await count.getByText('Showing 1–3 of 3 archived tokens').waitFor();
    await page.close();
  });

  it('unarchives a token back onto the dashboard', async () => {
    const page = await openAt('/archived');
    const count = page.getByTestId('archived-count');
    await count.getByText('Showing 1–100 of 120 archived tokens').waitFor();
    const first = page.getByTestId('archived-table').locator('tbody tr').first();
    const address = await first.getAttribute('data-token-address');
    await first.getByTestId('unarchive').click();
    await page.getByTestId('toast').getByText('Token unarchived').waitFor();
    await count.getByText('Showing 1–100 of 119 archived tokens').waitFor();
    const archived = await api<ArchivedTokensPage>('/api/tokens/hidden?limit=200');
    expect(archived.tokens.some((token) => token.token_address === address)).toBe(false);
    const active = await api<Array<{ token_address: string }>>('/api/tokens');
    expect(active.some((token) => token.token_address === address)).toBe(true);
    await page.close();
  });

  it('shows cards at 390 px', async () => {
    const page = await openAt('/archived', phone);
    await page.getByTestId('archived-cards').locator('li').first().waitFor();
    await saveScreenshot(page, 'archived-390');
    await darkTheme(page);
    await saveScreenshot(page, 'archived-390-dark');
    await page.close();
  });
});
