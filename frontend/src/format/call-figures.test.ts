import { describe, expect, it } from '@jest/globals';
import { formatMinutes, formatMultiple, formatShare, NO_DATA } from './call-figures';

describe('channel figures', () => {
  it('writes multiples with two significant digits below 10x, whole above', () => {
    expect([formatMultiple(2.5), formatMultiple(2.0833), formatMultiple(0.4167), formatMultiple(12.6), formatMultiple(null)]).toEqual([
      '2.5x',
      '2.1x',
      '0.42x',
      '13x',
      NO_DATA,
    ]);
  });

  it('writes shares as whole percents', () => {
    expect([formatShare(2 / 3), formatShare(0), formatShare(1), formatShare(null)]).toEqual(['67%', '0%', '100%', NO_DATA]);
  });

  it('writes durations in their two largest units', () => {
    expect([
      formatMinutes(0),
      formatMinutes(5 / 60),
      formatMinutes(0.5),
      formatMinutes(0.995),
      formatMinutes(42.5),
      formatMinutes(60),
      formatMinutes(185),
      formatMinutes(24 * 60),
      formatMinutes(52 * 60 + 10),
      formatMinutes(null),
    ]).toEqual(['0 s', '5 s', '30 s', '1 min', '43 min', '1 h', '3 h 5 min', '1 d', '2 d 4 h', NO_DATA]);
  });
});
