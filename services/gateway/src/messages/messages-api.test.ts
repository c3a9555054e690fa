import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { errorBodySchema, readJson, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from '@solana-hub/db';
import {
  MESSAGES_PER_TOKEN,
  messagesByTokenSchema,
  tokenMessagesPageSchema,
  tracerPageSchema,
  chatTitlesSchema,
  type AlertMessage,
  type TracerPage,
} from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { nthAlert } from '../test-alert.fixture.js';

const password = 'messages api password';
const gateway = gatewayForTests(password);
let database: TestDatabase;
let base: string;
let cookie: string;

beforeAll(async () => {
  ({ database, base, cookie } = gateway);
  await storeAlerts(database.db, fixture());
  await database.db.updateTable('tokens').set({ hidden: true }).where('token_address', '=', 'Archived1').execute();
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });

let sequence = 0;
function alert(address: string | null, at: Date, extra: Partial<NewAlert> = {}): NewAlert {
  sequence += 1;
  return nthAlert('chat', sequence, address, at, { text: `alert number ${sequence}`, ...extra });
}

const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const HISTORY = 60;
const RECENT = 130;
const OLD = 4;
const trendings = ['🟢', '🔴', '🟠', null] as const;
const types = ['insider', 'curated', 'cabal_fomo'] as const;

function fixture(): NewAlert[] {
  const alerts: NewAlert[] = [];
  // A long history: 60 messages, two days old, one an hour apart, telling four stories (and one
  // more past the newest 50); two link to pump.fun.
  for (let i = 0; i < HISTORY; i++)
    alerts.push(
      alert('Busy1', minutesAgo(2 * 24 * 60 + i * 60), {
        text: `busy ${i}`,
        description: i < MESSAGES_PER_TOKEN ? `story ${i % 4}` : 'told too long ago',
        links: i === 30 || i === 31 ? ['https://pump.fun/coin/Busy1'] : ['https://x.com/busy'],
      }),
    );
  alerts.push(alert('Quiet1', minutesAgo(3 * 24 * 60)), alert('Quiet1', minutesAgo(3 * 24 * 60 - 5)));
  alerts.push(alert('Archived1', minutesAgo(4 * 24 * 60)));
  // The tracer's last 24 hours: 130 messages, ten at a time sharing one timestamp, so only the id
  // tells them apart.
  for (let i = 0; i < RECENT; i++) {
    alerts.push(
      alert(i % 5 === 0 ? null : `Recent${i % 4}`, minutesAgo(10 + Math.floor(i / 10) * 30), {
        messageType: types[i % 3],
        trendingLevel: trendings[i % 4],
        text: i === 77 ? 'Smart Money bought MOONDOG 100% early' : `recent alert ${i}`,
      }),
    );
  }
  for (let i = 0; i < OLD; i++) alerts.push(alert(null, minutesAgo(25 * 60 + i)));
  return alerts;
}

const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};
const newestFirst = (messages: AlertMessage[]) =>
  [...messages].sort((a, b) => (a.timestamp === b.timestamp ? b.id - a.id : a.timestamp < b.timestamp ? 1 : -1));

describe('all messages by token', () => {
  it('maps each dashboard token to what its collapsed row shows of its newest 50 messages', async () => {
    const byToken = await readJson(await get('/api/all-messages-by-token'), messagesByTokenSchema);
    expect(byToken.Archived1).toBeUndefined();
    // The newest of each description and the newest linking to pump.fun; the 'told too long ago' is past the 50.
    expect(byToken.Busy1?.map((m) => [m.message_text, m.description])).toEqual([
      ['busy 0', 'story 0'],
      ['busy 1', 'story 1'],
      ['busy 2', 'story 2'],
      ['busy 3', 'story 3'],
      ['busy 30', 'story 2'],
    ]);
    // Neither describes it: the newest alone.
    expect(byToken.Quiet1?.map((m) => m.timestamp)).toEqual([minutesAgo(3 * 24 * 60 - 5).toISOString()]);
    expect(
      Object.values(byToken).every((messages) => messages.every((m) => m.token_address && byToken[m.token_address] === messages)),
    ).toBe(true);
  });
});

describe("a token's history", () => {
  it('pages 20 messages at a time, newest first', async () => {
    const page = async (n: number) => readJson(await get(`/api/tokens/Busy1/messages?page=${n}`), tokenMessagesPageSchema);
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => [p.messages.length, p.hasMore, p.totalCount])).toEqual([
      [20, true, HISTORY],
      [20, true, HISTORY],
      [20, false, HISTORY],
      [0, false, HISTORY],
    ]);
    const texts = pages.flatMap((p) => p.messages.map((m) => m.message_text));
    expect(texts).toEqual(Array.from({ length: HISTORY }, (_, i) => `busy ${i}`));
    const first = await readJson(await get('/api/tokens/Busy1/messages'), tokenMessagesPageSchema);
    expect(first.messages[0]?.message_text).toBe('busy 0');
  });

  it('is empty for a token without messages', async () => {
    expect(await readJson(await get('/api/tokens/Nobody/messages?page=1'), tokenMessagesPageSchema)).toEqual({
      messages: [],
      hasMore: false,
      totalCount: 0,
    });
  });

  it('refuses a bad page or address', async () => {
    await expectError(await get('/api/tokens/Busy1/messages?page=0'), 400, /^page: /);
    await expectError(await get('/api/tokens/Busy1/messages?page=abc'), 400, /^page: must be a whole number/);
    await expectError(await get('/api/tokens/Bad$Address/messages'), 400, /token address/);
  });
});

