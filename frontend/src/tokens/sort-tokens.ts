import type { Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../../api/latest-messages';
import { timestampMs } from '../../format/elapsed';
import { latestActivityMs } from './latest-activity';

/** The dashboard's client-side sort options (spec section 2, 'Sort By'). */
export type TokenSortKey = 'latestMessage' | 'marketCap' | 'athMultiple' | 'tokenName' | 'firstSeen';
export type SortOrder = 'asc' | 'desc';

/**
 * Sorts a copy of the list (which arrives newest first_seen first); ties and tokens without a
 * value keep that order, the latter at the end.
 */
export function sortTokens(
  tokens: readonly Token[],
  latestMessages: LatestMessages,
  sortBy: TokenSortKey,
  order: SortOrder = 'desc',
): Token[] {
  if (sortBy === 'tokenName') {
    const direction = order === 'asc' ? 1 : -1;
    return [...tokens].sort((a, b) => direction * nameOf(a).localeCompare(nameOf(b)));
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
      return athMultiple(token);
  }
}

/** ATH divided by the initial market cap, when both are known. */
export function athMultiple(token: Token): number | null {
  const { ath_market_cap: ath, initial_market_cap: initial } = token;
  return ath !== null && initial !== null && initial > 0 ? ath / initial : null;
}

function nameOf(token: Token): string {
  return (token.token_name ?? token.token_symbol ?? '').toLocaleLowerCase();
}
