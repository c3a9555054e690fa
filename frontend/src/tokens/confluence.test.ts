import { describe, expect, it } from '@jest/globals';
import { aToken } from '../testing/fixtures';
import { confluenceBadge } from './confluence';
import { sortTokens } from './sort-tokens';

describe('confluence badge', () => {
  it('shows nothing for a token no chat called', () => {
    expect(confluenceBadge(aToken())).toBeNull();
  });

  it('shows the score with one decimal and the number of callers', () => {
    const badge = confluenceBadge(aToken({ confluence_score: 2.1, callers: 3 }));
    expect(badge?.text).toBe('2.1 · 3');
    expect(badge?.title).toMatch(/^Confluence 2\.1, called by 3 chats\./);
    expect(confluenceBadge(aToken({ confluence_score: 0, callers: 1 }))).toMatchObject({
      text: '0.0 · 1',
      title: expect.stringContaining('1 chat.'),
    });
  });
});

describe('sorting by confluence', () => {
  it('puts the highest score first, and keeps the list order among equal scores', () => {
    const low = aToken({ token_address: 'Low', confluence_score: 0.3, callers: 1 });
    const high = aToken({ token_address: 'High', confluence_score: 2.4, callers: 3 });
    const none = aToken({ token_address: 'None' });
    const alsoNone = aToken({ token_address: 'AlsoNone' });
    const sorted = sortTokens([none, low, alsoNone, high], new Map(), 'confluence');
    expect(sorted.map((token) => token.token_address)).toEqual(['High', 'Low', 'None', 'AlsoNone']);
    expect(sortTokens([none, low, high], new Map(), 'confluence', 'asc').map((token) => token.token_address)).toEqual([
      'None',
      'Low',
      'High',
    ]);
  });
});
