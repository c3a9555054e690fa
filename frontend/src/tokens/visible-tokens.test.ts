import { describe, expect, it } from '@jest/globals';
import { aToken, anAlertMessage } from '../testing/fixtures';
import { defaultDashboardFilter, withSearchText, withSortBy, withTrendingLevel } from './dashboard-filter';
import { matchesSearch, visibleTokens } from './visible-tokens';

const goblin = aToken({
  token_address: 'GobLinCat1111pump',
  token_name: 'Goblin Cat',
  token_symbol: 'GOBCAT',
  first_message_type: 'pumpfun_new_alert',
  latest_message_at: '2025-01-01T10:00:00Z',
});
const moon = aToken({
  token_address: 'MoonDog22222',
  token_name: 'Moon Dog',
  token_symbol: 'MDOG',
  first_message_type: 'insider',
  latest_message_at: '2025-01-01T11:00:00Z',
});
const nameless = aToken({ token_address: 'Nameless3333', token_name: null, token_symbol: null, latest_message_at: '2025-01-01T09:00:00Z' });
const tokens = [goblin, moon, nameless];
const latest = new Map([
  [
    goblin.token_address,
    anAlertMessage({ token_address: goblin.token_address, timestamp: goblin.latest_message_at, trending_level: '🟢 HOT' }),
  ],
  [moon.token_address, anAlertMessage({ token_address: moon.token_address, timestamp: moon.latest_message_at, trending_level: '🔴' })],
]);
const addresses = (list: { token_address: string }[]) => list.map((token) => token.token_address);

describe('matchesSearch', () => {
  it('finds a token by name, symbol or address, in any case', () => {
    expect(matchesSearch(goblin, 'goblin')).toBe(true);
    expect(matchesSearch(goblin, 'GOBC')).toBe(true);
    expect(matchesSearch(goblin, '1111PUMP')).toBe(true);
    expect(matchesSearch(goblin, '  ')).toBe(true);
    expect(matchesSearch(goblin, 'moon')).toBe(false);
    expect(matchesSearch(nameless, 'cat')).toBe(false);
  });
});

describe('visibleTokens', () => {
  it('sorts the whole list by latest message by default', () => {
    expect(addresses(visibleTokens(tokens, latest, 'all', defaultDashboardFilter))).toEqual([
      moon.token_address,
      goblin.token_address,
      nameless.token_address,
    ]);
  });

  it('applies the quick filter', () => {
    expect(addresses(visibleTokens(tokens, latest, 'pumpfun', defaultDashboardFilter))).toEqual([goblin.token_address]);
    expect(addresses(visibleTokens(tokens, latest, 'nonPumpfun', defaultDashboardFilter))).toEqual([
      moon.token_address,
      nameless.token_address,
    ]);
  });

  it('keeps the tokens matching the search text', () => {
    expect(addresses(visibleTokens(tokens, latest, 'all', withSearchText('dog')))).toEqual([moon.token_address]);
  });

  it('keeps the tokens whose latest message has the chosen trending level', () => {
    expect(addresses(visibleTokens(tokens, latest, 'all', withTrendingLevel('🟢')))).toEqual([goblin.token_address]);
    expect(addresses(visibleTokens(tokens, latest, 'all', withTrendingLevel('🟠')))).toEqual([]);
  });

  it('applies the chosen sort', () => {
    expect(addresses(visibleTokens(tokens, latest, 'all', withSortBy('tokenName')))).toEqual([
      goblin.token_address,
      moon.token_address,
      nameless.token_address,
    ]);
  });
});
