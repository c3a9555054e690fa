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
  if (sortBy === 'tokenName') {
    const direction = order === 'desc' ? 1 : -1;
    return [...tokens].sort((a, b) => compareNames(nameOf(a), nameOf(b), direction));
  }
  const keyed = tokens.map((token) => ({ token, value: numericKey(token, latestMessages, sortBy) }));
  const direction = order === 'asc' ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
    return direction * (a.value - b.value);
  });
  return keyed.map(({ token }) => token);
}

function numericKey(token: Token, latestMessages: LatestMessages, sortBy: Exclude<TokenSortKey, 'tokenName'>) {
  switch (sortBy) {
    case 'latestMessage':
      return latestActivityMs(token, latestMessages[token.token_address]);
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
