import type { AlertMessage, Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../api/latest-messages';
import { athMultiple } from '../format/figures';
import { timestampMs } from '../format/time';

/** The dashboard's client-side sort options ('Sort By'). */
export const tokenSortOptions = [
  { value: 'latestMessage', label: 'Latest Message' },
  { value: 'marketCap', label: 'Market Cap' },
  { value: 'athMultiple', label: 'ATH Multiple' },
  { value: 'tokenName', label: 'Token Name' },
  { value: 'firstSeen', label: 'First Seen' },
  { value: 'confluence', label: 'Confluence' },
] as const;

export type TokenSortKey = (typeof tokenSortOptions)[number]['value'];
export type SortOrder = 'asc' | 'desc';

/**
 * Sorts a copy of the list (which arrives newest first_seen first); ties and tokens without a
 * value keep that order, the latter at the end. 'desc' puts the newest, largest and highest
 * multiples first, and names in reading order (A to Z): the order a trader scans a list in.
 */
export function sortTokens(
  tokens: readonly Token[],
  latestMessages: LatestMessages,
  sortBy: TokenSortKey,
  order: SortOrder = 'desc',
): Token[] {
  const keyed = tokens.map((token) => ({ token, key: sortKeyOf(token, latestMessages.get(token.token_address), sortBy) }));
  // Array.prototype.sort is stable: ties keep the list's order.
  keyed.sort((a, b) => compareSortKeys(a.key, b.key, sortBy, order));
  return keyed.map(({ token }) => token);
}

/** What a token is sorted by: its name in lower case, or a number (null when it has none). */
export type SortKey = string | number | null;

/** The value `sortBy` orders a token by, given its latest message (the live one, when held). */
export function sortKeyOf(token: Token, latestMessage: AlertMessage | undefined, sortBy: TokenSortKey): SortKey {
  return sortBy === 'tokenName' ? nameOf(token) : numericKey(token, latestMessage, sortBy);
}

/**
 * How two tokens' keys compare in the dashboard's order (negative: `a` first); 0 for a tie,
 * which the list's own order settles. Shared by the whole sort and the placing of one changed row.
 */
export function compareSortKeys(a: SortKey, b: SortKey, sortBy: TokenSortKey, order: SortOrder): number {
  if (sortBy === 'tokenName') return compareNames(String(a), String(b), order === 'desc' ? 1 : -1);
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (order === 'asc' ? 1 : -1) * (Number(a) - Number(b));
}

function numericKey(token: Token, latestMessage: AlertMessage | undefined, sortBy: Exclude<TokenSortKey, 'tokenName'>) {
  switch (sortBy) {
    case 'latestMessage':
      return latestActivityMs(token, latestMessage);
    case 'firstSeen':
      return timestampMs(token.first_seen);
    case 'marketCap':
      return token.current_market_cap;
    case 'athMultiple':
      return athMultiple(token.ath_market_cap, token.initial_market_cap);
    case 'confluence':
      return token.confluence_score;
  }
}

/** Unnamed tokens go last in either direction. */
function compareNames(a: string, b: string, direction: number): number {
  if (a === '' || b === '') return (a === '' ? 1 : 0) - (b === '' ? 1 : 0);
  return direction * a.localeCompare(b);
}

function nameOf(token: Token): string {
  return (token.token_name ?? token.token_symbol ?? '').toLocaleLowerCase();
}

/** When the token last had a message: the newer of the live latest message and the token row. */
export function latestActivityMs(token: Token, latestMessage: AlertMessage | undefined): number | null {
  const fromToken = timestampMs(token.latest_message_at);
  const fromMessage = timestampMs(latestMessage?.timestamp);
  if (fromToken === null) return fromMessage;
  if (fromMessage === null) return fromToken;
  return Math.max(fromToken, fromMessage);
}
