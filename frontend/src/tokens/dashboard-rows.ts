import type { AlertMessage, Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../api/latest-messages';
import { calledByAny } from './channel-filter';
import type { DashboardFilter } from './dashboard-filter';
import { isPumpfunToken } from './pumpfun';
import type { QuickFilter, QuickFilterCounts } from './quick-filter';
import { compareSortKeys, sortKeyOf, type SortKey } from './sort-tokens';
import { isVisible } from './visible-tokens';

/** What the dashboard's rows are made of: the cached lists and the trader's choices. */
export interface DashboardRowsInput {
  /** The token list as cached (newest first_seen first): ties in the chosen sort keep its order. */
  tokens: readonly Token[];
  latestMessages: LatestMessages;
  /** The chosen channels' chat ids; none is every token. */
  channels: readonly string[];
  quickFilter: QuickFilter;
  filter: DashboardFilter;
}

export interface DashboardRows {
  /** The rows shown, in order: visibleTokens over the tokens the chosen channels called. */
  rows: readonly Token[];
  /** quickFilterCounts over the tokens the chosen channels called. */
  counts: QuickFilterCounts;
}

/** Past this many changed tokens in one step, sorting everything again is as cheap. */
const MOST_CHANGES_PLACED = 256;

/**
 * The dashboard's rows kept from one render to the next. A live frame changes one or a few rows
 * of 10,000: this finds them by identity (the cache keeps every unchanged row's object) and
 * moves each to its place by binary search, instead of filtering and sorting every token again
 * on every frame (tens of milliseconds a frame on the page's main thread, the alert's tail). The
 * result is the same as the whole computation's (visibleTokens, quickFilterCounts), which it
 * falls back to when the trader's choices change, the list was reordered, or many rows changed.
 * Each call consumes the state of the one before: call the function it returns with each new
 * input, in order.
 */
export function trackDashboardRows(): (input: DashboardRowsInput) => DashboardRows {
  let state: RowsState | null = null;
  return (input) => {
    state = state && sameChoices(state.input, input) ? (withChanges(state, input) ?? allRows(input)) : allRows(input);
    return state.result;
  };
}

/** A token as last seen, with what its row's place and filters depend on. */
interface HeldToken {
  token: Token;
  latestMessage: AlertMessage | undefined;
  /** Its index in the token list: ties in the sort keep that order. */
  position: number;
  key: SortKey;
  called: boolean;
  pumpfun: boolean;
  shown: boolean;
  /** The step that last saw it in the list. */
  seenAt: number;
}

interface RowsState {
  input: DashboardRowsInput;
  chosen: ReadonlySet<string>;
  held: Map<string, HeldToken>;
  step: number;
  result: DashboardRows;
}

function sameChoices(a: DashboardRowsInput, b: DashboardRowsInput): boolean {
  return (
    a.quickFilter === b.quickFilter &&
    a.filter.query === b.filter.query &&
    a.filter.sortBy === b.filter.sortBy &&
    a.filter.sortOrder === b.filter.sortOrder &&
    a.filter.trendingLevel === b.filter.trendingLevel &&
    a.channels.length === b.channels.length &&
    a.channels.every((chatId, index) => b.channels[index] === chatId)
  );
}

function heldToken(input: DashboardRowsInput, chosen: ReadonlySet<string>, token: Token, position: number, step: number): HeldToken {
  const latestMessage = input.latestMessages.get(token.token_address);
  const called = calledByAny(token, chosen);
  return {
    token,
    latestMessage,
    position,
    key: sortKeyOf(token, latestMessage, input.filter.sortBy),
    called,
    pumpfun: isPumpfunToken(token),
    shown: called && isVisible(token, latestMessage, input.quickFilter, input.filter),
    seenAt: step,
  };
}

/** Which of two held tokens comes first on the dashboard (negative: `a`). */
function rowOrder(input: DashboardRowsInput, a: HeldToken, b: HeldToken): number {
  return compareSortKeys(a.key, b.key, input.filter.sortBy, input.filter.sortOrder) || a.position - b.position;
}

function countsOf(held: Iterable<HeldToken>): QuickFilterCounts {
  let all = 0;
  let pumpfun = 0;
  for (const token of held) {
    if (!token.called) continue;
    all += 1;
    if (token.pumpfun) pumpfun += 1;
  }
  return { all, pumpfun, nonPumpfun: all - pumpfun };
}

/** The whole computation: every token held anew, the shown ones sorted. */
function allRows(input: DashboardRowsInput): RowsState {
  const chosen = new Set(input.channels);
  const held = new Map<string, HeldToken>();
  input.tokens.forEach((token, position) => held.set(token.token_address, heldToken(input, chosen, token, position, 0)));
  const shown = [...held.values()].filter((token) => token.shown).sort((a, b) => rowOrder(input, a, b));
  return { input, chosen, held, step: 0, result: { rows: shown.map(({ token }) => token), counts: countsOf(held.values()) } };
}

interface Change {
  /** The row as it was (its object is what `rows` holds), or null for a token new to the list. */
  before: Pick<HeldToken, 'token' | 'shown' | 'called' | 'pumpfun'> | null;
  /** The row now, or null for a token that left the list. */
  after: HeldToken | null;
}

/**
 * The rows after `input`'s lists changed under the same choices, placing only the changed
 * tokens; null when the whole computation is the better way (many changes, a reordered list).
 * Updates `state`'s held tokens in place.
 */
function withChanges(state: RowsState, input: DashboardRowsInput): RowsState | null {
  if (state.input.tokens === input.tokens && state.input.latestMessages === input.latestMessages) return state;
  const step = state.step + 1;
  const changes: Change[] = [];
  let lastPosition = -1;
  for (let position = 0; position < input.tokens.length; position += 1) {
    const token = input.tokens[position] as Token;
    const held = state.held.get(token.token_address);
    if (!held) {
      const added = heldToken(input, state.chosen, token, position, step);
      state.held.set(token.token_address, added);
      changes.push({ before: null, after: added });
    } else if (held.seenAt === step) {
      return null; // the same token twice in the list
    } else if (held.token !== token || held.latestMessage !== input.latestMessages.get(token.token_address)) {
      const { shown, called, pumpfun } = held;
      changes.push({ before: { token: held.token, shown, called, pumpfun }, after: held });
      Object.assign(held, heldToken(input, state.chosen, token, position, step));
    } else {
      // An unchanged row keeps its place among the other unchanged ones, or the list was reordered.
      if (held.position < lastPosition) return null;
      lastPosition = held.position;
      held.position = position;
      held.seenAt = step;
    }
    if (changes.length > MOST_CHANGES_PLACED) return null;
  }
  if (state.held.size > input.tokens.length) {
    for (const [address, held] of state.held) {
      if (held.seenAt === step) continue;
      state.held.delete(address);
      changes.push({ before: held, after: null });
    }
  }
  const result = changes.length === 0 ? state.result : placed(state, input, changes);
  return { ...state, input, step, result };
}

/** The rows and counts with each changed token taken out of its old place and put in its new one. */
function placed(state: RowsState, input: DashboardRowsInput, changes: readonly Change[]): DashboardRows {
  const rows = [...state.result.rows];
  let { all, pumpfun } = state.result.counts;
  for (const { before } of changes) {
    if (!before) continue;
    const at = before.shown ? rows.indexOf(before.token) : -1;
    if (at !== -1) rows.splice(at, 1);
    if (before.called) {
      all -= 1;
      if (before.pumpfun) pumpfun -= 1;
    }
  }
  for (const { after } of changes) {
    if (!after) continue;
    if (after.shown) rows.splice(placeOf(rows, state.held, input, after), 0, after.token);
    if (after.called) {
      all += 1;
      if (after.pumpfun) pumpfun += 1;
    }
  }
  return { rows, counts: { all, pumpfun, nonPumpfun: all - pumpfun } };
}

/** Where `token` goes in the sorted `rows`: after every row that comes before it (binary search). */
function placeOf(rows: readonly Token[], held: ReadonlyMap<string, HeldToken>, input: DashboardRowsInput, token: HeldToken): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = held.get((rows[middle] as Token).token_address) as HeldToken;
    if (rowOrder(input, other, token) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
