import type { AlertMessage, Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../api/latest-messages';
import { trendingLevelOf } from '../messages/trending-level';
import type { DashboardFilter, TrendingFilter } from './dashboard-filter';
import { passesQuickFilter, type QuickFilter } from './quick-filter';
import { sortTokens } from './sort-tokens';

/**
 * The dashboard's rows: the token list (newest first_seen first, as the API orders it) through
 * the quick filter, the search text and the trending level of each token's latest message,
 * then the chosen client sort.
 */
export function visibleTokens(
  tokens: readonly Token[],
  latestMessages: LatestMessages,
  quickFilter: QuickFilter,
  filter: DashboardFilter,
): Token[] {
  const matching = tokens.filter((token) => isVisible(token, latestMessages.get(token.token_address), quickFilter, filter));
  return sortTokens(matching, latestMessages, filter.sortBy, filter.sortOrder);
}

/** Whether a token passes the quick filter, the search text and the trending level of its latest message. */
export function isVisible(
  token: Token,
  latestMessage: AlertMessage | undefined,
  quickFilter: QuickFilter,
  filter: DashboardFilter,
): boolean {
  return (
    passesQuickFilter(token, quickFilter) &&
    matchesSearch(token, filter.query) &&
    hasTrendingLevel(latestMessage?.trending_level, filter.trendingLevel)
  );
}

function hasTrendingLevel(trendingLevel: string | null | undefined, wanted: TrendingFilter): boolean {
  return wanted === 'all' || trendingLevelOf(trendingLevel)?.symbol === wanted;
}

/** Whether the token's name, symbol or address contains the search text, in any case. */
export function matchesSearch(token: Token, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [token.token_name, token.token_symbol, token.token_address].some(
    (field) => field !== null && field.toLocaleLowerCase().includes(needle),
  );
}
