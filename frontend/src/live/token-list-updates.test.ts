import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A, ADDRESS_B, aToken } from '../testing/fixtures';
import { withMarketCapUpdate, withTokenRow } from './token-list-updates';

describe('withTokenRow', () => {
  const later = { last_updated: '2025-01-01T12:00:00.000Z' };

  it("puts the server's row of a known token in place of the held one, market caps and callers included", () => {
    const other = aToken({ token_address: ADDRESS_B, first_seen: '2025-01-01T09:00:00.000Z' });
    const tokens = [aToken(), other];
    const row = aToken({
      ...later,
      message_count: 2,
      current_market_cap: 420_000,
      ath_market_cap: 420_000,
      callers: 2,
      confluence_score: 1.3,
    });
    const next = withTokenRow(tokens, row, null);
    expect(next).toEqual([row, other]);
    expect(next[1]).toBe(other);
  });

  it("adds a new token where the list's order puts it", () => {
    const newer = aToken({ token_address: ADDRESS_B, first_seen: '2025-01-01T11:00:00.000Z' });
    expect(withTokenRow([aToken()], newer, null).map((token) => token.token_address)).toEqual([ADDRESS_B, ADDRESS_A]);
    const older = aToken({ token_address: ADDRESS_B, first_seen: '2025-01-01T09:00:00.000Z' });
    expect(withTokenRow([aToken()], older, null).map((token) => token.token_address)).toEqual([ADDRESS_A, ADDRESS_B]);
  });

  it('leaves a list filtered on other message types alone, and takes out a row the trader archived', () => {
    const tokens = [aToken()];
    expect(withTokenRow(tokens, aToken({ token_address: ADDRESS_B, first_message_type: 'curated' }), ['insider'])).toBe(tokens);
    expect(withTokenRow(tokens, aToken({ ...later, hidden: true }), null)).toEqual([]);
  });

  it('keeps a held row newer than the one that came (frames of two writes crossing)', () => {
    const tokens = [aToken({ ...later, message_count: 3 })];
    expect(withTokenRow(tokens, aToken({ message_count: 2 }), null)).toBe(tokens);
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
