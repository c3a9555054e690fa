import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A, ADDRESS_B, aToken, anAlertMessage } from '../testing/fixtures';
import { withMarketCapUpdate, withNewMessage } from './token-list-updates';

const all = { messageTypes: null, isRepeat: false };

describe('withNewMessage', () => {
  it('counts a message of a known token and moves its latest message time', () => {
    const tokens = [aToken({ message_count: 2, token_name: null })];
    const message = anAlertMessage({ timestamp: '2025-01-01T12:00:00.000Z' });
    const result = withNewMessage(tokens, message, ADDRESS_A, all);
    expect(result.added).toBe(false);
    expect(result.tokens[0]).toMatchObject({
      message_count: 3,
      latest_message_at: '2025-01-01T12:00:00.000Z',
      token_name: 'Popcat',
    });
  });

  it('does not count the same message twice', () => {
    const tokens = [aToken()];
    const result = withNewMessage(tokens, anAlertMessage(), ADDRESS_A, { messageTypes: null, isRepeat: true });
    expect(result.tokens).toBe(tokens);
  });

  it('adds an unknown token on top', () => {
    const tokens = [aToken()];
    const message = anAlertMessage({ token_address: ADDRESS_B, message_type: 'curated', token_name: 'Bonk' });
    const result = withNewMessage(tokens, message, ADDRESS_B, all);
    expect(result.added).toBe(true);
    expect(result.tokens.map((token) => token.token_address)).toEqual([ADDRESS_B, ADDRESS_A]);
    expect(result.tokens[0]).toMatchObject({
      token_name: 'Bonk',
      chain: 'solana',
      first_message_type: 'curated',
      message_count: 1,
      initial_market_cap: 200_000,
    });
  });

  it('leaves a list filtered on other message types alone', () => {
    const tokens = [aToken()];
    const message = anAlertMessage({ token_address: ADDRESS_B, message_type: 'curated' });
    const result = withNewMessage(tokens, message, ADDRESS_B, { messageTypes: ['insider'], isRepeat: false });
    expect(result).toEqual({ tokens, added: false });
  });
});

describe('withMarketCapUpdate', () => {
  it('updates the market cap, time and names of the token', () => {
    const other = aToken({ token_address: ADDRESS_B });
    const tokens = [aToken({ token_symbol: null }), other];
    const next = withMarketCapUpdate(tokens, {
      token_address: ADDRESS_A,
      current_market_cap: 999_000,
      last_updated: '2025-01-01T13:00:00.000Z',
      token_name: null,
      token_symbol: 'POP',
    });
    expect(next[0]).toMatchObject({
      current_market_cap: 999_000,
      last_updated: '2025-01-01T13:00:00.000Z',
      token_name: 'Popcat',
      token_symbol: 'POP',
    });
    expect(next[1]).toBe(other);
  });

  it('returns the same list for a token it does not hold', () => {
    const tokens = [aToken()];
    const update = {
      token_address: ADDRESS_B,
      current_market_cap: 1,
      last_updated: '2025-01-01T13:00:00.000Z',
      token_name: null,
      token_symbol: null,
    };
    expect(withMarketCapUpdate(tokens, update)).toBe(tokens);
  });
});
