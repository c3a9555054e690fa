import { describe, expect, it } from '@jest/globals';
import { aToken, anAlertMessage } from '../testing/fixtures';
import { sortTokens } from './sort-tokens';

const a = aToken({
  token_address: 'a',
  token_name: 'Alpha',
  latest_message_at: '2025-01-01T10:00:00Z',
  first_seen: '2025-01-01T08:00:00Z',
  current_market_cap: 5,
  initial_market_cap: 10,
  ath_market_cap: 40,
});
const b = aToken({
  token_address: 'b',
  token_name: 'beta',
  latest_message_at: '2025-01-01T11:00:00Z',
  first_seen: '2025-01-01T09:00:00Z',
  current_market_cap: null,
  initial_market_cap: 10,
  ath_market_cap: 20,
});
const c = aToken({
  token_address: 'c',
  token_name: 'Gamma',
  latest_message_at: '2025-01-01T09:00:00Z',
  first_seen: '2025-01-01T07:00:00Z',
  current_market_cap: 9,
  initial_market_cap: null,
  ath_market_cap: 90,
});
const order = (tokens: { token_address: string }[]) => tokens.map((token) => token.token_address).join('');

describe('sortTokens', () => {
  it('puts the most recent activity first, counting live latest messages', () => {
    expect(order(sortTokens([a, b, c], new Map(), 'latestMessage'))).toBe('bac');
    const live = new Map([['c', anAlertMessage({ token_address: 'c', timestamp: '2025-01-01T12:00:00Z' })]]);
    expect(order(sortTokens([a, b, c], live, 'latestMessage'))).toBe('cba');
  });

  it('sorts by market cap with unknown values last', () => {
    expect(order(sortTokens([a, b, c], new Map(), 'marketCap'))).toBe('cab');
    expect(order(sortTokens([a, b, c], new Map(), 'marketCap', 'asc'))).toBe('acb');
  });

  it('sorts by ATH multiple (ATH / initial), tokens without one last', () => {
    expect(order(sortTokens([c, b, a], new Map(), 'athMultiple'))).toBe('abc');
  });

  it('sorts by first seen, newest first', () => {
    expect(order(sortTokens([c, a, b], new Map(), 'firstSeen'))).toBe('bac');
  });

  it('lists names A to Z without regard to case, unnamed tokens last', () => {
    const unnamed = aToken({ token_address: 'u', token_name: null, token_symbol: null });
    expect(order(sortTokens([unnamed, c, b, a], new Map(), 'tokenName'))).toBe('abcu');
    expect(order(sortTokens([a, b, c], new Map(), 'tokenName', 'asc'))).toBe('cba');
  });

  it('keeps the incoming order for ties', () => {
    const tied = [aToken({ token_address: 'x', current_market_cap: 1 }), aToken({ token_address: 'y', current_market_cap: 1 })];
    expect(order(sortTokens(tied, new Map(), 'marketCap'))).toBe('xy');
  });
});
