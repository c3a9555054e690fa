import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, readJson, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from '@solana-hub/db';
import {
  actionDoneSchema,
  archivedCountSchema,
  archivedTokensPageSchema,
  messageTypeStatsSchema,
  tokenSchema,
  type Token,
} from '@solana-hub/contracts';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { nthAlert } from '../test-alert.fixture.js';

const password = 'tokens api password';
const gateway = gatewayForTests(password);
let database: TestDatabase;
let base: string;
let cookie: string;

beforeAll(async () => {
  ({ database, base, cookie } = gateway);
  await storeAlerts(database.db, fixture());
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });
const post = (path: string) => fetch(`${base}${path}`, { method: 'POST', headers: { cookie } });

let sequence = 0;
const alert = (address: string, at: Date, extra: Partial<NewAlert> = {}) => nthAlert('chat', ++sequence, address, at, extra);

const ARCHIVED = 120;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3600_000);
const archivedAddress = (i: number) => `Arch${String(i).padStart(3, '0')}`;
/** ATH multiple of archived token i: none for every 10th (no market cap), else 1 + (i * 37 % 101) / 10. */
const multipleOf = (i: number) => (i % 10 === 0 ? null : 1 + ((i * 37) % 101) / 10);

function fixture(): NewAlert[] {
  const alerts: NewAlert[] = [];
  for (let i = 0; i < ARCHIVED; i++) {
    const address = archivedAddress(i);
    // Names in mixed case, so the name sort must ignore case: 'name Arch007' vs 'Name Arch008'.
    const token = {
      address,
      chain: 'solana' as const,
      name: `${i % 2 ? 'name' : 'Name'} ${address}`,
      symbol: i === 42 ? 'WIFHAT' : `S${i}`,
    };
    const multiple = multipleOf(i);
    alerts.push(alert(address, day(i), { token, marketCap: multiple === null ? null : 1000, messageType: 'curated' }));
    alerts.push(alert(address, day(i + 0.5), { token, marketCap: multiple === null ? null : 1000 * multiple, messageType: 'insider' }));
  }
  alerts.push(alert('Live1', day(200), { messageType: 'insider', marketCap: 5000 }));
  alerts.push(alert('Live2', day(201), { messageType: 'insider' }));
  alerts.push(alert('Live3', day(202), { messageType: 'pumpfun_volume' }));
  return alerts;
}

async function archiveFixture() {
  await database.db.updateTable('tokens').set({ hidden: true }).where('token_address', 'like', 'Arch%').execute();
}

const pageOf = async (query: string) => readJson(await get(`/api/tokens/hidden?${query}`), archivedTokensPageSchema);
const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};

describe('token detail', () => {
  it('answers one token, and 404 {error} for an unknown one', async () => {
    const token = await readJson(await get('/api/tokens/Live1'), tokenSchema);
    expect(token).toMatchObject({
      token_address: 'Live1',
      token_name: 'Name Live1',
      hidden: false,
      initial_market_cap: 5000,
      first_message_type: 'insider',
    });
    await expectError(await get('/api/tokens/Nobody'), 404, /Token not found/);
  });

  it('refuses an address that cannot be one', async () => {
    await expectError(await get('/api/tokens/not-an-address!'), 400, /token address/);
  });
});

describe('archive and unarchive', () => {
  it('moves a token off the dashboard and back', async () => {
    const listed = async () => (await readJson(await get('/api/tokens'), z.array(tokenSchema))).map((t) => t.token_address);
    const hiddenCount = async () => (await readJson(await get('/api/tokens/hidden/count'), archivedCountSchema)).count;
    const before = await hiddenCount();
    expect(await listed()).toContain('Live2');

    const archived = await post('/api/tokens/Live2/archive');
    expect(archived.status).toBe(200);
    expect(await readJson(archived, actionDoneSchema)).toEqual({ success: true });
    expect(await listed()).not.toContain('Live2');
    expect(await hiddenCount()).toBe(before + 1);
    expect((await readJson(await get('/api/tokens/Live2'), tokenSchema)).hidden).toBe(true);
    expect((await pageOf('search=Live2')).tokens.map((t) => t.token_address)).toEqual(['Live2']);

    expect(await readJson(await post('/api/tokens/Live2/unarchive'), actionDoneSchema)).toEqual({ success: true });
    expect(await listed()).toContain('Live2');
    expect(await hiddenCount()).toBe(before);
    expect((await readJson(await get('/api/tokens/Live2'), tokenSchema)).hidden).toBe(false);
  });

  it('answers 404 {error} for an unknown token', async () => {
    await expectError(await post('/api/tokens/Nobody/archive'), 404, /Token not found: Nobody/);
    await expectError(await post('/api/tokens/Nobody/unarchive'), 404, /Token not found: Nobody/);
  });
});

describe('message-type stats', () => {
  it('counts dashboard tokens by their first message type, archived ones left out', async () => {
    const before = await readJson(await get('/api/message-type-stats'), messageTypeStatsSchema);
    // Every Arch token's first message is 'curated', and none is archived yet in this file's order.
    expect(before).toEqual({ curated: ARCHIVED, insider: 2, pumpfun_volume: 1 });
    await post('/api/tokens/Live3/archive');
    expect(await readJson(await get('/api/message-type-stats'), messageTypeStatsSchema)).toEqual({ curated: ARCHIVED, insider: 2 });
    await post('/api/tokens/Live3/unarchive');
  });
});

