import { describe, expect, it } from '@jest/globals';
import { aChannelScore } from '../../testing/fixtures';
import { firstOrderOf, sortChannels } from './channel-sort';

const channel = aChannelScore;

describe('sortChannels', () => {
  const rows = [
    channel('a', { hit_rate_2x: 0.5, calls: 4, chat_title: 'Zeta' }),
    channel('b', { hit_rate_2x: null, calls: 9 }),
    channel('c', { hit_rate_2x: 0.9, calls: 2, chat_title: 'alpha' }),
    channel('d', { hit_rate_2x: 0.5, calls: 7, chat_title: 'Beta' }),
  ];

  it('sorts by a figure either way, rows without it last, ties by calls', () => {
    expect(sortChannels(rows, 'hit_rate_2x', 'desc').map((row) => row.chat_id)).toEqual(['c', 'd', 'a', 'b']);
    expect(sortChannels(rows, 'hit_rate_2x', 'asc').map((row) => row.chat_id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts names without case, an untitled chat by its id', () => {
    expect(sortChannels(rows, 'chat_title', 'asc').map((row) => row.chat_id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('starts times and falls ascending, rates and multiples descending', () => {
    expect([
      firstOrderOf('median_minutes_to_2x'),
      firstOrderOf('fell_half_share'),
      firstOrderOf('best_multiple'),
      firstOrderOf('calls'),
    ]).toEqual(['asc', 'asc', 'desc', 'desc']);
  });
});
