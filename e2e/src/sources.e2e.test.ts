import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import type { Browser, Page } from 'playwright-core';
import { countTelegramChatMessagesSince, findTelegramChat, saveTelegramChatList, type ListedChat } from '@solana-hub/db';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { desktop, launchBrowser, phone, saveScreenshot, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';
import type { StubChannelSetup, StubEntity, StubPost, StubTelegram } from './stub-telegram.js';

// The Sources screen in a real browser against the built stack, whose ingest reads a stub
// Telegram account (the fake Telegram under mtcute's real client, in the ingest's own process):
// the screen lists the chats the account has, as the ingest's reader listed them; a chat
// switched on is backfilled for the chosen period and read live, its alerts (the contract address
// only in a URL button) and edits reach the dashboard, and the screen shows its status. A chat
// left off never feeds the dashboard.

const MINUTE = 60_000;
const token = (name: string, symbol: string) => ({ name, symbol, address: bs58.encode(randomBytes(32)) });
const BACKFILLED = token('Button Frog', 'BFROG');
const TOO_OLD = token('Stale Whale', 'STALE');
const LIVE = token('Live Otter', 'LOTTER');
const GEM_OLD = token('Gem Fossil', 'GFOSS');
const GEM_LIVE = token('Gem Spark', 'GSPARK');
const DEGEN_LIVE = token('Degen Ghost', 'DGHOST');

/** A token alert as alert bots post it; the contract address only in the "Buy" button's link. */
function alert(t: { name: string; symbol: string; address: string }, extra = ''): StubPost {
  return {
    text: `🚨 NEW ALERT 🚨\n${t.name} ($${t.symbol})\n💰 MC: $42K${extra}`,
    buttons: [[{ text: '🛒 Buy', url: `https://pump.fun/coin/${t.address}` }]],
  };
}

const ALPHA: StubChannelSetup = {
  id: 1_700_000_001,
  title: 'Alpha Calls',
  username: 'alphacalls',
  // Watched with a 6 h backfill: the alert of 25 minutes ago is read, the one of 10 h ago is not.
  history: [
    { ...alert(TOO_OLD), minutesAgo: 10 * 60 },
    { ...alert(BACKFILLED), minutesAgo: 25 },
  ],
};
const GEMS: StubChannelSetup = {
  id: 1_700_000_002,
  title: 'Gem Hunters',
  kind: 'supergroup',
  history: [{ ...alert(GEM_OLD), minutesAgo: 30 }],
};
const DEGEN: StubChannelSetup = { id: 1_700_000_003, title: 'Degen Club', username: 'degenclub' };
const chatIdOf = (channel: StubChannelSetup) => `-100${channel.id}`;
/** A channel the account had on an earlier run, and has left since. */
const GONE: ListedChat = { chatId: '-1001700000004', title: 'Old Pumps', kind: 'channel', username: 'oldpumps' };

let stack: E2eStack & { telegram: StubTelegram };
let browser: Browser;

beforeAll(async () => {
  const database = await createTestDatabase();
  await saveTelegramChatList(database.db, [GONE], new Date(Date.now() - 60 * MINUTE));
  [stack, browser] = await Promise.all([
    startE2eStack({
      servers: { database, redis: createTestRedis() },
      stubTelegram: { name: 'Alice Trader', channels: [ALPHA, GEMS, DEGEN] },
    }),
    launchBrowser(),
  ]);
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

const chatRow = (page: Page, chatId: string) => page.locator(`[data-testid="chat-row"][data-chat-id="${chatId}"]`);
const chatCard = (page: Page, chatId: string) => page.locator(`[data-testid="chat-card"][data-chat-id="${chatId}"]`);
const tokenRow = (page: Page, address: string) => page.locator(`[data-testid="token-row"][data-token-address="${address}"]`);
const textOf = async (page: Page, testId: string, within = page.locator('body')) =>
  (await within.getByTestId(testId).first().textContent())?.trim();

/** Waits until the locator's text is `expected` (the screen polls every 5 s). */
async function waitForText(locator: ReturnType<Page['locator']>, expected: string | RegExp): Promise<void> {
  await stack.waitFor(async () => {
    const text = (await locator.textContent())?.trim() ?? '';
    return (typeof expected === 'string' ? text === expected : expected.test(text)) ? true : undefined;
  }, 30_000);
}

/** Messages dated since this machine's midnight (the browser's "today" is the same clock's). */
const sinceMidnight = (minutesAgo: number) => Date.now() - minutesAgo * MINUTE >= new Date().setHours(0, 0, 0, 0);

async function storedRawMessages(chatId: string): Promise<number> {
  const row = await stack.database.db
    .selectFrom('raw_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('chat_id', '=', chatId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface StoredRule {
  field: string;
  line_from: string;
  line: number;
  anchor: string;
  before_text: string;
  agreed: number;
}

/** A chat's learned layout as the extractor stores it: its counts, and rules read from the top unless said. */
async function storeLayout(
  chatId: string,
  counts: { messages_learned: number; messages_read: number; values_checked: number; values_agreed: number },
  rules: Array<Partial<StoredRule> & Pick<StoredRule, 'field' | 'before_text' | 'agreed'>>,
): Promise<void> {
  const { db } = stack.database;
  await db
    .insertInto('chat_layouts')
    .values({ chat_id: chatId, ...counts })
    .execute();
  const rows = rules.map((rule) => ({
    chat_id: chatId,
    line_from: 'top',
    line: 0,
    anchor: 'after-literal',
    after_text: '',
    disagreed: 0,
    learned_at: counts.messages_learned,
    ...rule,
  }));
  await db.insertInto('chat_layout_rules').values(rows).execute();
}

describe('the Sources screen with a Telegram account', () => {
  it('lists the chats the account has, as the ingest read them, the one it left greyed and not switchable', async () => {
    const page = await openSources();
    expect(await textOf(page, 'account-state')).toBe('Logged in');
    expect(await textOf(page, 'account-name')).toBe('Alice Trader');
    expect(await textOf(page, 'account-connection')).toBe('Connected');
    expect(await textOf(page, 'bot-state')).toBe('Not set up');

    // The ingest lists the account's chats when it starts reading; the screen polls.
    await chatRow(page, chatIdOf(DEGEN)).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('chat-row').getByTestId('chat-title').allTextContents()).toEqual([
      'Alpha Calls',
      'Degen Club',
      'Gem Hunters',
      'Old Pumps',
    ]);
    expect(await textOf(page, 'chats-summary')).toBe('0 of 4 watched · 0 messages today');
    expect(await chatRow(page, chatIdOf(GEMS)).textContent()).toContain('supergroup');
    const gone = chatRow(page, GONE.chatId);
    expect(await textOf(page, 'chat-state', gone)).toBe('Left');
    expect(await gone.getByRole('switch', { name: 'Watch Old Pumps' }).isDisabled()).toBe(true);
    expect(await gone.evaluate((row) => getComputedStyle(row).opacity)).toBe('0.6');

    await page.getByLabel('Search chats').fill('@degen');
    await stack.waitFor(async () => ((await page.getByTestId('chat-row').count()) === 1 ? true : undefined));
    expect(await page.getByTestId('chat-row').getByTestId('chat-title').allTextContents()).toEqual(['Degen Club']);
    await page.getByLabel('Search chats').fill('nothing like it');
    await page.getByText('No chat matches “nothing like it”.').waitFor();
    await page.getByLabel('Search chats').fill('');
    await page.getByTestId('chat-row').nth(3).waitFor();
    await screenshot(page, 'sources-1440');
    await page.context().close();
  });

  it('switches a chat on with a backfill period: its recent alert (the address only in a button), then a live one and its edit reach the dashboard, and its status shows', async () => {
    const page = await openSources();
    const row = chatRow(page, chatIdOf(ALPHA));
    await row.getByRole('switch', { name: 'Watch Alpha Calls' }).click();
    const dialog = page.getByTestId('watch-dialog');
    await dialog.getByRole('heading', { name: 'Watch Alpha Calls' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'the last 24 h (default)' }).isChecked()).toBe(true);
    await screenshot(page, 'sources-watch-dialog-1440');
    await dialog.getByRole('radio', { name: 'the last 6 h' }).check();
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Watching Alpha Calls' }).waitFor();
    expect(await findTelegramChat(stack.database.db, chatIdOf(ALPHA))).toMatchObject({ watched: true, backfillHours: 6 });

    // The backfill read the 6 h asked for: the alert of 25 minutes ago, not the one of 10 h ago.
    await waitForText(row.getByTestId('chat-state'), 'Live');
    await waitForText(row.getByTestId('chat-today'), sinceMidnight(25) ? '1' : '0');
    expect(await row.getByRole('switch', { name: 'Watch Alpha Calls' }).getAttribute('aria-checked')).toBe('true');
    expect(await textOf(page, 'chat-last-message', row)).toBe('25 min ago');
    // Read from its history: no lag to speak of yet (the hub was not 25 minutes late).
    expect(await textOf(page, 'chat-lag', row)).toBe('-');

    // Live: a post now is on the screen within a poll, with its lag.
    const live = await stack.telegram.post(ALPHA.id, alert(LIVE, '\nFresh launch'));
    await waitForText(row.getByTestId('chat-today'), sinceMidnight(25) ? '2' : '1');
    expect(await textOf(page, 'chat-last-message', row)).toBe('just now');
    expect(await textOf(page, 'chat-lag', row)).toMatch(/^\d\.\d s$/);
    expect(await textOf(page, 'chats-summary')).toBe(`1 of 4 watched · ${sinceMidnight(25) ? 2 : 1} messages today`);
    await screenshot(page, 'sources-watching-1440');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Tokens/ })
      .click();
    await tokenRow(page, BACKFILLED.address).waitFor();
    const liveRow = tokenRow(page, LIVE.address);
    await liveRow.waitFor();
    expect(await liveRow.textContent()).toContain(LIVE.name);
    expect(await tokenRow(page, TOO_OLD.address).count()).toBe(0);
    expect(await storedRawMessages(chatIdOf(ALPHA))).toBe(2);

    // An edit in Telegram shows in the message on the dashboard.
    await liveRow.getByRole('button', { name: `Expand ${LIVE.name}` }).click();
    const card = page.getByTestId('message-strip').getByTestId('message-card').first();
    await card.getByText('Fresh launch').waitFor();
    await stack.telegram.edit(ALPHA.id, live.messageId, alert(LIVE, '\nFresh launch, LP burned').text);
    await card.getByText('Fresh launch, LP burned').waitFor();
    await page.context().close();
  });

  it('shows the chats as cards on a phone, and switches one on there for new messages only', async () => {
    const page = await openSources(phone);
    const card = chatCard(page, chatIdOf(GEMS));
    await card.waitFor();
    expect(await page.getByTestId('chat-table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await card.getByRole('switch', { name: 'Watch Gem Hunters' }).click();
    const dialog = page.getByTestId('watch-dialog');
    await dialog.getByRole('radio', { name: 'None: only new messages' }).check();
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Watching Gem Hunters' }).waitFor();
    expect(await findTelegramChat(stack.database.db, chatIdOf(GEMS))).toMatchObject({ watched: true, backfillHours: 0 });
    await waitForText(card.getByTestId('chat-state'), 'Live');

    // This one hides its chart link in the text (a text_link entity) and names its site bare (a url entity).
    const text = `🚨 NEW ALERT 🚨\n${GEM_LIVE.name} ($${GEM_LIVE.symbol})\n📈 Chart · dexscreener.com/solana`;
    const chart = `https://pump.fun/coin/${GEM_LIVE.address}`;
    const entities: StubEntity[] = [
      { type: 'text_link', offset: text.indexOf('Chart'), length: 'Chart'.length, url: chart },
      { type: 'url', offset: text.indexOf('dexscreener'), length: 'dexscreener.com/solana'.length },
    ];
    await stack.telegram.post(GEMS.id, { text, entities });
    await waitForText(card.getByTestId('chat-today'), '1');
    expect(await textOf(page, 'chat-last-message', card)).toBe('just now');
    // Its history was not read: only the new message is stored, with the links of its entities.
    expect(await storedRawMessages(chatIdOf(GEMS))).toBe(1);
    const stored = await stack.database.db
      .selectFrom('raw_messages')
      .select('links')
      .where('chat_id', '=', chatIdOf(GEMS))
      .executeTakeFirstOrThrow();
    expect(stored.links).toEqual([chart, 'https://dexscreener.com/solana']);
    await screenshot(page, 'sources-390');
    await page.context().close();
  });

  it("never reads a chat left off: its posts stay off the dashboard while a watched chat's arrive", async () => {
    await stack.telegram.post(DEGEN.id, alert(DEGEN_LIVE));
    const after = await stack.telegram.post(GEMS.id, { text: 'gm, nothing to buy today' });
    await stack.waitFor(async () => ((await storedRawMessages(chatIdOf(GEMS))) === 2 ? true : undefined));
    expect(after.chatId).toBe(chatIdOf(GEMS));
    expect(await storedRawMessages(chatIdOf(DEGEN))).toBe(0);

    const page = await openSources();
    const row = chatRow(page, chatIdOf(DEGEN));
    expect(await textOf(page, 'chat-state', row)).toBe('Off');
    expect(await textOf(page, 'chat-today', row)).toBe('0');
    await page.close();
  });

  it('marks a post deleted in Telegram as deleted (kept, not erased), and no longer counts it today', async () => {
    const page = await openSources();
    const today = chatRow(page, chatIdOf(GEMS)).getByTestId('chat-today');
    const rug = await stack.telegram.post(GEMS.id, alert(token('Rug Pull', 'RUGP')));
    const stored = () =>
      stack.database.db
        .selectFrom('messages')
        .select('deleted_at')
        .where('chat_id', '=', rug.chatId)
        .where('message_id', '=', String(rug.messageId))
        .executeTakeFirst();
    await stack.waitFor(stored);
    const counted =
      (await countTelegramChatMessagesSince(stack.database.db, [rug.chatId], new Date(new Date().setHours(0, 0, 0, 0)))).get(rug.chatId) ??
      0;
    await waitForText(today, String(counted));

    await stack.telegram.delete(GEMS.id, rug.messageId);
    await stack.waitFor(async () => ((await stored())?.deleted_at ? true : undefined));
    await waitForText(today, String(counted - 1));
    await page.context().close();
  });

  it('says while Telegram cannot be reached, and after the lost connection every post the chat made meanwhile reaches the dashboard', async () => {
    const before = await storedRawMessages(chatIdOf(ALPHA));
    await stack.telegram.dropConnection();
    const missed = [token('Gap Beetle', 'GAPB'), token('Gap Crane', 'GAPC'), token('Gap Dingo', 'GAPD')];
    for (const t of missed) await stack.telegram.post(ALPHA.id, alert(t));

    // Out of reach for 15 s shows next to the account, with since when and why; back, Connected.
    const sources = await openSources();
    const connection = sources.getByTestId('account-connection');
    await waitForText(connection, /^Unreachable\s*Telegram unreachable: no connection \(since .+\)\. Messages resume when it is back\.$/);
    // Its watched chats wait meanwhile, and read again once it is back.
    const alphaState = chatRow(sources, chatIdOf(ALPHA)).getByTestId('chat-state');
    await waitForText(alphaState, 'Waiting');
    await screenshot(sources, 'sources-telegram-unreachable-1440');
    await stack.telegram.restoreConnection();
    await waitForText(connection, 'Connected');
    await waitForText(alphaState, 'Live');
    await sources.context().close();

    const page = await signedInPage(browser, stack, desktop);
    await page.goto(`${stack.gateway}/`);
    for (const t of missed) await tokenRow(page, t.address).waitFor();
    expect(await storedRawMessages(chatIdOf(ALPHA))).toBe(before + missed.length);
    await page.context().close();
  });

  it('shows what a chat’s layout learned, and switches its reading off', async () => {
    const chatId = chatIdOf(DEGEN);
    await storeLayout(chatId, { messages_learned: 14, messages_read: 9, values_checked: 13, values_agreed: 12 }, [
      { field: 'symbol', before_text: 'Kt ≈ ', agreed: 9 },
      // Trusted too, but less believed: reading tries it second, the page counts it behind the first.
      { field: 'symbol', line_from: 'any', anchor: 'line-start', before_text: '🧊 ', agreed: 4 },
      // Agreed too little to be weighed yet: not shown as learned.
      { field: 'name', line_from: 'any', anchor: 'line-start', before_text: '', agreed: 1 },
    ]);
    const page = await openSources();
    const row = page.locator(`[data-testid="learned-layout-row"][data-chat-id="${chatId}"]`);
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toBe('Degen Club');
    expect(await row.getByTestId('learned-layout-rules').textContent()).toBe('symbol after "Kt ≈ " on line 1 (+1 other reading)');
    expect(await row.getByTestId('learned-layout-other-rules').getAttribute('title')).toBe('symbol opening a line after "🧊 "');
    expect(await row.getByTestId('learned-layout-agreement').textContent()).toBe('12 of 13 (92%)');
    // A trusted rule is there to save as a template.
    expect(await row.getByRole('link', { name: 'Save as template' }).getAttribute('href')).toBe(
      `/templates/wizard?fromChat=${encodeURIComponent(chatId)}`,
    );
    const toggle = row.getByRole('switch', { name: 'Read Degen Club with its learned layout' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await stack.waitFor(async () =>
      (await stack.database.db.selectFrom('chat_layouts').select('enabled').where('chat_id', '=', chatId).executeTakeFirstOrThrow())
        .enabled === false
        ? true
        : undefined,
    );
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'false' ? true : undefined));
    await page.context().close();
  });

  it('saves a chat’s learned layout as a template through the wizard', async () => {
    const chatId = chatIdOf(GEMS);
    const lynx = token('Learned Lynx', 'LLYNX');
    // A post in a layout the generic reader has no rule for: the name after '⟫', the symbol after '≈', the cap after '~'.
    const text = [`☄️ Zorvak ⟫ ${lynx.name}`, `Kt ≈ ${lynx.symbol}`, `CA ${lynx.address}`, 'Brr ~ $88K 🐳'].join('\n');
    await stack.telegram.post(GEMS.id, { text });
    const { db } = stack.database;
    await stack.waitFor(async () =>
      (await db
        .selectFrom('messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .where('message_text', 'like', `%${lynx.address}%`)
        .executeTakeFirst())
        ? true
        : undefined,
    );
    await storeLayout(chatId, { messages_learned: 8, messages_read: 3, values_checked: 9, values_agreed: 9 }, [
      { field: 'name', before_text: 'Zorvak ⟫ ', agreed: 8 },
      { field: 'symbol', line: 1, before_text: 'Kt ≈ ', agreed: 8 },
      { field: 'marketCap', line: 3, before_text: 'Brr ~ ', agreed: 8 },
    ]);

    const page = await openSources();
    const row = page.locator(`[data-testid="learned-layout-row"][data-chat-id="${chatId}"]`);
    await row.getByRole('link', { name: 'Save as template' }).click();
    await page.waitForURL(`${stack.gateway}/templates/wizard?fromChat=${encodeURIComponent(chatId)}`);
    await waitForText(page.getByTestId('wizard-prefilled-from'), 'Prefilled from Gem Hunters’s learned layout');
    await page.getByRole('tab', { name: /Extracted Fields/ }).click();
    const field = (name: string) => page.locator(`[data-testid="field-row"][data-field="${name}"]`);
    expect(await field('token_name').textContent()).toContain('Learned Lynx');
    expect(await field('token_symbol').textContent()).toContain('LLYNX');
    expect(await field('market_cap').textContent()).toMatch(/88,?000|88K/i);
    await screenshot(page, 'template-wizard-from-learned-layout');

    await page.getByRole('button', { name: 'Looks Good, Continue' }).click();
    const name = (await page.getByTestId('summary-name').textContent()) ?? '';
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.waitForURL(`${stack.gateway}/templates`);
    await page.locator(`[data-testid="template-row"][data-name="${name}"]`).waitFor();
    const saved = await db.selectFrom('templates').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(saved.sample_message).toBe(text);
    const learned = (saved.extractors as Array<{ name: string; type: string }>).filter((extractor) => extractor.type === 'regex');
    expect(learned.map((extractor) => extractor.name).sort()).toEqual(['market_cap', 'token_name', 'token_symbol']);
    await page.context().close();
  });

  it('switches a chat off at once', async () => {
    const page = await openSources();
    const toggle = chatRow(page, chatIdOf(ALPHA)).getByRole('switch', { name: 'Watch Alpha Calls' });
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'true' ? true : undefined));
    await toggle.click();
    await page.getByTestId('toast').filter({ hasText: 'No longer watching Alpha Calls' }).waitFor();
    expect((await findTelegramChat(stack.database.db, chatIdOf(ALPHA)))?.watched).toBe(false);
    await stack.waitFor(async () => ((await toggle.getAttribute('aria-checked')) === 'false' ? true : undefined));
    await page.context().close();
  });
});