describe('archived tokens list', () => {
  beforeAll(archiveFixture);

  it('defaults to page 1 of 100, first seen newest first', async () => {
    const page = await pageOf('');
    expect(page).toMatchObject({ totalCount: ARCHIVED, totalPages: 2, hasMore: true });
    expect(page.tokens).toHaveLength(100);
    expect(page.tokens[0]?.token_address).toBe(archivedAddress(ARCHIVED - 1));
    expect(page.tokens.every((t) => t.hidden)).toBe(true);
    const times = page.tokens.map((t) => t.first_seen);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through every archived token exactly once', async () => {
    const pages = [await pageOf('limit=50&page=1'), await pageOf('limit=50&page=2'), await pageOf('limit=50&page=3')];
    expect(pages.map((p) => [p.tokens.length, p.totalPages, p.hasMore])).toEqual([
      [50, 3, true],
      [50, 3, true],
      [20, 3, false],
    ]);
    const addresses = pages.flatMap((p) => p.tokens.map((t) => t.token_address));
    expect(new Set(addresses).size).toBe(ARCHIVED);
    expect((await pageOf('limit=50&page=4')).tokens).toEqual([]);
  });

  it('sorts by ATH multiple (ATH / initial) both ways, tokens without one last', async () => {
    const multiple = (t: Token) => (t.ath_market_cap === null || !t.initial_market_cap ? null : t.ath_market_cap / t.initial_market_cap);
    for (const order of ['desc', 'asc'] as const) {
      const all: Token[] = [];
      for (const page of [1, 2, 3]) all.push(...(await pageOf(`sortBy=ath_multiple&sortOrder=${order}&limit=50&page=${page}`)).tokens);
      const values = all.map(multiple);
      const known = values.filter((v): v is number => v !== null);
      expect(known).toHaveLength(108);
      expect(values.slice(108)).toEqual(Array(12).fill(null));
      expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      expect(new Set(all.map((t) => t.token_address)).size).toBe(ARCHIVED);
    }
  });

  it('sorts by name ignoring case, and by market caps', async () => {
    const names = (await pageOf('sortBy=token_name&sortOrder=asc&limit=200')).tokens.map((t) => t.token_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names[0]).toBe('Name Arch000');
    const caps = (await pageOf('sortBy=current_market_cap&sortOrder=desc&limit=200')).tokens.map((t) => t.current_market_cap);
    expect(caps.slice(0, 108).every((c) => c !== null)).toBe(true);
    expect(caps.slice(0, 108)).toEqual([...caps.slice(0, 108)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const ath = (await pageOf('sortBy=ath_market_cap&sortOrder=asc&limit=200')).tokens.map((t) => t.ath_market_cap);
    expect(ath.slice(0, 108)).toEqual([...ath.slice(0, 108)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(ath.at(-1)).toBeNull();
  });

  it('searches name, symbol and address in any case; % and _ are plain characters', async () => {
    expect((await pageOf('search=wifhat')).tokens.map((t) => t.token_address)).toEqual(['Arch042']);
    expect((await pageOf('search=arch11')).totalCount).toBe(10);
    expect((await pageOf('search=NAME%20ARCH007')).tokens.map((t) => t.token_address)).toEqual(['Arch007']);
    expect((await pageOf(`search=${encodeURIComponent('%')}`)).totalCount).toBe(0);
    expect((await pageOf('search=Arch_0')).totalCount).toBe(0);
    expect((await pageOf('search=%20%20')).totalCount).toBe(ARCHIVED);
  });

  it('filters by ATH multiple range (free decimal text)', async () => {
    const page = await pageOf('athMultipleMin=2.5&athMultipleMax=5&limit=200');
    const expected = Array.from({ length: ARCHIVED }, (_, i) => i).filter((i) => {
      const m = multipleOf(i);
      return m !== null && m >= 2.5 && m <= 5;
    });
    expect(page.totalCount).toBe(expected.length);
    expect(page.tokens.map((t) => t.token_address).sort()).toEqual(expected.map(archivedAddress).sort());
    expect((await pageOf('athMultipleMin=.5&athMultipleMax=')).totalCount).toBe(108);
  });

  it('names the field of each bad query value', async () => {
    const cases: Array<[string, RegExp]> = [
      ['limit=20', /^limit: must be one of 50, 100, 200/],
      ['page=0', /^page: /],
      ['page=two', /^page: must be a whole number/],
      ['sortBy=volume', /^sortBy: /],
      ['sortOrder=up', /^sortOrder: /],
      ['athMultipleMin=abc', /^athMultipleMin: must be a non-negative decimal number/],
      ['athMultipleMax=-1', /^athMultipleMax: /],
      ['athMultipleMin=5&athMultipleMax=2', /^athMultipleMax: must not be below athMultipleMin/],
      ['page=1&page=2', /^page: /],
      [`search=${'x'.repeat(201)}`, /^search: /],
    ];
    for (const [query, message] of cases) await expectError(await get(`/api/tokens/hidden?${query}`), 400, message);
  });
});
