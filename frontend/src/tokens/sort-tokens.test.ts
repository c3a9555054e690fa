import { describe, expect, it } from '@jest/globals';
import { aToken, anAlertMessage } from '../../testing/fixtures';
import { sortTokens } from './sort-tokens';

const a = aToken({ token_address: 'a', token_name: 'Alpha', latest_message_at: '2025-01-01T10:00:00Z', current_market_cap: 5 });
const b = aToken({ token_address: 'b', token_name: 'beta', latest_message_at: '2025-01-01T11:00:00Z', current_market_cap: null });
const c = aToken({ token_address: 'c', token_name: 'Gamma', latest_message_at: '2025-01-01T09:00:00Z', current_market_cap: 9 });
const order = (tokens: { token_address: string }[]) => tokens.map((token) => token.token_address).join('');

describe('sortTokens', () => {
  it('puts the most recent activity first, counting live latest messages', () => {
    expect(order(sortTokens([a, b, c], {}, 'latestMessage'))).toBe('bac');
    const live = { c: anAlertMessage({ token_address: 'c', timestamp: '2025-01-01T12:00:00Z' }) };
    expect(order(sortTokens([a, b, c], live, 'latestMessage'))).toBe('cba');
  });

  it('sorts by market cap with unknown values last', () => {
    expect(order(sortTokens([a, b, c], {}, 'marketCap'))).toBe('cab');
    expect(order(sortTokens([a, b, c], {}, 'marketCap', 'asc'))).toBe('acb');
  });

  it('sorts names without regard to case', () => {
    expect(order(sortTokens([c, b, a], {}, 'tokenName', 'asc'))).toBe('abc');
  });
});
