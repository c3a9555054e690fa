import { describe, expect, it } from '@jest/globals';
import type { ChannelScore } from '@solana-hub/contracts';
import { firstOrderOf, sortChannels } from './channel-sort';

const channel = (chat_id: string, figures: Partial<ChannelScore>): ChannelScore => ({
  chat_id,
  chat_title: null,
  calls: 1,
  hit_rate_2x: null,
  hit_rate_5x: null,
  median_multiple: null,
  best_multiple: null,
  median_minutes_to_2x: null,
  fell_half_share: null,
  first_caller_share: null,
  median_minutes_behind_first: null,
  ...figures,
});

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