describe('message tracer', () => {
  const tracer = async (query: string) => readJson(await get(`/api/messages?${query}`), tracerPageSchema);
  async function walk(query: string): Promise<TracerPage[]> {
    const pages = [await tracer(query)];
    while (pages.at(-1)?.nextCursor) pages.push(await tracer(`${query}&cursor=${pages.at(-1)?.nextCursor}`));
    return pages;
  }

  it('walks the last 24 hours with its cursor, 50 a page, without gaps or repeats', async () => {
    const pages = await walk('');
    expect(pages.map((p) => p.messages.length)).toEqual([50, 50, 30]);
    expect(pages.map((p) => p.totalCount)).toEqual([RECENT, RECENT, RECENT]);
    const messages = pages.flatMap((p) => p.messages);
    expect(new Set(messages.map((m) => m.id)).size).toBe(RECENT);
    expect(messages).toEqual(newestFirst(messages));
    expect(messages.every((m) => Date.parse(m.timestamp) > now - 24 * 3600_000)).toBe(true);
    expect(pages[0]?.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('keeps its place while new messages arrive', async () => {
    const first = await tracer('');
    await storeAlerts(database.db, [alert('Recent1', minutesAgo(1), { messageType: 'curated', text: 'arrived meanwhile' })]);
    const rest: AlertMessage[] = [];
    for (let cursor = first.nextCursor; cursor;) {
      const page = await tracer(`cursor=${cursor}`);
      rest.push(...page.messages);
      cursor = page.nextCursor;
    }
    const seen = [...first.messages, ...rest];
    expect(new Set(seen.map((m) => m.id)).size).toBe(seen.length);
    expect(seen.some((m) => m.message_text === 'arrived meanwhile')).toBe(false);
    expect(seen).toHaveLength(RECENT);
    expect(seen).toEqual(newestFirst(seen));
    expect((await tracer('')).messages[0]?.message_text).toBe('arrived meanwhile');
  });

  it("answers the first page's count on the next pages without counting again, and counts an older cursor's", async () => {
    const first = await tracer('');
    expect(first).toMatchObject({ totalCount: RECENT + 1, totalCapped: false });
    const { at, id } = JSON.parse(Buffer.from(first.nextCursor ?? '', 'base64url').toString('utf8')) as { at: string; id: number };
    const cursor = (fields: object) => Buffer.from(JSON.stringify({ at, id, ...fields })).toString('base64url');
    // The count comes from the cursor, whatever it says ...
    expect(await tracer(`cursor=${cursor({ total: { count: 12_345, capped: true } })}`)).toMatchObject({
      totalCount: 12_345,
      totalCapped: true,
    });
    // ... and one made before counts were carried (only the position) is counted again.
    expect(await tracer(`cursor=${cursor({})}`)).toMatchObject({ totalCount: RECENT + 1, totalCapped: false });
  });

  it('includes older messages with includeOld=true', async () => {
    const all = (await walk('includeOld=true')).flatMap((p) => p.messages);
    const total = (await tracer('includeOld=true')).totalCount;
    expect(all).toHaveLength(total);
    // + 1: the message that 'arrived meanwhile' above.
    expect(total).toBe(HISTORY + 3 + RECENT + 1 + OLD);
    expect(new Set(all.map((m) => m.id)).size).toBe(total);
    expect(all).toEqual(newestFirst(all));
    expect((await tracer('includeOld=false')).totalCount).toBe(RECENT + 1);
  });

  it('searches the text in any case', async () => {
    const found = await tracer('q=smart%20money');
    expect(found.messages.map((m) => m.message_text)).toEqual(['Smart Money bought MOONDOG 100% early']);
    expect(found).toMatchObject({ totalCount: 1, nextCursor: null });
    expect((await tracer(`q=${encodeURIComponent('100%')}`)).totalCount).toBe(1);
    expect((await tracer(`q=${encodeURIComponent('0% early')}`)).totalCount).toBe(1);
    expect((await tracer(`q=${encodeURIComponent('1_0')}`)).totalCount).toBe(0);
    expect((await tracer('q=busy&includeOld=true')).totalCount).toBe(HISTORY);
  });

  it('filters by trending circle or its name, and by message type', async () => {
    const green = await tracer(`trending=${encodeURIComponent('🟢')}`);
    expect(green.totalCount).toBe(Math.ceil(RECENT / 4));
    expect(green.messages).toHaveLength(green.totalCount);
    expect(green.messages.every((m) => m.trending_level === '🟢')).toBe(true);
    expect((await tracer('trending=bullish')).totalCount).toBe(green.totalCount);
    expect((await tracer('trending=Bearish')).messages.every((m) => m.trending_level === '🔴')).toBe(true);
    expect((await tracer(`trending=${encodeURIComponent('🟠')}`)).messages.every((m) => m.trending_level === '🟠')).toBe(true);
    expect((await tracer('trending=all')).totalCount).toBe((await tracer('')).totalCount);
    const cabal = await tracer('type=cabal_fomo&trending=neutral');
    expect(cabal.messages.length).toBeGreaterThan(0);
    expect(cabal.messages.every((m) => m.message_type === 'cabal_fomo' && m.trending_level === '🟠')).toBe(true);
    expect((await tracer('type=all')).totalCount).toBe((await tracer('')).totalCount);
  });

  it('refuses bad filters and cursors with 400 {error}', async () => {
    const forged = Buffer.from(JSON.stringify({ at: 'yesterday', id: 1 })).toString('base64url');
    const cases: Array<[string, RegExp]> = [
      ['cursor=not%20a%20cursor', /^cursor: invalid cursor/],
      ['cursor=abc', /^cursor: invalid cursor/],
      [`cursor=${forged}`, /^cursor: invalid cursor/],
      [
        `cursor=${Buffer.from(JSON.stringify({ at: '2026-01-01T00:00:00.000Z', id: -1 })).toString('base64url')}`,
        /^cursor: invalid cursor/,
      ],
      ['trending=purple', /^trending: must be one of/],
      ['includeOld=yes', /^includeOld: /],
      [`q=${'x'.repeat(201)}`, /^q: /],
    ];
    for (const [query, message] of cases) await expectError(await get(`/api/messages?${query}`), 400, message);
  });

  it('walks messages whose times differ below the millisecond without gaps or repeats', async () => {
    // JavaScript dates stop at milliseconds, PostgreSQL keeps microseconds: the cursor must too.
    // Every message in one millisecond, told apart by microseconds in an order unlike the ids'.
    await sql`UPDATE messages SET timestamp = date_trunc('second', now()) - interval '1 minute' + ((id * 7919) % 997 + 1) * interval '1 microsecond'`.execute(
      database.db,
    );
    const total = (await tracer('includeOld=true')).totalCount;
    const ids = (await walk('includeOld=true')).flatMap((p) => p.messages.map((m) => m.id));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });
});

describe('the channel of a message', () => {
  const rawMessage = (chatId: string, messageId: string, chatTitle: string | null) => ({
    source: 'bot',
    chat_id: chatId,
    chat_title: chatTitle,
    message_id: messageId,
    edit_version: 0,
    date: new Date(),
    text: 'raw',
    links: JSON.stringify([]),
    received_at: new Date(),
  });

  beforeAll(async () => {
    await storeAlerts(database.db, [
      nthAlert('-100777', 1, 'Recent1', minutesAgo(2), { text: 'from the frog channel' }),
      nthAlert('-100777', 2, 'Recent2', minutesAgo(3), { text: 'frog channel again' }),
      nthAlert('-100888', 1, 'Recent1', minutesAgo(4), { text: 'from the renamed channel' }),
    ]);
    await database.db
      .insertInto('raw_messages')
      .values([
        rawMessage('-100777', '1', 'Frog Calls'),
        rawMessage('-100777', '2', 'Frog Calls'),
        rawMessage('-100888', '1', 'Old Name'),
        rawMessage('-100999', '5', null),
      ])
      .execute();
    await database.db
      .insertInto('telegram_chats')
      .values({ chat_id: '-100888', title: 'Whale Watch', kind: 'channel', listed_at: new Date() })
      .execute();
  });

  it('lists every chat with its title, the account’s own before one a message carried', async () => {
    const { chats } = await readJson(await get('/api/chats'), chatTitlesSchema);
    expect(chats).toEqual([
      { chat_id: '-100777', title: 'Frog Calls' },
      { chat_id: '-100888', title: 'Whale Watch' },
      { chat_id: '-100999', title: null },
    ]);
  });

  it("filters the tracer by a chat's id", async () => {
    const frog = await readJson(await get('/api/messages?chat=-100777'), tracerPageSchema);
    expect(frog.messages.map((m) => m.message_text)).toEqual(['from the frog channel', 'frog channel again']);
    expect(frog.totalCount).toBe(2);
    const none = await readJson(await get('/api/messages?chat=-100123'), tracerPageSchema);
    expect(none.totalCount).toBe(0);
  });
});
