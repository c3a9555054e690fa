import { describe, expect, it } from '@jest/globals';
import type { AlertMessage, Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../api/latest-messages';
import { withEntry } from '../api/keyed-list';
import { aToken, anAlertMessage } from '../testing/fixtures';
import { tokensCalledBy } from './channel-filter';
import { defaultDashboardFilter, type DashboardFilter } from './dashboard-filter';
import { trackDashboardRows, type DashboardRowsInput } from './dashboard-rows';
import { quickFilterCounts } from './quick-filter';
import { tokenSortOptions } from './sort-tokens';
import { visibleTokens } from './visible-tokens';

/** The whole computation the dashboard did on every render, which the tracked rows must equal. */
function wholeComputation(input: DashboardRowsInput) {
  const called = tokensCalledBy(input.tokens, input.channels);
  return { rows: visibleTokens(called, input.latestMessages, input.quickFilter, input.filter), counts: quickFilterCounts(called) };
}

/** A small deterministic random source (the same sequence on every run). */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 10, n)).toISOString();
const chats = ['-1001', '-1002', '-1003'];
const types = ['insider', 'pumpfun_new_alert', 'volume_alert', 'unknown'];
const levels = [null, '🟢 HOT', '🔴'];

function randomToken(random: ReturnType<typeof seeded>, index: number): Token {
  return aToken({
    token_address: `Token${index}${random.next() < 0.3 ? 'pump' : ''}`,
    token_name: random.pick([null, 'Alpha', 'beta', `Cat ${index % 7}`]),
    // Ties on purpose: the list's order settles them.
    first_seen: minute(100 - Math.floor(index / 2)),
    latest_message_at: minute(Math.floor(random.next() * 50)),
    first_message_type: random.pick(types),
    current_market_cap: random.next() < 0.2 ? null : Math.floor(random.next() * 5) * 1_000,
    confluence_score: random.pick([0, 0, 1.5, 2]),
    caller_chat_ids: chats.filter(() => random.next() < 0.4),
  });
}

function randomMessage(random: ReturnType<typeof seeded>, token: Token): AlertMessage {
  return anAlertMessage({
    token_address: token.token_address,
    timestamp: minute(Math.floor(random.next() * 60)),
    trending_level: random.pick(levels),
  });
}

describe('trackDashboardRows', () => {
  const filters: DashboardFilter[] = [
    ...tokenSortOptions.flatMap(({ value }) =>
      (['desc', 'asc'] as const).map((sortOrder) => ({ ...defaultDashboardFilter, sortBy: value, sortOrder })),
    ),
    { ...defaultDashboardFilter, query: 'cat' },
    { ...defaultDashboardFilter, trendingLevel: '🟢' },
  ];

  it.each(filters)('equals the whole computation after every live change (%o)', (filter) => {
    const random = seeded(7);
    let created = 0;
    let tokens: Token[] = Array.from({ length: 40 }, () => randomToken(random, created++));
    let latest: LatestMessages = new Map(tokens.map((token) => [token.token_address, randomMessage(random, token)]));
    const trackers = [
      { channels: [], quickFilter: 'all' as const },
      { channels: ['-1002'], quickFilter: 'pumpfun' as const },
      { channels: ['-1001', '-1003'], quickFilter: 'nonPumpfun' as const },
    ].map((choice) => ({ ...choice, rowsOf: trackDashboardRows() }));
    for (let step = 0; step < 200; step += 1) {
      const change = random.next();
      if (change < 0.5) {
        // An alert about a known token: its row (market cap, callers, latest message) and its latest message.
        const at = Math.floor(random.next() * tokens.length);
        const held = tokens[at] as Token;
        const row = { ...randomToken(random, 0), token_address: held.token_address, first_seen: held.first_seen };
        tokens = tokens.with(at, row);
        latest = withEntry(latest, row.token_address, randomMessage(random, row));
      } else if (change < 0.7) {
        // A new token, at the top of the list.
        const row = { ...randomToken(random, created++), first_seen: minute(200 + created) };
        tokens = [row, ...tokens];
        latest = withEntry(latest, row.token_address, randomMessage(random, row));
      } else if (change < 0.8) {
        // A message only (its row unchanged).
        const token = random.pick(tokens);
        latest = withEntry(latest, token.token_address, randomMessage(random, token));
      } else if (change < 0.9 && tokens.length > 10) {
        // An archived token leaves the list.
        tokens = tokens.toSpliced(Math.floor(random.next() * tokens.length), 1);
      }
      // A tracker per choice of channels and quick filter (a change of choice computes everything again).
      trackers.forEach(({ rowsOf, channels, quickFilter }) => {
        const input: DashboardRowsInput = { tokens, latestMessages: latest, channels, quickFilter, filter };
        expect(rowsOf(input)).toEqual(wholeComputation(input));
      });
    }
  });

  it('keeps the rows and counts it answered when nothing they show changed', () => {
    const tokens = [aToken()];
    const rowsOf = trackDashboardRows();
    const first = rowsOf({ tokens, latestMessages: new Map(), channels: [], quickFilter: 'all', filter: defaultDashboardFilter });
    const again = rowsOf({
      tokens: [...tokens],
      latestMessages: new Map(),
      channels: [],
      quickFilter: 'all',
      filter: { ...defaultDashboardFilter },
    });
    expect(again.rows).toBe(first.rows);
    expect(again.counts).toBe(first.counts);
  });

  it('moves a changed row without sorting the others again, and follows a change of sort', () => {
    const older = aToken({ token_address: 'older', latest_message_at: minute(1), first_seen: minute(1) });
    const newer = aToken({ token_address: 'newer', latest_message_at: minute(2), first_seen: minute(2) });
    const rowsOf = trackDashboardRows();
    const input = {
      tokens: [newer, older],
      latestMessages: new Map(),
      channels: [],
      quickFilter: 'all' as const,
      filter: defaultDashboardFilter,
    };
    expect(rowsOf(input).rows).toEqual([newer, older]);
    const alerted = { ...older, latest_message_at: minute(3) };
    expect(rowsOf({ ...input, tokens: [newer, alerted] }).rows).toEqual([alerted, newer]);
    expect(rowsOf({ ...input, tokens: [newer, alerted], filter: { ...defaultDashboardFilter, sortBy: 'firstSeen' } }).rows).toEqual([
      newer,
      alerted,
    ]);
  });
});
